// Workflow request models: FlowModel (every action) and PaginationFlowTask (lists).

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
