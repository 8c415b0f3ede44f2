// Routes of the special tasks (专项任务) opened through the workflow engine; composed into `routes` by src/config/routes.ts.
import { withQuery } from './query'

export const specialTaskRoutes = {
  // the special tasks (专项任务): their flows opened through the workflow engine with the module's coded forms
  specialTasks: {
    /** a special task's 专项任务审批 by its record id; without it, a new task */
    taskForm: (id?: string) => withQuery('/pages/workFlow/workFlowForm/specialTasksForm/index', { id }),
    /** a notice's 专项任务通知 (its receipt) by its record id; without it, a new notice */
    noticeForm: (id?: string) => withQuery('/pages/workFlow/workFlowForm/SpecialTaskFlowNotify/index', { id })
  }
} as const
