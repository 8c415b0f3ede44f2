import { isEmail, isMobile } from '@/utils'
import type { UserBaseInfo, UserInfoForm } from '../types'
import { genderCode } from './gender'

/** what the personal-data page lets the user edit */
export interface BaseInfoDraft {
  realName: string
  gender: string
  mobilePhone: string
  email: string
  /** epoch ms or null */
  birthday: number | null
  signature: string
}

export type BaseInfoErrors = Partial<Record<keyof BaseInfoDraft, string>>

export const SIGNATURE_MAX = 200

export function draftFromInfo(info: UserBaseInfo): BaseInfoDraft {
  return {
    realName: info.realName ?? '',
    gender: genderCode(info.gender),
    mobilePhone: info.mobilePhone ?? '',
    email: info.email ?? '',
    birthday: typeof info.birthday === 'number' ? info.birthday : null,
    signature: info.signature ?? ''
  }
}

export function validateBaseInfo(draft: BaseInfoDraft, now = Date.now()): BaseInfoErrors {
  const errors: BaseInfoErrors = {}
  const realName = draft.realName.trim()
  if (!realName) errors.realName = '请输入姓名'
  else if (realName.length > 50) errors.realName = '姓名不能超过50个字'
  const mobile = draft.mobilePhone.trim()
  if (mobile && !isMobile(mobile)) errors.mobilePhone = '请输入正确的手机号码'
  const email = draft.email.trim()
  if (email && !isEmail(email)) errors.email = '请输入正确的电子邮箱'
  if (draft.birthday !== null && draft.birthday > now) errors.birthday = '出生日期不能晚于今天'
  if (draft.signature.length > SIGNATURE_MAX) errors.signature = `个人签名不能超过${SIGNATURE_MAX}个字`
  return errors
}

/**
 * The PUT body: the edited fields plus the other columns JNPF overwrites on save, copied unchanged from what the
 * server sent (only those it sent), so saving never blanks data the page does not show. Gender goes back in the
 * type the server used; a gender or birthday the user never set is left out.
 */
const KEPT_FIELDS = [
  'nation',
  'nativePlace',
  'certificatesType',
  'certificatesNumber',
  'education',
  'telePhone',
  'landline',
  'urgentContacts',
  'urgentTelePhone',
  'postalAddress'
] as const

export function toUserInfoForm(info: UserBaseInfo, draft: BaseInfoDraft): UserInfoForm {
  const form: UserInfoForm = {
    realName: draft.realName.trim(),
    mobilePhone: draft.mobilePhone.trim(),
    email: draft.email.trim(),
    signature: draft.signature.trim()
  }
  // unknown values stay out rather than going out as null
  if (draft.gender !== '') form.gender = typeof info.gender === 'number' ? Number(draft.gender) : draft.gender
  if (draft.birthday !== null) form.birthday = draft.birthday
  for (const key of KEPT_FIELDS) {
    const value = info[key]
    if (value !== undefined && value !== null) form[key] = value
  }
  return form
}
