// The flow monitor's public surface: its routes (the API registry mounts them).
export { flowMonitorRoutes } from './routes'
