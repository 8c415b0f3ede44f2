// 管理人员信息 (issue 16): the management staff of each contract section. /api/attendance/managers

/** the posts of a section's management staff a contract names (施工合同 关键岗位) */
export const MANAGER_POSTS = [
  '项目经理', '项目副经理', '项目总工', '安全总监', '专职安全员', '质检工程师', '试验室主任', '测量工程师',
  '合同工程师', '机料负责人', '施工员', '资料员'
] as const

/** certificates the posts usually hold; a manager may type another */
export const CERTIFICATE_NAMES = [
  '安全生产考核合格证（A证）', '安全生产考核合格证（B证）', '安全生产考核合格证（C证）', '一级注册建造师（公路工程）',
  '二级注册建造师（公路工程）', '注册安全工程师', '公路水运工程试验检测师', '公路水运工程助理试验检测师', '工程测量员证'
] as const

export interface ManagerCertificate {
  name: string
  number: string
  /** yyyy-MM-dd, '' when it does not expire */
  expiryDate: string
}

export interface ManagerInput {
  id?: string
  contractId: string
  userId?: string
  realName: string
  post: string
  mobile?: string
  onSiteRequired: boolean
  certificates: ManagerCertificate[]
  entryDate: string
  exitDate?: string
  remark?: string
}

export interface ManagerVO {
  id: string
  projectId: string
  contractId: string
  contractName: string
  userId: string
  /** the linked account's name, '' without one */
  userName: string
  realName: string
  post: string
  mobile: string
  onSiteRequired: boolean
  certificates: (ManagerCertificate & { /** days until expiry (negative: expired), null without expiry */ daysLeft: number | null })[]
  entryDate: string
  exitDate: string
  remark: string
  exited: boolean
  /** today (China time): 'in' clocked in, 'absent' linked and not clocked in, 'unlinked' no account to tell */
  today: 'in' | 'absent' | 'unlinked'
  /** the first punch today, epoch ms */
  clockInTime: number | null
  /** certificates expired or expiring within 30 days */
  certificateWarnings: number
  /** the caller may edit and delete (a manager of the section); given by the detail */
  mayEdit?: boolean
}

/** GET /api/attendance/managers: the page and the section's figures for today */
export interface ManagerPage {
  list: ManagerVO[]
  pagination: { currentPage: number; pageSize: number; total: number }
  summary: { required: number; requiredIn: number; warnings: number }
  /** the caller may register and edit (the sections' managers); the others read */
  mayEdit: boolean
}
