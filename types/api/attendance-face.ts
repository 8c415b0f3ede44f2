// Face verification of attendance (/api/attendance/face, /api/attendance/workers/{id}/face; issue 16).

export interface FacePhotoVO { fileId: string; url: string; name: string }

/** a registered worker's face enrolment */
export interface FaceEnrolmentVO {
  workerId: string
  realName: string
  contractId: string
  team: string
  trade: string
  userId: string
  enrolled: boolean
  /** the enrolment photo, its link signed */
  photo: FacePhotoVO | null
  /** what checked the photo when it was enrolled: the embedded model or a provider */
  provider: 'local' | 'baidu' | null
  /** when it was enrolled (ms) */
  time: number | null
}

/** GET /api/attendance/face?contractId=: the user's own registry entries and their enrolments */
export interface MyFacesVO { list: FaceEnrolmentVO[] }
