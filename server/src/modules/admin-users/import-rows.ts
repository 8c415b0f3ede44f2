// One row of an import sheet -> the user form the console would have sent: names become ids (organisation paths,
// the manager's account, positions, roles, dictionary values). What cannot be found is reported for the row.
import type { Db } from '../../db/database'
import { orgMap, orgPathName } from '../organize/org-paths'
import { organizeRepository, type OrganizeRow, type PositionRow } from '../organize/repository'
import type { RoleTable } from '../../db/schema'
import { userRepository } from '../users/repository'
import { DICT_LABELS, ID_DICTIONARIES, loadDictionaries, type DictField, type UserDictionaries } from './dictionaries'
import { parseDay, splitList, stateOf, type SheetRow } from './excel-columns'
import type { UserForm } from './form-fields'

export interface ImportLookups {
  orgsByPath: Map<string, OrganizeRow>
  orgsByName: Map<string, OrganizeRow[]>
  positions: PositionRow[]
  roles: RoleTable[]
  dicts: UserDictionaries
  db: Db
}

export async function loadLookups(db: Db): Promise<ImportLookups> {
  const [orgs, positions, roles, dicts] = await Promise.all([
    organizeRepository.allOrganizes(db), organizeRepository.allPositions(db), organizeRepository.allRoles(db), loadDictionaries(db)
  ])
  const byId = orgMap(orgs)
  const orgsByName = new Map<string, OrganizeRow[]>()
  for (const o of orgs) orgsByName.set(o.fullName, [...(orgsByName.get(o.fullName) ?? []), o])
  return { orgsByPath: new Map(orgs.map((o) => [orgPathName(byId, o.id), o])), orgsByName, positions, roles, dicts, db }
}

/** an organisation by its full path, or by its name alone when that name is unique */
function findOrganize(l: ImportLookups, text: string): OrganizeRow | undefined {
  const path = text.split('/').map((x) => x.trim()).filter(Boolean).join('/')
  const byName = l.orgsByName.get(path) ?? []
  return l.orgsByPath.get(path) ?? (byName.length === 1 ? byName[0] : undefined)
}

/** "名称/编码" or a name; only positions of the chosen organisations count */
function findPosition(l: ImportLookups, text: string, organizeIds: string[]): PositionRow | undefined {
  const [name, code] = text.split('/').map((x) => x.trim())
  const mine = l.positions.filter((p) => organizeIds.includes(p.organizeId))
  return (code ? mine.find((p) => p.enCode === code) : undefined) ?? mine.find((p) => p.fullName === name)
}

const dayField = (label: string, text: string | undefined, errors: string[]): number | null | undefined => {
  if (!text) return undefined
  const ms = parseDay(text)
  if (ms === null) errors.push(`${label}格式不正确（${text}）`)
  return ms ?? undefined
}

/** the form for the row, or the reasons it cannot be made */
export async function rowToForm(l: ImportLookups, r: SheetRow): Promise<{ form: UserForm; errors: string[] }> {
  const errors: string[] = []
  const form: UserForm = {
    account: r.account ?? '', realName: r.realName ?? '', email: r.email ?? '', mobilePhone: r.mobilePhone ?? '', description: r.description ?? '',
    nativePlace: r.nativePlace ?? '', certificatesNumber: r.certificatesNumber ?? '', telePhone: r.telePhone ?? '', landline: r.landline ?? '',
    urgentContacts: r.urgentContacts ?? '', urgentTelePhone: r.urgentTelePhone ?? '', postalAddress: r.postalAddress ?? ''
  }
  if (!r.gender) errors.push('性别不能为空')
  else {
    const sex = l.dicts.sex.find((s) => s.fullName === r.gender || s.enCode === r.gender)
    if (sex) form.gender = sex.enCode
    else errors.push(`找不到该性别（${r.gender}）`)
  }
  const organizeIds: string[] = []
  for (const text of splitList(r.organizeId, /[;；]/)) {
    const org = findOrganize(l, text)
    if (org) organizeIds.push(org.id)
    else errors.push(`找不到所属组织（${text}）`)
  }
  if (!r.organizeId) errors.push('所属组织不能为空')
  form.organizeId = organizeIds.join(',')
  const positionIds = splitList(r.positionId).map((text) => findPosition(l, text, organizeIds)?.id ?? (errors.push(`找不到岗位（${text}）`), ''))
  form.positionId = positionIds.filter(Boolean).join(',')
  const roleIds = splitList(r.roleId).map((name) => l.roles.find((x) => x.fullName === name)?.id ?? (errors.push(`找不到角色（${name}）`), ''))
  form.roleId = roleIds.filter(Boolean).join(',')
  if (r.managerId) {
    const account = r.managerId.split('/').pop()!.trim()
    const manager = account ? await userRepository.findByAccount(l.db, account) : undefined
    if (manager) form.managerId = manager.id
    else errors.push(`找不到直属主管（${r.managerId}）`)
  }
  const sort = (r.sortCode ?? '0').trim() || '0'
  if (/^\d{1,6}$/.test(sort)) form.sortCode = Number(sort)
  else errors.push('排序必须是0到999999的整数')
  const state = stateOf(r.enabledMark ?? '')
  if (state === null) errors.push(`状态只能是正常、禁用或锁定（${r.enabledMark}）`)
  else form.enabledMark = state
  for (const field of Object.keys(ID_DICTIONARIES) as DictField[]) {
    const name = r[field]
    if (!name) continue
    const item = l.dicts.byField[field].find((i) => i.fullName === name)
    if (item) form[field] = item.id
    else errors.push(`找不到该${DICT_LABELS[field]}（${name}）`)
  }
  form.birthday = dayField('出生年月', r.birthday, errors)
  form.entryDate = dayField('入职时间', r.entryDate, errors)
  return { form, errors }
}
