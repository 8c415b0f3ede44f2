// The 3.x workflow Engine API (jnpf-api.md §6; jnpf-forms-and-flows.md §4, §5.4). Field names follow JNPF 3.6
// exactly. Times are epoch milliseconds. The template JSON travels as a string (flowTemplateJson).

/** FlowTaskStatusEnum (flow_task.status) */
export const FlowTaskStatus = {
  Draft: 0,
  Handle: 1,
  Adopt: 2,
  Reject: 3,
  Revoke: 4,
  Cancel: 5,
  Suspend: 6,
  Resubmit: 7
} as const
export type FlowTaskStatusCode = (typeof FlowTaskStatus)[keyof typeof FlowTaskStatus]

/** FlowRecordEnum (flow_task_operator_record.handleStatus; the done list's status) */
export const FlowRecordStatus = {
  Reject: 0,
  Audit: 1,
  Submit: 2,
  Revoke: 3,
  Cancel: 4,
  Assign: 5,
  CopyId: 6,
  Transfer: 7,
  Change: 8,
  Resurrection: 9,
  BeforeCopyId: 10,
  Suspend: 11,
  Restore: 12,
  Swerve: 13,
  End: 100,
  Recall: -1
} as const
export type FlowRecordStatusCode = (typeof FlowRecordStatus)[keyof typeof FlowRecordStatus]

/** FlowBefore/List/{category}: 1 todo, 2 done, 3 copied, 4 batch-approvable todo */
export type FlowBeforeCategory = 1 | 2 | 3 | 4

/** FlowMessageEnum: bodyText.type of a flow message */
export const FlowMessageType = { Me: 1, Wait: 2, Circulate: 3 } as const

/** flowTaskNodeList[].type: 0 passed, 1 current, -1 discarded; missing = not reached */
export type FlowNodeState = '0' | '1' | '-1'

/** one attachment of fileList (the upload descriptor the app sends) */
export interface FlowFile {
  name?: string
  fileId?: string
  url?: string
  fileSize?: number
  fileExtension?: string
  [key: string]: unknown
}

/** FlowModel: one request model for every action; send only what an action needs (§6.1) */
export interface FlowModel {
  id?: string
  flowId?: string
  processId?: string
  flowTitle?: string
  flowUrgent?: number
  billNo?: string
  /** "0" submit, "1" save draft */
  status?: string | number
  parentId?: string
  userId?: string
  delegateUser?: string
  taskOperatorId?: string
  taskId?: string
  taskNodeId?: string
  handleOpinion?: string
  signImg?: string
  fileList?: FlowFile[] | string
  formData?: Record<string, unknown>
  /** comma-separated user ids */
  copyIds?: string
  candidateList?: Record<string, string[]>
  branchList?: string[]
  errorRuleUserList?: Record<string, string[]>
  freeApproverUserId?: string
  /** 1 before me, 2 after me */
  freeApproverType?: number
  nodeCode?: string
  /** "0" start node, "1" previous node, or a node code */
  rejectStep?: string
  /** 1 restart from there, 2 back to the rejecter after resubmission */
  rejectType?: number
  ids?: string[]
  batchType?: number
  delegateUserList?: string[]
  /** the project the task belongs to (this server: defaults to the launcher's current project) */
  projectId?: string
  contractId?: string
  currentPage?: number
  pageSize?: number
  keyword?: string
}

/** PaginationFlowTask (lists) */
export interface PaginationFlowTask {
  currentPage?: number
  pageSize?: number
  keyword?: string
  sort?: string
  sidx?: string
  startTime?: number | string
  endTime?: number | string
  templateId?: string
  flowId?: string
  flowCategory?: string
  creatorUserId?: string
  status?: number | string
  isBatch?: number
  nodeCode?: string
  flowUrgent?: number | string
  delegateType?: string
}

export interface FlowBeforeListVO {
  /** todo: operator id; done: operator-record id; copied: circulate id */
  id: string
  processId: string
  enCode: string
  fullName: string
  flowName: string
  flowCode: string
  flowId: string
  flowCategory: string
  formType: number
  thisStep: string
  thisStepId: string
  nodeName: string
  /** todo/copied: task status; done: the record handleStatus */
  status: number
  creatorUserId: string
  /** "realName/account" of the launcher */
  userName: string
  creatorTime: number
  startTime: number | null
  flowUrgent: number
  description: string
  approversProperties?: string
  flowVersion: string
  /** on whose behalf ("realName/account"), '' when not delegated */
  delegateUser: string
}

export interface FlowLaunchListVO {
  id: string
  enCode: string
  fullName: string
  flowName: string
  flowCode: string
  flowId: string
  flowCategory: string
  formType: number
  formData: string
  status: number
  completion: number
  thisStep: string
  startTime: number | null
  endTime: number | null
  creatorTime: number
  creatorUserId: string
  flowUrgent: number
  parentId: string
  description: string
  delegateUser: string
}

