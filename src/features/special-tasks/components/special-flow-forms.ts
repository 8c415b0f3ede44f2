// The special tasks' coded forms for the flow detail (FlowBeforeScreen systemForms), by the flow form's enCode.
import type { SystemFormRegistry } from '@/engines/workflow'
import { SpecialTaskFlowForm } from './special-task-form'
import { SpecialNoticeFlowForm } from './special-notice-form'

export const specialFlowForms: SystemFormRegistry = { specialTasksForm: SpecialTaskFlowForm, SpecialTaskFlowNotify: SpecialNoticeFlowForm }
