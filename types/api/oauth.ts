// Session and login (jnpf-api.md §2). Field names follow JNPF 3.6 exactly.

/** POST /api/oauth/Login, form-encoded */
export interface LoginForm {
  account: string
  /** md5 hex of the plain password, or the 3.6 form hex(AES-128-ECB(md5hex)) */
  password: string
  grant_type: 'password'
  origin?: 'password' | 'code'
  code?: string
  timestamp?: string
  /** a pending social-login ticket: a successful password login binds that social account */
  jnpf_ticket?: string
}

export interface LoginVO {
  /** already carries the 'bearer ' prefix; send it unchanged as Authorization */
  token: string
  theme?: string
}

/** menu item of CurrentUser.menuList (AllMenuSelectVO) */
export interface MenuItem {
  id: string
  fullName: string
  enCode: string
  parentId: string
  icon: string
  hasChildren: boolean
  urlAddress: string
  linkTarget?: string
  children?: MenuItem[]
  /** 1 directory, 2 page, 3 low-code feature, 7 external link (§2.2) */
  type: number
  propertyJson: string
  sortCode: number
  systemId?: string
}

export interface PermissionVO {
  id: string
  fullName: string
  enCode: string
}

export interface PermissionModel {
  modelId: string
  moduleName: string
  button: PermissionVO[]
  column: PermissionVO[]
  form: PermissionVO[]
  resource: PermissionVO[]
}

export interface UserInfo {
  userId: string
  userAccount: string
  userName: string
  headIcon: string
  gender?: number
  organizeId: string
  organizeIdList: string[]
  organizeName: string
  departmentId?: string
  departmentName?: string
  positionId: string
  positionName: string
  positionIds: { id: string; name: string }[]
  roleIds: string[]
  /** comma-separated role names */
  roleName: string
  groupIds?: string[]
  groupNames?: string[]
  manager?: string
  mobilePhone: string
  email: string
  birthday?: number | null
  isAdministrator: boolean
  signImg?: string
  prevLogin?: number
  prevLoginTime?: number | null
  prevLoginIPAddress?: string
  prevLoginIPAddressName?: string
  portalId?: string
  appPortalId?: string
  systemId?: string
  appSystemId?: string
  /** the sub-systems the user may switch between (JNPF 3.6 multi-system mode) */
  systemIds?: { id: string; name: string; icon: string; currentSystem: boolean }[]
  changePasswordDate?: number | null
  workflowEnabled?: number
}

export interface SysConfigInfo {
  sysName: string
  sysVersion: string
  copyright: string
  companyName?: string
  loginIcon?: string
  logoIcon?: string
  appIcon?: string
  navigationIcon?: string
  [key: string]: unknown
}

/** GET /api/oauth/CurrentUser?type=app (PcUserVO) */
export interface CurrentUserVO {
  menuList: MenuItem[]
  permissionList: PermissionModel[]
  userInfo: UserInfo
  sysConfigInfo: SysConfigInfo
}

/**
 * One control point of a chainage line (alignment): the chainage in metres (K12+300 = 12300) and where it lies, in
 * GCJ-02 (what WeChat's getLocation type 'gcj02' and Chinese maps give). Points run in increasing chainage.
 */
export interface AlignmentPoint {
  chainage: number
  longitude: number
  latitude: number
}

/** a project the user belongs to (GET /api/oauth/project-data) */
export interface ProjectVO {
  id: string
  enCode: string
  fullName: string
  organizeId: string
  address?: string
  /** what pickers show when space is short */
  shortName?: string
  /** the project's chainage line, when the administrators entered one */
  alignment?: AlignmentPoint[]
}

/** a contract section of a project (GET /api/oauth/contract-data/{projectId}) */
export interface ContractVO {
  id: string
  projectId: string
  enCode: string
  fullName: string
  kind: 'construction' | 'supervision' | 'laboratory' | 'owner'
  contractor: string
  /** stake range of a construction section, e.g. 'K0+000～K26+400' */
  mileage?: string
  /** the section's own chainage line (a connecting road with its own chainage); otherwise the project's applies */
  alignment?: AlignmentPoint[]
}

/** GET /api/oauth/getTicketStatus/{ticket} (LoginTicketModel); status numbers of §2.4 */
export interface LoginTicketModel {
  status: number
  value: string
  theme?: string
  ticketTimeout: number
}

export const TicketStatus = {
  Success: 1,
  UnLogin: 2,
  ErrLogin: 3,
  UnBind: 4,
  Invalid: 5,
  Multitenancy: 6
} as const

/**
 * one account bound to a third-party identity: a social login's ticket answers a list of them (status Multitenancy,
 * the value is their JSON), and the one the user taps is posted back, all its fields plus tenantLogin=true, as the
 * form of POST /api/oauth/Login/socials (JNPF 3.6 "第三方登录回调列表后点击登录"). Single-tenant: tenantId and
 * tenantName are empty; `ticket` is the login ticket the list was made for, which the server checks the post against.
 */
export interface SocialAccountVo {
  /** the provider (socialsList enname) */
  source: string
  ticket: string
  /** the third-party identity's display name */
  socialName: string
  userId: string
  account: string
  /** the user's name, as JNPF's account card shows it */
  accountName: string
  tenantId: string
  tenantName: string
}

/** GET /api/oauth/getConfig/{account} */
export interface LoginConfigModel {
  enableVerificationCode: 0 | 1
  verificationCodeNumber: number
}
