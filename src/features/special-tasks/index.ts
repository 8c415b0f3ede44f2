// Public surface of the special tasks (专项任务: 专项任务审批 and 专项任务通知 over the low-code and workflow engines):
// pages import from here only.
export { SPECIAL_TASK_FLOW, SPECIAL_NOTICE_FLOW, SPECIAL_TASK_MODEL_ID, SPECIAL_NOTICE_MODEL_ID } from './lib'
export { SpecialFlowScreen } from './components/special-flow-screen'
export { specialFlowForms } from './components/special-flow-forms'