export interface FlowTaskModel {
  id: string
  processId: string
  enCode: string
  fullName: string
  flowUrgent: number
  flowId: string
  flowCode: string
  flowName: string
  flowType: number
  flowCategory: string
  flowForm: string
  flowFormContentJson: string
  flowTemplateJson: string
  flowVersion: string
  startTime: number | null
  endTime: number | null
  thisStep: string
  thisStepId: string
  grade?: string
  status: number
  completion: number
  description: string
  sortCode: number
  enabledMark: number
  type: number
  rejectDataId?: string
  suspend: boolean
  /** who launched it (the delegator under a launch delegation) */
  creatorUserId: string
  creatorTime: number
}

export interface FlowTaskNodeModel {
  id: string
  nodeCode: string
  nodeName: string
  nodeType: string
  nodePropertyJson: string
  nodeUp: string
  nodeNext: string
  completion: number
  description?: string
  sortCode: number
  creatorTime: number
  taskId: string
  /** comma-joined "realName/account" of the handlers */
  userName: string
  assigneeName?: string
  type?: FlowNodeState
  formId: string
}

export interface FlowTaskOperatorModel {
  id: string
  handleType: string
  handleId: string
  handleStatus: number | null
  handleTime: number | null
  nodeCode: string
  nodeName: string
  completion: number
  description: string
  creatorTime: number
  taskNodeId: string
  taskId: string
  draftData?: string
}

export interface FlowTaskOperatorRecordModel {
  id: string
  nodeCode: string
  nodeName: string
  handleStatus: number
  handleId: string
  handleTime: number
  handleOpinion: string
  taskOperatorId: string
  taskNodeId: string
  taskId: string
  /** "realName/account" */
  userName: string
  signImg: string
  /** 0 normal, 1 add-sign child, -1 voided by a recall */
  status: number
  /** the transfer / add-sign target ("realName/account") */
  operatorId: string
  /** JSON string of FlowFile[] */
  fileList: string
  approverType?: string
  draftData?: string
  creatorTime: number
  isLog?: boolean
  /** on whose behalf ("realName/account"), '' when not delegated */
  delegateUser?: string
}

export interface FlowTemplateModel {
  id: string
  templateId: string
  fullName: string
  visibleType: number
  flowTemplateJson: string
  version: string
  /** 0 发起流程, 1 功能流程 */
  type: number
}

export interface FlowFormVo {
  id: string
  enCode: string
  fullName: string
  /** 1 system (coded) form, 2 online form */
  formType: number
  flowType: number
  category: string
  urlAddress: string
  appUrlAddress: string
  interfaceUrl: string
  /** the form designer JSON (formType 2) */
  propertyJson: string
  tableJson: string
  dbLinkId: string
  draftJson?: string
}

/** formOperates entry (§4.5) */
export interface FormOperate {
  id: string
  name?: string
  read: boolean
  write: boolean
  required?: boolean
  requiredDisabled?: boolean
}

export interface FlowBeforeInfoVO {
  flowTaskInfo?: FlowTaskModel
  flowTaskNodeList: FlowTaskNodeModel[]
  flowTaskOperatorList: FlowTaskOperatorModel[]
  flowTaskOperatorRecordList: FlowTaskOperatorRecordModel[]
  flowTemplateInfo: FlowTemplateModel
  flowFormInfo: FlowFormVo
  formOperates: FormOperate[]
  approversProperties: Record<string, unknown>
  formData?: Record<string, unknown>
  draftData?: Record<string, unknown>
  noOperateAuth?: boolean
}

/** POST FlowBefore/Candidates/{id}: type 1 branch choice needed, 2 candidate choice needed, 3 nothing to choose */
export interface FlowCandidateNode {
  nodeId: string
  nodeName: string
  isCandidates: boolean
  isBranchFlow: boolean
  hasCandidates: boolean
}

export interface FlowCandidateVO {
  type: 1 | 2 | 3
  list: FlowCandidateNode[]
  /** true when this approval completes its (countersign) node */
  countersignOver: boolean
}

/** POST FlowBefore/CandidateUser/{id} item */
export interface FlowCandidateUserModel {
  id: string
  /** "realName/account" */
  fullName: string
  headIcon: string
  organize: string
}

/** GET FlowBefore/RejectList/{id} */
export interface FlowRejectVO {
  list: { id: string; nodeName: string; nodeCode: string }[]
  /** whether the rejecter may pick the step (properties.rejectStep == "2") */
  isLastAppro: boolean
}

/** FlowContModel: bodyText of a flow message (type 2 in base_message) */
export interface FlowContModel {
  type: 1 | 2 | 3
  enCode: string
  flowId: string
  formType: number
  processId: string
  status: number
  taskOperatorId: string
  taskNodeId: string
}

/** GET FlowBefore/{taskOperatorId}/Info */
export interface FlowOperatorCheckVO {
  isCheck: boolean
}
