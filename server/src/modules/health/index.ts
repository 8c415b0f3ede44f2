export { healthRoutes } from './routes'
export { checkHealth, type HealthCheck } from './service'
