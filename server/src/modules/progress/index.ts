// Public surface of the progress module: its routes, who may read a filling's photos (files), the WBS writer the
// seed and the bench use, and the roll-up the dashboard reads.
export { progressRoutes } from './routes'
export { mayReadFilling } from './filling-service'
export { wbsRepository } from './wbs-repository'
export { projectFigures, chainage } from './wbs-service'
export { sectionsOfProject } from './access'
export { money } from './wbs-repository'
export { METER_STATES } from './meter-service'
