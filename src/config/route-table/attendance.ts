// Routes of 考勤管理: clocking, records, statistics, contract workers and field service; composed into `routes` by src/config/routes.ts.
import { withQuery } from './query'

export const attendanceRoutes = {
  /** 考勤管理 (issue 16) */
  attendance: {
    attendanceClock: '/pages/apply/attendanceManagement/attendanceClock/index',
    punchClockRecord: '/pages/apply/attendanceManagement/punchClockRecord/index',
    punshClockStatistics: '/pages/apply/attendanceManagement/punshClockStatistics/index',
    contractWorkersInfo: '/pages/apply/contractWorkersInfo/index',
    /** register a worker, or edit one */
    workerForm: (id?: string) => withQuery('/pages/apply/contractWorkersInfo/form', { id }),
    /** the management staff per section */
    managerInfo: '/pages/apply/managerInfo/index',
    /** register a person of the management staff, or edit one */
    managerForm: (id?: string) => withQuery('/pages/apply/managerInfo/form', { id }),
    /** field service: clock in outside the fence with a photo and a reason */
    photoCheck: '/pages/apply/attendanceManagementFieldService/photoCheck/index',
    fieldPunchClockRecord: '/pages/apply/attendanceManagementFieldService/punchClockRecord/index',
    fieldPunshClockStatistics: '/pages/apply/attendanceManagementFieldService/punshClockStatistics/index'
  }
} as const
