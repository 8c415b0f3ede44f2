// Public surface of the progress feature (进度管理): pages import from here only.
export { ContractDetailsScreen } from './components/contract-details'
export type { ContractDetailsScreenProps } from './components/contract-details'
export { WbsTreeScreen, visibleNodes } from './components/wbs-tree'
export { ProgressFillingScreen } from './components/progress-filling'
export { checkFill } from './components/progress-filling/fill-check'
export { DailyReportScreen } from './components/daily-report'
export { ApprovalDailyReportScreen } from './components/daily-report/approval'
export { ReportFillScreen } from './components/daily-report/report-fill'
export { MeterApproveScreen } from './components/meter-approve'
export { WeekProgressScreen } from './components/week-progress'
export { getProjectFigures } from './api/project-figures'
export type { ProjectFigures, SectionFigures } from './api/project-figures'

