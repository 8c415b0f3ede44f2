// Public surface of processes and their inspection (工序管理, 工序报验) and the materials built into the works
// (实体材料): the routes, who may read a request's files, and the gate progress filling asks.
export { processRoutes } from './routes'
export { mayReadInspection } from './inspection-service'
export { requireFillable, waitingProcess } from './gate'
export { PROCESS, PROCESS_NAMES, INSPECTION } from './states'
export { processRepository, inspectionRepository, materialRepository } from './repository'
