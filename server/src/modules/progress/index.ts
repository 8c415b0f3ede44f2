// Public surface of the progress module: its routes, who may read a filling's photos (files), the WBS writer the
// seed and the bench use, and the roll-up the dashboard reads.
export { progressRoutes } from './routes'
export { mayReadFilling } from './filling-service'
export { wbsRepository } from './wbs-repository'
export { projectFigures } from './wbs-service'
// section membership and the catalogue roles, shared with the attendance module
export { holdsRole, requireRole, sectionFor, sectionsOfProject } from './access'
export { sectionsOfProject } from './access'
export { money } from './wbs-repository'
export { METER_STATES } from './meter-service'
// section membership and catalogue-role checks, and site days, shared with the laboratory module
export { sectionFor, sectionsOfProject, holdsRole, requireRole } from './access'
export { dayOf, dayNumber } from './dates'
