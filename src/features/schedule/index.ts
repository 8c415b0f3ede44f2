// Public surface of the personal schedule (日程安排, issue 19): pages import from here only.
export { ScheduleCalendar } from './components/schedule-calendar'
export { EntryForm } from './components/entry-form'
