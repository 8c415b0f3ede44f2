// Public surface of early warnings (预警管理): its routes and the repository the demo seed writes with.
export { warningRoutes } from './routes'
export { warningRepository } from './repository'
