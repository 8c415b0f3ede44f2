// Public surface of supervision meetings (监理例会 / 工地会议, issue 19): pages import from here only.
export { MeetingList } from './components/meeting-list'
export { MeetingForm } from './components/meeting-form'
export { MeetingDetailScreen } from './components/meeting-detail'
export { MinutesForm } from './components/minutes-form'
