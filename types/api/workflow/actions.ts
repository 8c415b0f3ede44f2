// Workflow action answers: candidates, reject steps, flow message body, operator check.

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
