// Public surface of the workflow engine (process centre, lists, delegation, candidates, scan; the detail and the
// approve dialog). The process centre page of the main package imports from here too: every module behind these
// exports is free of side effects, so the build keeps only what a page uses. The detail draws a flow's low-code form
// with the low-code engine; the low-code engine, in turn, starts flows only through ./launch.ts, which imports
// nothing of it, so the two engines never import each other in a circle.

// process centre, lists, launch, delegation, candidates, scan (A1)
export { ProcessCentre } from './components/centre/process-centre'
export { FlowListScreen } from './components/lists/flow-list-screen'
export type { FlowListScreenProps } from './components/lists/flow-list-screen'
export { FlowLaunchScreen } from './components/launch/flow-launch-screen'
export { BatchApproveScreen } from './components/batch/batch-screen'
export { BatchApproveEntry } from './components/batch/batch-entry'
export { EntrustListScreen } from './components/entrust/entrust-list-screen'
export { EntrustFormScreen } from './components/entrust/entrust-form-screen'
export type { EntrustFormScreenProps } from './components/entrust/entrust-form-screen'
export { EntrustFlowScreen } from './components/entrust/entrust-flow-screen'
export { CandidateSelectScreen } from './components/candidates/candidate-select-screen'
export { openCandidateSelect } from './components/candidates/candidate-select'
export type { CandidateSelectPayload, CandidateSelectResult } from './components/candidates/candidate-select'
export { ScanTaskScreen } from './components/centre/scan-task-screen'
export { parseTaskCode, taskCodeText, UNKNOWN_TASK_CODE_TEXT } from './components/centre/task-code'
export { encodeFlowConfig, parseFlowConfig, newLaunchConfig, launchItemConfig, listItemConfig, launchOpType } from './lib/flow-config'
export type { FlowConfig, FlowOpType, NewLaunch } from './lib/flow-config'
export { TASK_STATUS, RECORD_STATUS, URGENCY, taskStatusTag, recordStatusTag, urgencyTag } from './lib/status'
export type { StatusTag, Tone } from './lib/status'
export { notifyWorkflowChanged, useWorkflowRefresh, WORKFLOW_REFRESH_EVENT } from './stores/refresh'

// the detail (flowBefore), the approve dialog (operate), comments, flow forms and signatures (A2)
export { FlowBeforeScreen } from './components/flow-before/flow-before-screen'
export type { FlowBeforeScreenProps } from './components/flow-before/flow-before-screen'
export { OperateScreen } from './components/operate/operate-screen'
export { CommentScreen } from './components/comment/comment-screen'
export { applyFormOperates, fieldRight, operateId } from './forms/form-operates'
export type { OperableField, FieldRight, OperateOptions } from './forms/form-operates'
export { systemForms, systemFormOf, codedOnlineFormOf, UNSUPPORTED_FORM_TEXT } from './forms/registry'
export { FieldRow } from './forms/field-row'
export { useOnlineFlowForm } from './forms/use-online-flow-form'
export { resolveScannedTask } from './components/centre/scan-config'
export type { SystemForm, SystemFormRegistry } from './forms/registry'
export type { FlowFormHandle, FlowFormProps, OnlineFlowFormProps } from './forms/types'
// the user's saved hand signatures (数字签名 lists and manages them)
export { getSignImgs, addSignImg, setDefaultSignImg, deleteSignImg } from './api/sign-img'
