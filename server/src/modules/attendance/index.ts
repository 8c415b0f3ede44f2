// Public surface of the attendance module: its routes and the statistics (the dashboard's present-today figures
// come from statistics().bySection).
export { attendanceRoutes } from './routes'
export { statistics } from './stats-service'
export { mayReadPunch } from './punch-service'
// the location checks other field records reuse (key inspections): a coordinate pair, China days, the limits of a
// believable fix
export { pointOf, dayOfTime } from './rules'
export { MAX_ACCURACY_M, MAX_DELAY_MS, MAX_SPEED_MPS, MIN_JUMP_M } from './punch-service'
