// Routes of safety training: exam records, training sign-in and course administration; composed into `routes` by src/config/routes.ts.
import { withQuery } from './query'

export const trainingRoutes = {
  /** 考试记录: my exams, everyone's of the project for safety officers and managers */
  examinationRecord: '/pages/apply/examinationRecord/index',
  /** 培训签到: the training sessions I am invited to (organisers: all of the project's) and my training hours */
  trainAttendance: '/pages/apply/safetyTrain/trainAttendance/index',
  /** one training session: sign in with a hand signature; its organiser sees who signed and who is missing */
  trainAttendanceDetail: (id: string) => withQuery('/pages/apply/safetyTrain/trainAttendance/detail', { id }),
  /** 新建培训班 (organisers) */
  trainAttendanceCreate: '/pages/apply/safetyTrain/trainAttendance/create',
  /** 课程管理: the project's courses and question banks (organisers) */
  courseAdmin: '/pages/apply/safetyTrain/courseAdmin/index',
  /** 新建课程 (no id) or one course with its question bank */
  courseAdminForm: (id?: string) => withQuery('/pages/apply/safetyTrain/courseAdmin/form', { id })
} as const
