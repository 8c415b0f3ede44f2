// 考勤管理 (issue 16): clocking in inside the site fence, records, statistics and the labour worker registry.
export { ClockScreen, QUEUED_CLOCK } from './components/clock-screen'
export { RecordsScreen } from './components/records-screen'
export { StatisticsScreen } from './components/statistics-screen'
export { WorkersScreen } from './components/workers-screen'
export { PhotoCheckScreen } from './components/photo-check-screen'
export { WorkerForm } from './components/worker-form'
export { nearest, periodDays, validateWorker } from './lib/rules'
