// Public surface of work messages (工作通知): its routes, the file check of its attachments, and the repository the
// demo seed writes with.
export { workMessageRoutes } from './routes'
export { mayReadWorkMessage } from './service'
export { workMessageRepository } from './repository'
