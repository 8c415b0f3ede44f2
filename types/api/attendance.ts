// Attendance (/api/attendance/..., this server's own endpoints, issue 16). Days are yyyy-mm-dd in China time,
// times epoch ms, positions GCJ-02.

export interface GeoPointVO { longitude: number; latitude: number }

export interface FenceVO {
  id: string
  contractId: string
  contractName?: string
  name: string
  shape: 'circle' | 'polygon'
  enabled: boolean
  center: GeoPointVO | null
  radius: number | null
  points: GeoPointVO[]
}

export interface ShiftRuleVO {
  workStart: string; workEnd: string; lateGrace: number; earlyGrace: number; restDays: string
  /** registered workers clock in with a face photo (attendance-face.ts) */
  requireFace?: boolean
}

/** GET /api/attendance/fences?projectId|contractId: mayManage says whether the user may add, edit and delete */
export interface FenceListVO { list: FenceVO[]; mayManage: boolean }

/** POST /api/attendance/fences (with id: edits that fence, its section kept) */
export interface FenceInput {
  id?: string
  contractId: string
  name: string
  shape: 'circle' | 'polygon'
  enabled: boolean
  center?: GeoPointVO
  radius?: number
  points?: GeoPointVO[]
}

/** GET /api/attendance/rule?contractId= (PUT takes contractId and the ShiftRuleVO fields, restDays as a list or '0,6') */
export interface SectionRuleVO extends ShiftRuleVO { contractId: string; mayManage: boolean }

export interface PunchVO {
  id: string
  contractId: string
  contractName?: string
  userId: string
  realName: string
  kind: 'in' | 'out'
  punchTime: number
  punchDay: string
  longitude: number
  latitude: number
  accuracy: number | null
  fenceId: string
  fenceName: string
  /** metres outside the fence, 0 inside */
  distance: number
  inside: boolean
  field: boolean
  photos: { fileId: string; url: string; name: string }[]
  reason: string
  address: string
  late: boolean
  early: boolean
  /** the face photo the punch was verified with and its similarity score (0-100), null without one */
  face?: { photo: { fileId: string; url: string; name: string }; score: number | null } | null
  /** 补录: entered for the person by a keeper of the section (no position of its own), null for his own punch */
  manual?: { enteredBy: string; enteredByName: string; cause: ManualCause | ''; enteredTime: number } | null
}

/** why a keeper entered a punch */
export type ManualCause = 'phoneFault' | 'noSignal' | 'faceFailed' | 'other'

/** someone a keeper may enter a punch for: a registered worker (workerId) or a staff member with an account (userId) */
export interface ManualPersonVO { key: string; workerId: string; userId: string; realName: string; team: string; post: string; entryDate: string; exitDate: string }

/** GET /api/attendance/manual/options?contractId=: the section's people, the window (from..to, China days), the causes */
export interface ManualOptionsVO {
  contractId: string
  contractName: string
  from: string
  to: string
  people: ManualPersonVO[]
  causes: { value: ManualCause; label: string }[]
}

/** POST /api/attendance/manual: one day of a person, kind in, out or both (inTime and outTime HH:mm, China time) */
export interface ManualInput {
  contractId: string
  workerId?: string
  userId?: string
  day: string
  kind: 'in' | 'out' | 'both'
  inTime?: string
  outTime?: string
  cause: ManualCause
  reason: string
  photos?: { fileId: string; url: string; name: string }[]
}

/** GET /api/attendance/manual/revoked?contractId=: the section's entries of the window that were revoked */
export interface RevokedManualVO {
  id: string
  realName: string
  kind: 'in' | 'out'
  punchTime: number
  punchDay: string
  cause: ManualCause
  causeName: string
  reason: string
  enteredByName: string
  enteredTime: number
  revokedByName: string
  revokedAt: number
}

/** GET /api/attendance/manual?contractId&currentPage&pageSize: the section's entries of the window */
export interface ManualPunchVO extends PunchVO { mayRevoke: boolean }

/** GET /api/attendance/today?contractId= */
export interface AttendanceTodayVO {
  now: number
  day: string
  contractId: string
  contractName: string
  sections: { id: string; name: string; hasFence: boolean }[]
  rule: ShiftRuleVO
  fences: FenceVO[]
  worker: { id: string; realName: string; team: string; trade: string; exited: boolean } | null
  punches: PunchVO[]
}

/** POST /api/attendance/clock (Idempotency-Key header) */
export interface ClockInput {
  contractId: string
  longitude: number
  latitude: number
  accuracy?: number
  /** when the user tapped (ms): a punch sent later from the outbox keeps its time */
  clientTime: number
  field?: boolean
  photos?: { fileId: string; url: string; name: string }[]
  reason?: string
  address?: string
  /** the face photo (an upload) compared with the worker's enrolment on the server */
  facePhoto?: { fileId: string; url: string; name: string }
}

export interface WorkerVO {
  id: string
  contractId: string
  contractName: string
  userId: string
  realName: string
  idCard: string
  mobile: string
  trade: string
  team: string
  entryDate: string
  exitDate: string
  exited: boolean
}

/** GET /api/attendance/statistics?projectId|contractId&from&to */
export interface AttendanceStatisticsVO {
  from: string
  to: string
  total: { present: number; late: number; early: number; absent: number; field: number; people: number }
  days: { day: string; present: number; late: number; early: number; absent: number; field: number; expected: number }[]
  people: { userId: string; workerId: string; realName: string; team: string; trade: string; contractId: string; contractName: string; present: number; late: number; early: number; absent: number; field: number; hours: number }[]
  bySection: { contractId: string; contractName: string; day: string; present: number; workers: number }[]
}

/** POST /api/attendance/workers/import {contractId, fileName}: all rows written, or none and every bad row */
export interface WorkerImportVO {
  imported: number
  created: number
  updated: number
  /** row: the sheet's row number (the header is row 1) */
  errors: { row: number; reason: string }[]
}

/** the modelId of a clock-in reminder's record link (RecordLinkBody): the message opens the clock screen */
export const CLOCK_IN_LINK_MODEL = 'attendanceClock'
