// The default grants of the catalogue's roles on the system's menus: the App directories no business module owns
// (常用, 流程审批, 电子签章, 项目地图, 外部链接, 个人) and the console's process centre. A module grants its own
// directory in ../<domain>/grants.ts (事务中心: ../tasks, 考勤管理: ../attendance). Raise the version when these change: a role's grants nobody
// changed since they were installed are then replaced (../install-roles.ts).
import type { MenuGrants } from '../grants'
import { entriesUnder } from './app-menus'
import { webBusinessMenuCodes } from './web-menus'

// 2: 事务中心 and 考勤管理 moved to their modules' grants (../tasks/grants.ts, ../attendance/grants.ts)
// 3: foremen also get 重点巡查 (they are in charge of visiting their section's slopes and pits, issue 17)
export const SYSTEM_GRANTS_VERSION = 3

/** what every working role gets: the common entries, workflow, the public links, the personal centre, the console's process centre */
const BASE = [...entriesUnder('common'), ...entriesUnder('workflow'), ...entriesUnder('links'), ...entriesUnder('personal'), ...webBusinessMenuCodes]

export const systemGrants: MenuGrants['roles'] = {
  projectManager: [...BASE, ...entriesUnder('projectMap'), 'digitalSign'],
  chiefEngineer: [...BASE, ...entriesUnder('projectMap'), 'digitalSign'],
  safetyOfficer: [...BASE, 'keyInspections', 'smartSite', 'safetyHazardsManage'],
  supervisionEngineer: [...BASE, 'keyInspections', 'digitalSign'],
  labTechnician: [...BASE],
  sectionForeman: [...BASE, 'keyInspections', 'manualPositioning'],
  contractorWorker: [
    'allApp', 'inSiteMessage', 'contacts', 'flowLaunch', 'flowTodo', 'flowDone',
    ...entriesUnder('personal'), ...webBusinessMenuCodes
  ],
  batchESign: [...entriesUnder('signature'), ...webBusinessMenuCodes]
}
