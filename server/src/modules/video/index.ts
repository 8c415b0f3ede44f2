// Public surface of the cloud-video module: its routes.
export { videoRoutes } from './routes'
