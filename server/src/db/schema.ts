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
  /** the department head (assigneeType 2); optional: rows seeded before migration 009 need not name one */
  managerId?: string
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

/** a delegation (jnpf-api.md §6.4): type "0" launch / "1" approval; flowId comma-separated template ids, '' = all flows */
export interface FlowDelegateTable {
  id: string
  userId: string
  userName: string
  toUserId: string
  toUserName: string
  type: string
  flowId: string
  flowName: string
  flowCategory: string
  startTime: number
  endTime: number
  description: string
  /** 1 in force, 0 stopped early */
  enabledMark: number
  sortCode: number
  creatorUserId: string
  creatorTime: number
  lastModifyUserId: string
  lastModifyTime: number | null
}

/** a comment on a flow task; image and file are the JSON strings the client sends */
export interface FlowCommentTable {
  id: string
  taskId: string
  text: string
  image: string
  file: string
  creatorUserId: string
  creatorTime: number
  lastModifyTime: number | null
}

/** a saved hand signature (data URL); at most one isDefault per user */
export interface SignImgTable { id: string; userId: string; signImg: string; isDefault: number; creatorTime: number }

/** approve-dialog phrases: commonWordsType 0 system, 1 personal (creatorUserId's own) */
export interface CommonWordsTable {
  id: string
  systemIds: string
  commonWordsText: string
  commonWordsType: number
  sortCode: number
  enabledMark: number
  creatorUserId: string
  creatorTime: number
}

/** a flow template (jnpf-api.md §12 flow_template); type 0 发起流程, 1 功能流程 (bound to a low-code form) */
export interface FlowTemplateTable {
  id: string
  enCode: string
  fullName: string
  type: number
  category: string
  icon: string
  iconBackground: string
  description: string
  enabledMark: number
  sortCode: number
  creatorUserId: string
  creatorTime: number
  lastModifyTime: number | null
}

/**
 * a version of a template's node JSON (FlowModel.flowId); visibleType 0 everyone, 1 flow_visible initiators only;
 * enabledMark 1 = the version new launches use; formId = the flow_form of the start node
 */
export interface FlowTemplateJsonTable {
  id: string
  templateId: string
  fullName: string
  groupId: string
  visibleType: number
  flowTemplateJson: string
  version: number
  formId: string
  sendConfigIds: string
  enabledMark: number
  sortCode: number
  creatorUserId: string
  creatorTime: number
}

/** who may launch a version (flowId = flow_template_json id); operatorType user|department|company|position|role|group; type "1" launch */
export interface FlowVisibleTable { id: string; flowId: string; operatorType: string; operatorId: string; type: string; sortCode: number }

/** a flow form: formType 1 system form (by enCode), 2 low-code form (modelId = base_visual_dev id); flowId = template id */
export interface FlowFormTable {
  id: string
  enCode: string
  fullName: string
  formType: number
  flowType: number
  category: string
  urlAddress: string
  appUrlAddress: string
  interfaceUrl: string
  propertyJson: string
  tableJson: string
  draftJson: string
  dbLinkId: string
  modelId: string
  flowId: string
  enabledMark: number
  sortCode: number
  creatorTime: number
}

/**
 * a flow task (id = processId = the business record id). status: §6.5 FlowTaskStatusEnum. flowFormDataJson holds a
 * system form's values (a low-code task's values are its visualdev record). creatorUserId = the launcher (the
 * delegator under a launch delegation; delegateUserId = the delegate who pressed submit). rejectNodeCode: the node a
 * rejectType-2 return comes back to on resubmission.
 */
