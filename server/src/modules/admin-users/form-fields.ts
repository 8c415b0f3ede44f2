// The plain fields of the user form: formats, required values, uniqueness and dictionary values. A field the
// console leaves out keeps its stored value on update; on create the required ones must be there.
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import type { UserRow } from '../users/repository'
import { DICT_LABELS, ID_DICTIONARIES, genderCode, type DictField, type UserDictionaries } from './dictionaries'
import { adminUserRepository } from './repository'

/** the body of Form.vue (and of one import row once its names are turned into ids) */
export interface UserForm {
  account?: string
  realName?: string
  gender?: string
  email?: string
  mobilePhone?: string
  organizeId?: string
  organizeIdTree?: string[][]
  positionId?: string
  roleId?: string
  managerId?: string
  sortCode?: number
  enabledMark?: number
  description?: string
  headIcon?: string
  password?: string
  nation?: string
  nativePlace?: string
  certificatesType?: string
  certificatesNumber?: string
  education?: string
  ranks?: string
  telePhone?: string
  landline?: string
  urgentContacts?: string
  urgentTelePhone?: string
  postalAddress?: string
  birthday?: number | null
  entryDate?: number | null
}

export const ACCOUNT_RULE = /^[A-Za-z0-9_.@\-\u4e00-\u9fa5]+$/
const MOBILE_RULE = /^1[3-9]\d{9}$/
const EMAIL_RULE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE_RULE = /^[0-9+\-() ]*$/
const DAY_MS = 86400_000

const FREE_TEXT = ['nativePlace', 'certificatesNumber', 'urgentContacts', 'postalAddress', 'description'] as const
const PHONES: [keyof UserForm & keyof UserRow, string][] = [['telePhone', '办公电话'], ['landline', '办公座机'], ['urgentTelePhone', '紧急电话']]

const given = (v: unknown) => v !== undefined

export async function checkAccount(ctx: AppContext, raw: string | undefined, existing?: UserRow): Promise<string | undefined> {
  if (existing && (raw === undefined || raw.trim() === existing.account)) return undefined
  const account = (raw ?? '').trim()
  if (!account) throw new BadRequest('请输入账户')
  if (!ACCOUNT_RULE.test(account)) throw new BadRequest('账户只能由字母、数字、汉字和 _ . @ - 组成')
  if (existing && Number(existing.isAdministrator) === 1) throw new BadRequest('管理员的账户不能修改')
  if (await adminUserRepository.accountTaken(ctx.db, account, existing?.id)) throw new BadRequest(`账户「${account}」已存在`)
  return account
}

/** the plain columns of the form, checked; undefined values are left as stored */
export async function checkPlainFields(ctx: AppContext, f: UserForm, dicts: UserDictionaries, existing?: UserRow): Promise<Partial<UserRow>> {
  const out: Partial<UserRow> = {}
  if (!existing || given(f.realName)) {
    const realName = (f.realName ?? '').trim()
    if (!realName) throw new BadRequest('请输入姓名')
    out.realName = realName
  }
  if (!existing || given(f.gender)) {
    if (!f.gender?.trim()) throw new BadRequest('请选择性别')
    const g = genderCode(dicts, f.gender)
    if (g === null) throw new BadRequest('性别不在数据字典「性别」中')
    out.gender = g
  }
  if (given(f.mobilePhone)) {
    const m = f.mobilePhone!.trim()
    if (m && !MOBILE_RULE.test(m)) throw new BadRequest('手机号码格式不正确')
    // SMS login finds the account by its mobile: a number shared by two accounts would sign its owner into the other
    if (m && m !== existing?.mobilePhone && (await adminUserRepository.mobileTaken(ctx.db, m, existing?.id))) {
      throw new BadRequest('该手机号码已被其他账户使用')
    }
    out.mobilePhone = m
  }
  if (given(f.email)) {
    const e = f.email!.trim()
    if (e && !EMAIL_RULE.test(e)) throw new BadRequest('电子邮箱格式不正确')
    out.email = e
  }
  for (const [key, label] of PHONES) {
    const v = f[key]
    if (!given(v)) continue
    if (!PHONE_RULE.test(String(v))) throw new BadRequest(`${label}只能包含数字、空格和 + - ( )`)
    ;(out as Record<string, unknown>)[key] = String(v).trim()
  }
  for (const key of FREE_TEXT) if (given(f[key])) out[key] = String(f[key]).trim()
  if (given(f.sortCode)) out.sortCode = f.sortCode
  checkDates(ctx, f, out)
  checkDictionaryFields(f, dicts, out, existing)
  return out
}

function checkDates(ctx: AppContext, f: UserForm, out: Partial<UserRow>): void {
  const now = ctx.clock.now()
  if (given(f.birthday)) {
    if (f.birthday !== null && f.birthday! > now) throw new BadRequest('出生年月不能晚于今天')
    out.birthday = f.birthday ?? null
  }
  if (given(f.entryDate)) {
    if (f.entryDate !== null && f.entryDate! > now + 366 * DAY_MS) throw new BadRequest('入职时间不能晚于一年以后')
    out.entryDate = f.entryDate ?? null
  }
}

function checkDictionaryFields(f: UserForm, dicts: UserDictionaries, out: Partial<UserRow>, existing?: UserRow): void {
  for (const field of Object.keys(ID_DICTIONARIES) as DictField[]) {
    const v = f[field]
    if (!given(v)) continue
    const id = String(v).trim()
    // a value kept from before stays valid even if its dictionary item was disabled since
    if (id && id !== existing?.[field] && !dicts.byField[field].some((i) => i.id === id)) {
      throw new BadRequest(`${DICT_LABELS[field]}不在数据字典中`)
    }
    out[field] = id
  }
}
