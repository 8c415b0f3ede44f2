// Public surface of the management staff register: its routes, and the staff on the books on a day (the clock-in
// reminders remind those with an account).
export { attendanceManagerRoutes } from './routes'
export { managerRepository } from './repository'
