// Face verification of attendance (migration 067): a registered worker's enrolment.

export interface AttendanceFaceTable {
  workerId: string
  projectId: string
  contractId: string
  /** JSON {fileId, url, name}, the URL bare */
  photo: string
  /** JSON of the 128-number descriptor, '' when a provider checked the enrolment */
  descriptor: string
  provider: 'local' | 'baidu'
  creatorUserId: string
  creatorTime: number
}
