// Routes of office work: work notices, schedule and work logs; composed into `routes` by src/config/routes.ts.
import { withQuery } from './query'

export const officeRoutes = {
  /** 工作通知: 收到的 / 我发出的; id opens one (reading it records the receipt; its sender sees who has read) */
  workMessage: (id?: string) => withQuery('/pages/apply/workMessage/index', { id }),
  addMessage: '/pages/apply/workMessage/addMessage',
  /** 日程安排: the month with the day's entries and tasks; the form edits one entry (id) or adds one on a day (date) */
  schedule: '/pages/apply/schedule/index',
  scheduleForm: (id?: string, date?: string) => withQuery('/pages/apply/schedule/form', { id, date }),
  /** 工作日志: my logs and 下属日志 by month; id opens one (with the manager's comments); the form writes or edits one */
  reportLog: (id?: string) => withQuery('/pages/apply/reportLog/index', { id }),
  reportLogForm: (id?: string) => withQuery('/pages/apply/reportLog/form', { id })
} as const
