// Wire shapes of the personal-centre calls, named as JNPF 3.6 names them (UserSettingController, AppUserController).

/** GET /api/permission/Users/Current/BaseInfo (UserBaseInfoVO) */
export interface UserBaseInfo {
  id: string
  account: string
  realName: string
  organize?: string | null
  position?: string | null
  manager?: string | null
  roleId?: string | null
  creatorTime?: number | null
  prevLogTime?: number | null
  signature?: string | null
  /** JNPF answers the dictionary label (男/女) here but takes the code on PUT; both are handled */
  gender?: string | number | null
  nation?: string | null
  nativePlace?: string | null
  entryDate?: number | null
  certificatesType?: string | null
  certificatesNumber?: string | null
  education?: string | null
  birthday?: number | null
  telePhone?: string | null
  landline?: string | null
  mobilePhone?: string | null
  email?: string | null
  urgentContacts?: string | null
  urgentTelePhone?: string | null
  postalAddress?: string | null
  avatar?: string | null
}

/**
 * PUT /api/permission/Users/Current/BaseInfo (UserInfoForm). JNPF overwrites every one of these columns, so the
 * app sends back the fields it did not edit unchanged.
 */
export interface UserInfoForm {
  realName: string
  gender?: string | number
  mobilePhone: string
  email: string
  birthday?: number
  signature: string
  nation?: string | null
  nativePlace?: string | null
  certificatesType?: string | null
  certificatesNumber?: string | null
  education?: string | null
  telePhone?: string | null
  landline?: string | null
  urgentContacts?: string | null
  urgentTelePhone?: string | null
  postalAddress?: string | null
}

/** POST /api/file/Uploader/{type} (UploaderVO) */
export interface UploaderVO {
  name: string
  url: string
  fileSize?: number
  fileExtension?: string
}

/** an organisation or position of the current user (getUserOrganizes / getUserPositions) */
export interface MajorOption {
  id: string
  fullName: string
  isDefault: boolean
}

export type MajorType = 'Organize' | 'Position'

/** GET /api/permission/Users/Current/Subordinate/{id} (UserSubordinateVO) */
export interface UserSubordinate {
  id: string
  avatar?: string | null
  /** "realName/account" */
  userName: string
  department?: string | null
  position?: string | null
  /** false when the user may have subordinates of their own (JNPF always answers false) */
  isLeaf?: boolean
}

/** GET /api/app/User/{id}: a contact's card */
export interface AppUserDetail {
  id: string
  account: string
  realName: string
  headIcon?: string | null
  gender?: string | number | null
  mobilePhone?: string | null
  email?: string | null
  organizeName?: string | null
  positionName?: string | null
}
