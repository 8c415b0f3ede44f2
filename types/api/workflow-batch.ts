// Batch approval (jnpf-api.md §6.4 batch endpoints of FlowBeforeController). The selectors answer JNPF 3.6's
// FlowBatchModel; BatchOperation takes a FlowModel {ids, batchType, ...} and, on this server, also says per item
// what happened (JNPF 3.6 itself answers only msg "批量操作完成").

/** FlowBatchModel: BatchFlowSelector (id = template id), BatchFlowJsonList (id = version id), NodeSelector (id = node code) */
export interface FlowBatchModel {
  id: string
  /** selector: "flow name(count)"; versions: "name(vN)"; nodes: the node title */
  fullName: string
  /** how many of the caller's batch-approvable to-dos it holds */
  num: number | null
}

/** FlowModel.batchType */
export const BatchType = { Approve: 0, Reject: 1, Transfer: 2 } as const
export type BatchTypeCode = (typeof BatchType)[keyof typeof BatchType]

/** POST FlowBefore/BatchOperation body: the FlowModel fields a batch uses */
export interface BatchOperationBody {
  /** taskOperatorIds (the ids of FlowBefore/List/4) */
  ids: string[]
  batchType: BatchTypeCode
  handleOpinion?: string
  signImg?: string
  fileList?: { name?: string; url?: string; [key: string]: unknown }[]
  /** transfer: the user who takes the to-dos over */
  freeApproverUserId?: string
  /** approve: {nodeCode: [userId]} for candidate nodes that come next */
  candidateList?: Record<string, string[]>
  /** comma-separated user ids copied in */
  copyIds?: string
  /** reject: 1 restart from the target, 2 come straight back (when the node lets the rejecter pick) */
  rejectType?: number
}

/** one to-do of the batch that was not handled, and why (nothing changed for it) */
export interface BatchFailure {
  id: string
  /** the task title; empty when the id is not one of the caller's to-dos */
  fullName: string
  msg: string
}

/** data of the BatchOperation answer */
export interface BatchOperationResult {
  total: number
  successCount: number
  failCount: number
  /** the ids handled, in the order sent */
  successList: string[]
  failList: BatchFailure[]
}
