// Public surface of the work log (工作日志): its routes, the file check of its photos, the repository the demo seed
// writes with.
export { workLogRoutes } from './routes'
export { mayReadWorkLog } from './service'
export { workLogRepository } from './repository'
