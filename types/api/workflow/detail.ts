// Workflow detail: FlowBeforeInfoVO and its parts.

import type { FlowNodeState } from './enums'

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
