// Public surface of the attendance module: its routes and the statistics (the dashboard's present-today figures
// come from statistics().bySection); who manages and who reads a section's attendance, the sections a query asks
// for, a section's shift rule and the field checks (used by attendance-managers and the clock-in reminders).
export { attendanceRoutes } from './routes'
export { statistics } from './stats-service'
export { mayReadPunch, ruleOf, sectionsAsked } from './punch-service'
export { MANAGERS, VIEWERS, seesEveryone } from './access'
export { dayOfTime, hhmm, isRestDay, minuteOfDay, type Rule } from './rules'
export { date as checkedDate, text as checkedText } from './worker-check'
// the location checks other field records reuse (key inspections): a coordinate pair, China days, the limits of a
// believable fix
export { pointOf } from './rules'
export { enabledFences } from './map-fences'
export { MAX_ACCURACY_M, MAX_DELAY_MS, MAX_SPEED_MPS, MIN_JUMP_M } from './punch-service'
export { mayReadFace } from './face-service'
