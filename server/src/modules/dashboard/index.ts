// Public surface of the dashboard module: the home dashboard's cards and the map's data.
export { dashboardRoutes } from './routes'