export interface FlowTaskTable {
  id: string
  processId: string
  enCode: string
  fullName: string
  flowUrgent: number
  flowId: string
  templateId: string
  flowCode: string
  flowName: string
  flowType: number
  flowCategory: string
  formId: string
  formType: number
  flowFormDataJson: string
  flowVersion: string
  startTime: number | null
  endTime: number | null
  currentNodeName: string
  currentNodeCode: string
  status: number
  suspend: number
  completion: number
  parentId: string
  parentTaskNodeId: string
  isAsync: number
  delegateUserId: string
  rejectNodeCode: string
  projectId: string
  contractId: string
  description: string
  sortCode: number
  enabledMark: number
  creatorUserId: string
  creatorTime: number
  lastModifyUserId: string
  lastModifyTime: number | null
}

/**
 * one activation of a node in a task. state (= FlowTaskNodeModel.type): 1 current, 0 passed, -1 discarded.
 * candidates: JSON array of user ids chosen for it; dueTime: timer fire time or approval time limit.
 */
export interface FlowTaskNodeTable {
  id: string
  taskId: string
  nodeCode: string
  nodeName: string
  nodeType: string
  nodePropertyJson: string
  nodeUp: string
  nodeNext: string
  completion: number
  state: number
  candidates: string
  draftData: string
  formId: string
  dueTime: number | null
  sortCode: number
  creatorTime: number
  completedTime: number | null
}

/**
 * a to-do entry. handleId acts (the delegate when routed by an approval delegation; delegatorUserId = on whose
 * behalf). completion 0 open / 1 acted (handleStatus = the record enum of the action). state 0 active, 1 waiting
 * its turn (sequential sign, behind a before-add-sign), -1 closed without acting.
 */
export interface FlowTaskOperatorTable {
  id: string
  taskId: string
  taskNodeId: string
  nodeCode: string
  nodeName: string
  handleType: string
  handleId: string
  delegatorUserId: string
  completion: number
  handleStatus: number | null
  handleTime: number | null
  state: number
  parentId: string
  draftData: string
  dueTime: number | null
  sortCode: number
  description: string
  creatorTime: number
}

/** one step of the history (§6.5 FlowRecordEnum handleStatus); fileList is a JSON string; status -1 = voided by a recall */
export interface FlowTaskOperatorRecordTable {
  id: string
  taskId: string
  taskNodeId: string
  taskOperatorId: string
  nodeCode: string
  nodeName: string
  handleStatus: number
  handleId: string
  delegatorUserId: string
  handleTime: number
  handleOpinion: string
  operatorId: string
  signImg: string
  fileList: string
  status: number
  draftData: string
  approverType: string
  creatorTime: number
}

/** a copy (抄送) of a task to a user */
export interface FlowTaskCirculateTable {
  id: string
  taskId: string
  taskNodeId: string
  nodeCode: string
  nodeName: string
  objectType: string
  objectId: string
  creatorUserId: string
  creatorTime: number
}

/** candidates (type 1) or branches (type 2) chosen by handleId for nodeCode; candidates comma-separated */
export interface FlowCandidatesTable {
  id: string
  taskId: string
  taskNodeId: string
  taskOperatorId: string
  nodeCode: string
  handleId: string
  account: string
  candidates: string
  type: number
  creatorTime: number
}

/** the launcher's organisation at submission (superior/subordinate/department: comma-separated ids) */
export interface FlowLaunchUserTable {
  id: string
  taskId: string
  userId: string
  organizeId: string
  positionId: string
  managerId: string
  superior: string
  subordinate: string
  department: string
  creatorTime: number
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
  flowTemplate: FlowTemplateTable
  flowTemplateJson: FlowTemplateJsonTable
  flowVisible: FlowVisibleTable
  flowForm: FlowFormTable
  flowTask: FlowTaskTable
  flowTaskNode: FlowTaskNodeTable
  flowTaskOperator: FlowTaskOperatorTable
  flowTaskOperatorRecord: FlowTaskOperatorRecordTable
  flowTaskCirculate: FlowTaskCirculateTable
  flowCandidates: FlowCandidatesTable
  flowLaunchUser: FlowLaunchUserTable
  flowDelegate: FlowDelegateTable
  flowComment: FlowCommentTable
  baseSignImg: SignImgTable
  baseCommonWords: CommonWordsTable
}
