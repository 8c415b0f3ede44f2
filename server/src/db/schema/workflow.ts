// Workflow engine tables: templates, forms, tasks, nodes, operators, records, copies, candidates.

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
  /** migration 018 */
  lastModifyUserId?: string
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
  /** migration 018 */
  lastModifyTime?: number | null
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
  /** what the form designer keeps (migration 018): 0 not released, 1 released, 2 changed since the release */
  state?: number
  description?: string
  creatorUserId?: string
  lastModifyTime?: number | null
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
