// Attendance (migration 037): fences, shift rules, the worker registry and the punches. Days are yyyy-mm-dd in
// China time, times epoch ms, positions GCJ-02.

export interface AttendanceFenceTable {
  id: string
  projectId: string
  contractId: string
  name: string
  shape: 'circle' | 'polygon'
  centerLongitude: number | null
  centerLatitude: number | null
  radius: number | null
  points: string
  enabled: number
  creatorUserId: string
  creatorTime: number
}

export interface AttendanceRuleTable {
  contractId: string
  projectId: string
  workStart: string
  workEnd: string
  lateGrace: number
  earlyGrace: number
  restDays: string
  /** 1: a registered worker clocks in with a face photo (migration 067) */
  requireFace?: number
  updatedUserId: string
  updatedTime: number
}

export interface AttendanceWorkerTable {
  id: string
  projectId: string
  contractId: string
  userId: string
  realName: string
  idCard: string
  mobile: string
  trade: string
  team: string
  entryDate: string
  exitDate: string
  creatorUserId: string
  creatorTime: number
  lastModifyTime: number | null
}

export interface AttendancePunchTable {
  id: string
  projectId: string
  contractId: string
  userId: string
  workerId: string
  kind: 'in' | 'out'
  punchTime: number
  punchDay: string
  longitude: number
  latitude: number
  accuracy: number | null
  fenceId: string
  distance: number
  field: number
  photos: string
  reason: string
  address: string
  requestKey: string
  creatorTime: number
  /** JSON {fileId, url, name} of the photo the punch was verified with, '' without (migration 067) */
  facePhoto?: string
  faceScore?: number | null
  /** who entered it for the person (补录, migration 068); '' for a punch he made himself */
  enteredBy?: string
  /** why it was entered: phoneFault | noSignal | faceFailed | other ('' for one's own punch) */
  entryCause?: string
}

/** a revoked 补录 (migration 071): the entry as it was, with who revoked it and when */
export type AttendancePunchRevokedTable =
  Pick<AttendancePunchTable, 'id' | 'projectId' | 'contractId' | 'userId' | 'workerId' | 'kind' | 'punchTime' | 'punchDay' | 'photos' | 'reason'>
  & { enteredBy: string; entryCause: string; enteredTime: number; revokedBy: string; revokedAt: number }
