// Public surface of the safety training feature (安全培训考试, 考试记录, 培训签到, 课程管理; issue 14): pages import from here only.
export { SafetyExam } from './components/safety-exam'
export { RecordList } from './components/record-list'
export { SessionList } from './components/session-list'
export { SessionDetailView } from './components/session-detail'
export { SessionForm } from './components/session-form'
export { CourseAdminList } from './components/course-admin-list'
export { CourseForm } from './components/course-form'
