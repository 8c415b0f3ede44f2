// Public surface of the attendance module: its routes and the statistics (the dashboard's present-today figures
// come from statistics().bySection).
export { attendanceRoutes } from './routes'
export { statistics } from './stats-service'
export { mayReadPunch } from './punch-service'
export { mayReadFace } from './face-service'
