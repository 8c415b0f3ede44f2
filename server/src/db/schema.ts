// Table types as Kysely sees them (CamelCasePlugin maps to snake_case columns). Times are epoch ms (bigint),
// booleans are 0/1 integers so SQLite and PostgreSQL answer the same values.
export interface OrganizeTable {
  id: string
  parentId: string
  category: string
  enCode: string
  fullName: string
  organizeIdTree: string
  sortCode: number
}

export interface PositionTable { id: string; organizeId: string; enCode: string; fullName: string; sortCode: number }
export interface RoleTable { id: string; enCode: string; fullName: string; sortCode: number }
export interface GroupTable { id: string; enCode: string; fullName: string; sortCode: number }

export interface UserTable {
  id: string
  account: string
  realName: string
  headIcon: string
  gender: number
  birthday: number | null
  mobilePhone: string
  email: string
  signature: string
  password: string
  /** 0 disabled, 1 enabled, 2 locked */
  enabledMark: number
  isAdministrator: number
  managerId: string
  organizeId: string
  positionId: string
  logErrorCount: number
  unlockTime: number | null
  prevLogTime: number | null
  prevLogIp: string
  lastLogTime: number | null
  lastLogIp: string
  changePasswordDate: number | null
  createdAt: number
  sortCode: number
}

/** memberships: objectType Organize | Position | Role | Group | Project | Contract */
export interface UserRelationTable { id: string; userId: string; objectType: string; objectId: string; sortCode: number }

export interface ModuleTable {
  id: string
  parentId: string
  type: number
  enCode: string
  fullName: string
  icon: string
  urlAddress: string
  propertyJson: string
  linkTarget: string
  category: string
  sortCode: number
}

export interface ModuleButtonTable { id: string; moduleId: string; enCode: string; fullName: string; sortCode: number }
/** a list column or form field a role may be granted on a low-code menu; enCode = vModel or tableVModel-childVModel */
export interface ModuleColumnTable { id: string; moduleId: string; enCode: string; fullName: string; sortCode: number }
export interface ModuleFormTable { id: string; moduleId: string; enCode: string; fullName: string; sortCode: number }

/** itemType module | button | column | form; objectType Role */
export interface AuthorizeTable { id: string; itemType: string; itemId: string; objectType: string; objectId: string }

export interface ProjectTable {
  id: string
  enCode: string
  fullName: string
  shortName: string
  organizeId: string
  areaIds: string
  address: string
  startDate: string
  endDate: string
  lengthKm: number
  investment: number
  sortCode: number
}

export interface ContractTable {
  id: string
  projectId: string
  enCode: string
  fullName: string
  kind: string
  contractor: string
  contractorOrganizeId: string
  mileage: string
  amount: number
  sortCode: number
}

export interface DictionaryTypeTable { id: string; enCode: string; fullName: string; isTree: number; sortCode: number }
export interface DictionaryDataTable {
  id: string
  typeId: string
  parentId: string
  enCode: string
  fullName: string
  enabledMark: number
  sortCode: number
}

export interface AreaTable {
  id: string
  parentId: string
  enCode: string
  fullName: string
  type: number
  enabledMark: number
  sortCode: number
}

export interface BillRuleTable {
  id: string
  enCode: string
  fullName: string
  prefix: string
  dateFormat: string
  digit: number
  startNumber: string
  thisNumber: number
  /** the date part of the last number issued; a new day restarts the sequence */
  lastDate: string
  outputNumber: string
}

export interface SysConfigTable { key: string; value: string }

export interface TokenTable {
  /** sha256 of the token; the token itself is never stored */
  id: string
  userId: string
  createdAt: number
  expiresAt: number
  revokedAt: number | null
  origin: string
}

/** kind qr (scan login) | wechat (pending WeChat binding, value = openid) */
export interface LoginTicketTable { id: string; kind: string; status: number; value: string; expiresAt: number }

export interface SmsCodeTable { mobile: string; code: string; sentAt: number; expiresAt: number; attempts: number }

