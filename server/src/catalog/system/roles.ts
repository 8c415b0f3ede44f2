// The roles every install has (base_role): the posts of a highway group's projects, and the duty roles the
// catalogue's flows name. The installer creates a missing role and never renames, disables or deletes one; its
// default grants are declared next to the menus they grant (./grants.ts for the system's App and Web menus, each
// business module's index.ts for its own directory) and installed by ../install-roles.ts.

export const ALL_BUTTONS = ['btn_add', 'btn_edit', 'btn_detail', 'btn_remove', 'btn_download']
// 导出 (btn_download) for who keeps a register; a labourer files and reads
const EDITOR_BUTTONS = ['btn_add', 'btn_edit', 'btn_detail', 'btn_download']
const VIEWER_BUTTONS = ['btn_add', 'btn_detail']

/** the enCodes of the catalogue's roles: a grant names its role by one of these */
export type RoleCode =
  | 'admin' | 'projectManager' | 'chiefEngineer' | 'safetyOfficer' | 'supervisionEngineer' | 'labTechnician' | 'sectionForeman'
  | 'contractorWorker' | 'batchESign' | 'safetyDirector' | 'ownerProjectManager' | 'ownerChiefEngineer'

export interface CatalogRole {
  id: string
  enCode: RoleCode
  fullName: string
  description: string
  /** the buttons it gets on every page and low-code menu it is granted */
  buttons: string[]
  /** every App menu of every module (the administrator role) */
  allMenus?: boolean
  /** a duty role takes the default menu grants of the post it is given to */
  grantsAs?: RoleCode
}

export const catalogRoles: CatalogRole[] = [
  // the built-in administrator role (modules/admin-roles: never deleted, disabled or recoded)
  { id: 'role-admin', enCode: 'admin', fullName: '系统管理员', description: '全部App菜单；后台管理由管理员账号负责', buttons: ALL_BUTTONS, allMenus: true },
  { id: 'role-pm', enCode: 'projectManager', fullName: '项目经理', description: '项目或合同段的负责人：全部业务', buttons: ALL_BUTTONS },
  { id: 'role-chief', enCode: 'chiefEngineer', fullName: '总工程师', description: '技术负责人：工程、试验、进度，计量支付抄送', buttons: ALL_BUTTONS },
  { id: 'role-safety', enCode: 'safetyOfficer', fullName: '安全员', description: '隐患排查与整改，隐患整改复查后抄送', buttons: EDITOR_BUTTONS },
  { id: 'role-supervisor', enCode: 'supervisionEngineer', fullName: '监理工程师', description: '监理：隐患整改复查、计量支付审核', buttons: EDITOR_BUTTONS },
  { id: 'role-lab', enCode: 'labTechnician', fullName: '试验员', description: '试验检测委托与仪器设备', buttons: EDITOR_BUTTONS },
  { id: 'role-foreman', enCode: 'sectionForeman', fullName: '施工队长/工区长', description: '工区的现场作业与填报', buttons: EDITOR_BUTTONS },
  { id: 'role-worker', enCode: 'contractorWorker', fullName: '劳务作业人员', description: '考勤、隐患上报与安全培训', buttons: VIEWER_BUTTONS },
  // the app compares role names with exactly this text (spec §6)
  { id: 'role-batch-sign', enCode: 'batchESign', fullName: '批量电子签章', description: '批量电子签章', buttons: VIEWER_BUTTONS },
  {
    id: 'role-safety-director', enCode: 'safetyDirector', fullName: '安全总监', description: '重大隐患整改审批',
    buttons: EDITOR_BUTTONS, grantsAs: 'safetyOfficer'
  },
  {
    id: 'role-owner-pm', enCode: 'ownerProjectManager', fullName: '业主项目经理', description: '建设单位项目负责人：计量支付会签、超过3天的请假审批',
    buttons: ALL_BUTTONS, grantsAs: 'projectManager'
  },
  {
    id: 'role-owner-chief', enCode: 'ownerChiefEngineer', fullName: '业主总工程师', description: '建设单位技术负责人：计量支付会签',
    buttons: ALL_BUTTONS, grantsAs: 'chiefEngineer'
  }
]

/** the role whose default grants a role takes */
export const grantsCodeOf = (role: CatalogRole): RoleCode => role.grantsAs ?? role.enCode
