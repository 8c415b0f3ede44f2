// Public surface of the daily work log (工作日志, issue 19): pages import from here only.
export { WorkLogList } from './components/work-log-list'
export { WorkLogDetailView } from './components/work-log-detail'
export { WorkLogForm } from './components/work-log-form'
