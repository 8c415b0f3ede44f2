// The default grants of the catalogue's roles on the system's menus: the App directories no business module owns
// (常用, 流程审批, 电子签章, 考勤管理, 项目地图, 外部链接, 个人) and the console's process centre. A module grants its
// own directory in ../<domain>/grants.ts (事务中心: ../tasks/grants.ts). Raise the version when these change: a role's grants nobody
// changed since they were installed are then replaced (../install-roles.ts).
import type { MenuGrants } from '../grants'
import { entriesUnder } from './app-menus'
import { webBusinessMenuCodes } from './web-menus'

export const SYSTEM_GRANTS_VERSION = 2

/** what every working role gets: the common entries, workflow, the public links, the personal centre, the console's process centre */
const BASE = [...entriesUnder('common'), ...entriesUnder('workflow'), ...entriesUnder('links'), ...entriesUnder('personal'), ...webBusinessMenuCodes]
const ATTEND_SELF = ['attendanceClock', 'punchClockRecord', 'punshClockStatistics', 'attendanceFaceRecognition', 'faceRecognition']
const ATTEND_FIELD = entriesUnder('fieldService')

export const systemGrants: MenuGrants['roles'] = {
  projectManager: [...BASE, ...entriesUnder('attendance'), ...entriesUnder('projectMap'), 'digitalSign'],
  chiefEngineer: [...BASE, ...ATTEND_SELF, ...ATTEND_FIELD, ...entriesUnder('projectMap'), 'digitalSign'],
  safetyOfficer: [...BASE, ...ATTEND_SELF, 'keyInspections', 'smartSite', 'safetyHazardsManage'],
  supervisionEngineer: [...BASE, ...ATTEND_SELF, ...ATTEND_FIELD, 'keyInspections', 'digitalSign'],
  labTechnician: [...BASE, ...ATTEND_SELF],
  sectionForeman: [...BASE, ...ATTEND_SELF, 'informationEntry', 'contractWorkersInfo', 'manualPositioning'],
  contractorWorker: [
    'allApp', 'inSiteMessage', 'contacts', 'flowLaunch', 'flowTodo', 'flowDone', 'attendanceClock', 'punchClockRecord', 'attendanceFaceRecognition',
    ...entriesUnder('personal'), ...webBusinessMenuCodes
  ],
  batchESign: [...entriesUnder('signature'), ...webBusinessMenuCodes]
}
