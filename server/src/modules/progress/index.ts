// Public surface of the progress module: its routes, who may read a filling's photos (files), the WBS writer the
// seed and the bench use, and the roll-up the dashboard reads.
export { progressRoutes } from './routes'
export { mayReadFilling } from './filling-service'
export { wbsRepository } from './wbs-repository'
export { projectFigures, chainage } from './wbs-service'
// section membership and catalogue-role checks, and site days: shared with attendance, laboratory and the dashboard
export { holdsRole, requireRole, sectionFor, sectionsOfProject } from './access'
export { money } from './wbs-repository'
export { METER_STATES } from './meter-service'
export { dayOf, dayNumber } from './dates'
export { registerDailyReportFlowHooks } from './flow-hooks'
export { registerMeterFlowHooks } from './meter-flow-hooks'
export { saveReport } from './report-service'
