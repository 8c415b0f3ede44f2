// The default grants of the catalogue's roles on the system's menus: the App directories no business module owns
// (常用, 流程审批, 电子签章, 事务中心, 考勤管理, 项目地图, 外部链接, 个人) and the console's process centre. A module
// grants its own directory in ../<domain>/grants.ts. Raise the version when these change: a role's grants nobody
// changed since they were installed are then replaced (../install-roles.ts).
import type { MenuGrants } from '../grants'
import { entriesUnder } from './app-menus'
import { webBusinessMenuCodes } from './web-menus'

export const SYSTEM_GRANTS_VERSION = 1

/** what every working role gets: the common entries, workflow, the public links, the personal centre, the console's process centre */
const BASE = [...entriesUnder('common'), ...entriesUnder('workflow'), ...entriesUnder('links'), ...entriesUnder('personal'), ...webBusinessMenuCodes]
const ATTEND_SELF = ['attendanceClock', 'punchClockRecord', 'punshClockStatistics', 'attendanceFaceRecognition', 'faceRecognition']
const ATTEND_FIELD = entriesUnder('fieldService')
const TASKS = ['myTasks', 'addTask', 'workMessage', 'schedule', 'reportLog']

export const systemGrants: MenuGrants['roles'] = {
  projectManager: [...BASE, ...entriesUnder('transaction'), ...entriesUnder('attendance'), ...entriesUnder('projectMap'), 'digitalSign'],
  chiefEngineer: [...BASE, ...entriesUnder('transaction'), ...ATTEND_SELF, ...ATTEND_FIELD, ...entriesUnder('projectMap'), 'digitalSign'],
  safetyOfficer: [...BASE, ...ATTEND_SELF, ...TASKS, 'keyInspections', 'smartSite', 'safetyHazardsManage'],
  supervisionEngineer: [
    ...BASE, ...ATTEND_SELF, ...ATTEND_FIELD, 'myTasks', 'auditTask', 'addTask', 'supervisionMeeting', 'supervisionOrder', 'workMessage',
    'schedule', 'reportLog', 'keyInspections', 'digitalSign'
  ],
  labTechnician: [...BASE, ...ATTEND_SELF, 'myTasks', 'workMessage', 'reportLog'],
  sectionForeman: [...BASE, ...ATTEND_SELF, 'informationEntry', 'contractWorkersInfo', ...TASKS, 'manualPositioning'],
  contractorWorker: [
    'allApp', 'inSiteMessage', 'contacts', 'flowLaunch', 'flowTodo', 'flowDone', 'attendanceClock', 'punchClockRecord', 'attendanceFaceRecognition',
    ...entriesUnder('personal'), ...webBusinessMenuCodes
  ],
  batchESign: [...entriesUnder('signature'), ...webBusinessMenuCodes]
}