export interface SocialUserTable {
  id: string
  userId: string
  socialType: string
  socialId: string
  socialName: string
  createdAt: number
}

export interface DownloadTicketTable { id: string; type: string; name: string; expiresAt: number }

/** one row per stored upload: its folder, stored name and uploader */
export interface UploadFileTable { type: string; name: string; userId: string; createdAt: number }

/** per-recipient inbox row; type 1 notice, 2 flow, 3 system, 4 schedule */
export interface MessageTable {
  id: string
  userId: string
  type: number
  flowType: number | null
  title: string
  bodyText: string
  excerpt: string
  isRead: number
  readTime: number | null
  creatorUserId: string
  createdAt: number
}

/** enabledMark 0 draft, 1 published; toUserIds comma-separated, empty = everybody the creator may see */
export interface NoticeTable {
  id: string
  title: string
  bodyText: string
  toUserIds: string
  enabledMark: number
  creatorUserId: string
  createdAt: number
  releaseTime: number | null
}

/** enabledMark 0 unread, 1 read */
export interface ImContentTable {
  id: string
  sendUserId: string
  receiveUserId: string
  content: string
  contentType: string
  sendTime: number
  receiveTime: number | null
  enabledMark: number
  sendDeleted: number
  receiveDeleted: number
}

/** one row per conversation in userId's list */
export interface ImReplyTable { userId: string; otherUserId: string; latestMessage: string; latestType: string; latestTime: number }

export interface SocketBusEventTable { id: string; payload: string; createdAt: number }

/** a low-code model; formData/columnData/appColumnData are the designer JSON as text (jnpf-api.md §5.1) */
export interface VisualDevTable {
  id: string
  fullName: string
  enCode: string
  /** 1 form only, 2 list + form, 4 data view */
  webType: number
  formData: string
  columnData: string
  appColumnData: string
  tables: string
  enableFlow: number
  flowId: string
  /** optional (default ''): model rows written before migration 007 need not name them */
  flowEnCode?: string
  flowTemplateJson?: string
  sortCode: number
  createdAt: number
}

/** one record of any low-code model; data is the JSON field map keyed by __vModel__ */
export interface VisualDevRecordTable {
  id: string
  modelId: string
  projectId: string
  contractId: string
  data: string
  searchText: string
  creatorUserId: string
  creatorTime: number
  lastModifyUserId: string
  lastModifyTime: number | null
  /** status of the record's flow task (jnpf-api.md §6.5), null before a flow is launched; set by the workflow */
  flowState?: number | null
}

/** a data interface (base_data_interface): dataType 2 static rows, 3 a built-in query; definition is its JSON */
export interface DataInterfaceTable {
  id: string
  fullName: string
  enCode: string
  category: string
  dataType: number
  definition: string
  enabledMark: number
  description: string
  sortCode: number
}

export interface Database {
  baseOrganize: OrganizeTable
  basePosition: PositionTable
  baseRole: RoleTable
  baseGroup: GroupTable
  baseUser: UserTable
  baseUserRelation: UserRelationTable
  baseModule: ModuleTable
  baseModuleButton: ModuleButtonTable
  baseModuleColumn: ModuleColumnTable
  baseModuleForm: ModuleFormTable
  baseAuthorize: AuthorizeTable
  project: ProjectTable
  contract: ContractTable
  baseDictionaryType: DictionaryTypeTable
  baseDictionaryData: DictionaryDataTable
  baseProvince: AreaTable
  baseBillRule: BillRuleTable
  baseSysConfig: SysConfigTable
  authToken: TokenTable
  loginTicket: LoginTicketTable
  smsCode: SmsCodeTable
  baseSocialsUsers: SocialUserTable
  downloadTicket: DownloadTicketTable
  uploadFile: UploadFileTable
  baseMessage: MessageTable
  baseNotice: NoticeTable
  baseImContent: ImContentTable
  baseImReply: ImReplyTable
  socketBusEvent: SocketBusEventTable
  baseVisualDev: VisualDevTable
  visualdevRecord: VisualDevRecordTable
  baseDataInterface: DataInterfaceTable
}
