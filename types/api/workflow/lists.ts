// Workflow list rows: todo/done/copied (FlowBeforeListVO) and launched (FlowLaunchListVO).

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
