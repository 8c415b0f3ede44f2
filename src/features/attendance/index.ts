// 考勤管理 (issue 16): clocking in inside the site fence, records, statistics, the labour worker registry (with its
// Excel import) and the management staff register.
export { ClockScreen, QUEUED_CLOCK } from './components/clock-screen'
export { RecordsScreen } from './components/records-screen'
export { StatisticsScreen } from './components/statistics-screen'
export { WorkersScreen } from './components/workers-screen'
export { PhotoCheckScreen } from './components/photo-check-screen'
export { WorkerForm } from './components/worker-form'
export { ManagersScreen } from './components/managers-screen'
export { ManagerForm } from './components/manager-form'
export { nearest, periodDays, validateWorker } from './lib/rules'
export { expiryText, validateManager } from './lib/manager-rules'
