// Routes of 考勤管理: clocking, records, statistics, contract workers and field service; composed into `routes` by src/config/routes.ts.
import { withQuery } from './query'

export const attendanceRoutes = {
  /** 考勤管理 (issue 16) */
  attendance: {
    attendanceClock: '/pages/apply/attendanceManagement/attendanceClock/index',
    punchClockRecord: '/pages/apply/attendanceManagement/punchClockRecord/index',
    /** one's own punches: a month calendar, a list, a day on the map */
    recordPage: '/pages/apply/attendanceManagement/attendanceClock/recordPage',
    recordPageList: '/pages/apply/attendanceManagement/attendanceClock/recordPageList',
    recordPageMap: (contractId?: string, day?: string) => withQuery('/pages/apply/attendanceManagement/attendanceClock/recordPageMap', { contractId, day }),
    /** a section's fences; adding or editing one; its shift rule (managers change them, others read) */
    fenceArea: '/pages/apply/attendanceManagement/attendanceClock/fenceArea',
    fenceForm: (contractId: string, id?: string) => withQuery('/pages/apply/attendanceManagement/attendanceClock/fenceForm', { contractId, id }),
    shiftRule: (contractId?: string) => withQuery('/pages/apply/attendanceManagement/attendanceClock/shiftRule', { contractId }),
    punshClockStatistics: '/pages/apply/attendanceManagement/punshClockStatistics/index',
    contractWorkersInfo: '/pages/apply/contractWorkersInfo/index',
    /** register a worker, or edit one */
    workerForm: (id?: string) => withQuery('/pages/apply/contractWorkersInfo/form', { id }),
    /** the management staff per section */
    managerInfo: '/pages/apply/managerInfo/index',
    /** register a person of the management staff, or edit one */
    managerForm: (id?: string) => withQuery('/pages/apply/managerInfo/form', { id }),
    /** field service: today's sign-ins outside the fence, each with a photo and a reason */
    photoCheck: '/pages/apply/attendanceManagementFieldService/photoCheck/index',
    /** field service: the sign-in itself (photo, reason, the fix) */
    photoCheckForm: '/pages/apply/attendanceManagementFieldService/photoCheck/operationForm',
    /** field service all day: the in and out of someone working off-site, each with a photo and the reason */
    fieldAttendanceClock: '/pages/apply/attendanceManagementFieldService/attendanceClock/index',
    /** 考勤信息录入: a section's keepers enter the punches of a worker who could not clock (补录) */
    informationEntry: (contractId?: string) => withQuery('/pages/apply/attendanceManagementInformation/informationEntry/index', { contractId }),
    fieldPunchClockRecord: '/pages/apply/attendanceManagementFieldService/punchClockRecord/index',
    fieldPunshClockStatistics: '/pages/apply/attendanceManagementFieldService/punshClockStatistics/index',
    /** enrol or re-take a worker's face photo: one's own, or (managers) a worker picked from the registry */
    faceRecognition: (workerId?: string, contractId?: string) => withQuery('/pages/apply/faceRecognition/index', { workerId, contractId }),
    /** clock in with a face photo compared on the server (sections whose shift rule requires it) */
    attendanceFaceRecognition: (contractId?: string) => withQuery('/pages/apply/attendanceFaceRecognition/index', { contractId })
  }
} as const
