// The management staff of each contract section (migration 062). Days are yyyy-mm-dd in China time.

export interface AttendanceManagerTable {
  id: string
  projectId: string
  contractId: string
  /** '' when the person has no account */
  userId: string
  realName: string
  post: string
  mobile: string
  onSiteRequired: number
  /** JSON [{name, number, expiryDate}] */
  certificates: string
  entryDate: string
  exitDate: string
  remark: string
  creatorUserId: string
  creatorTime: number
  lastModifyTime: number | null
}
