// Routes of 进度管理 and 计量: section progress, daily reports, week progress, meterings; composed into `routes` by src/config/routes.ts.
import { withQuery } from './query'

export const progressRoutes = {
  /** 合同段进度: contract value, completed value and percent of each section (进度管理, issue 15) */
  contractDetails: '/pages/apply/progressManage/contractDetails/index',
  wbsTree: '/pages/apply/wbsTree/index',
  progressFilling: '/pages/apply/progressManage/progressFilling/index',
  /** the section's report of a day (today without one) and its fill page */
  progressDailyReport: (date?: string) => withQuery('/pages/apply/progressManage/progressDailyReport/index', { date }),
  progressDailyReportFill: (date?: string) => withQuery('/pages/apply/progressManage/progressDailyReport/fill', { date }),
  weekProgress: '/pages/apply/progressManage/weekProgress/index',
  approvalDailyReport: '/pages/apply/progressManage/approvalDailyReport/index',
  meterApprove: '/pages/apply/meterManage/meterApprove/index',
  /** 计量申请: the section's meterings; its form draws one up (no id), edits a draft or returned one, or shows it */
  meterApply: '/pages/apply/meterManage/meterApply/index',
  meterApplyForm: (id?: string) => withQuery('/pages/apply/meterManage/meterApply/form', { id }),
  /** the daily report's flow forms: a section's fillings of a day as cards, and a reported report for its approvers */
  dailyFill: (date?: string, contractId?: string) => withQuery('/pages/workFlow/workFlowForm/dailyFill/index', { date, contractId }),
  dailyReported: (id: string) => withQuery('/pages/workFlow/workFlowForm/dailyReported/index', { id })
} as const
