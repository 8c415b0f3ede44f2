// Public surface of the progress module: its routes, who may read a filling's photos (files), the WBS writer the
// seed and the bench use, and the roll-up the dashboard reads.
export { progressRoutes } from './routes'
export { mayReadFilling } from './filling-service'
export { wbsRepository } from './wbs-repository'
export { projectFigures } from './wbs-service'
// section membership and catalogue-role checks, and site days, shared with the laboratory module
export { sectionFor, sectionsOfProject, holdsRole, requireRole } from './access'
export { dayOf, dayNumber } from './dates'
