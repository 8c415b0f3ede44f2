// The shapes the console reads: a row of the user list (UserListVO) and the user form (UserInfoVO), built from
// base_user and the user's memberships.
import type { Db } from '../../db/database'
import type { UserRelationTable } from '../../db/schema'
import { orgIdPath, orgPathName, type OrgMap } from '../organize/org-paths'
import type { PositionRow } from '../organize/repository'
import { avatarUrl } from '../users/user-info'
import type { UserRow } from '../users/repository'
import { genderName, type UserDictionaries } from './dictionaries'
import type { Memberships } from './form-refs'
import { adminUserRepository } from './repository'

/** 2 only while a lock lasts: a lock whose time has passed is lifted at the next login, so it shows as enabled */
export function shownState(u: UserRow, now: number): number {
  const mark = Number(u.enabledMark)
  if (mark !== 2) return mark
  return u.unlockTime !== null && Number(u.unlockTime) > now ? 2 : 1
}

/** the memberships as the form edits them; the main organisation is always among the organisations */
export function membershipsFrom(u: UserRow, rels: UserRelationTable[]): Memberships {
  const of = (type: string) => rels.filter((r) => r.userId === u.id && r.objectType === type).map((r) => r.objectId)
  const organizeIds = of('Organize')
  if (u.organizeId && !organizeIds.includes(u.organizeId)) organizeIds.unshift(u.organizeId)
  return { organizeIds, positionIds: of('Position'), roleIds: of('Role') }
}

export async function membershipsOf(db: Db, u: UserRow): Promise<Memberships> {
  return membershipsFrom(u, await adminUserRepository.relationsOf(db, [u.id]))
}

export interface Names { orgs: OrgMap; positions: Map<string, PositionRow>; roles: Map<string, string>; dicts: UserDictionaries }

const joinNames = (ids: string[], name: (id: string) => string | undefined, sep = ',') => ids.map(name).filter(Boolean).join(sep)

export function listRow(u: UserRow, m: Memberships, n: Names, now: number) {
  return {
    id: u.id, account: u.account, realName: u.realName, gender: genderName(n.dicts, Number(u.gender)), mobilePhone: u.mobilePhone,
    organize: joinNames(m.organizeIds, (id) => orgPathName(n.orgs, id)),
    position: joinNames(m.positionIds, (id) => n.positions.get(id)?.fullName),
    roleName: joinNames(m.roleIds, (id) => n.roles.get(id)),
    description: u.description ?? '', enabledMark: shownState(u, now), lockMark: shownState(u, now) === 2 ? 1 : 0,
    handoverMark: Number(u.handoverMark ?? 0), creatorTime: Number(u.createdAt), sortCode: Number(u.sortCode),
    isAdministrator: Number(u.isAdministrator), headIcon: avatarUrl(u.headIcon)
  }
}

const ms = (v: number | null | undefined) => (v === null || v === undefined ? null : Number(v))

export function formView(u: UserRow, m: Memberships, groupIds: string[], orgs: OrgMap, now: number) {
  return {
    id: u.id, account: u.account, realName: u.realName, gender: String(u.gender), email: u.email, mobilePhone: u.mobilePhone,
    organizeId: u.organizeId, organizeIdTree: m.organizeIds.map((id) => orgIdPath(orgs, id)).filter((p) => p.length > 0),
    managerId: u.managerId, positionId: m.positionIds.join(','), roleId: m.roleIds.join(','), groupId: groupIds.join(','),
    description: u.description ?? '', headIcon: avatarUrl(u.headIcon), enabledMark: shownState(u, now), sortCode: Number(u.sortCode),
    isAdministrator: Number(u.isAdministrator), ranks: u.ranks ?? '', nation: u.nation ?? '', nativePlace: u.nativePlace ?? '',
    certificatesType: u.certificatesType ?? '', certificatesNumber: u.certificatesNumber ?? '', education: u.education ?? '',
    birthday: ms(u.birthday), entryDate: ms(u.entryDate), telePhone: u.telePhone ?? '', landline: u.landline ?? '',
    urgentContacts: u.urgentContacts ?? '', urgentTelePhone: u.urgentTelePhone ?? '', postalAddress: u.postalAddress ?? ''
  }
}
