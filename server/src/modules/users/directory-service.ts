// The people directory behind the user selectors: every answer is limited to the users the caller may see.
import type { AppContext } from '../../context'
import { page } from '../../lib/envelope'
import { organizeRepository, type OrganizeRow } from '../organize/repository'
import { orgIdPath, orgMap, orgPathName, orgSubtree, type OrgMap } from '../organize/org-paths'
import { ICONS, orgTree, pruneEmpty, type TreeNode } from '../organize/trees'
import { avatarUrl } from './user-info'
import type { UserRow } from './repository'
import { visibilityOf, visibleUser, visibleUsers } from './visibility'

export interface Paging { currentPage?: number; pageSize?: number; keyword?: string }

export function matches(u: UserRow, keyword?: string): boolean {
  const k = (keyword ?? '').trim().toLowerCase()
  return !k || u.realName.toLowerCase().includes(k) || u.account.toLowerCase().includes(k) || u.mobilePhone.includes(k)
}

export function paged<T>(rows: T[], p: Paging) {
  const currentPage = Math.max(1, Math.floor(p.currentPage ?? 1))
  const pageSize = Math.min(500, Math.max(1, Math.floor(p.pageSize ?? 20)))
  return page(rows.slice((currentPage - 1) * pageSize, currentPage * pageSize), currentPage, pageSize, rows.length)
}

export function userIdVO(orgs: OrgMap, u: UserRow) {
  return {
    id: u.id, fullName: `${u.realName}/${u.account}`, realName: u.realName, account: u.account, headIcon: avatarUrl(u.headIcon),
    gender: Number(u.gender), mobilePhone: u.mobilePhone, organize: orgPathName(orgs, u.organizeId),
    organizeIds: orgIdPath(orgs, u.organizeId), icon: ICONS.user, type: 'user', isAdministrator: Number(u.isAdministrator)
  }
}

export function userNode(orgs: OrgMap, u: UserRow): TreeNode {
  return {
    id: u.id, parentId: u.organizeId, fullName: `${u.realName}/${u.account}`, type: 'user', icon: ICONS.user, hasChildren: false,
    isLeaf: true, enabledMark: Number(u.enabledMark), headIcon: avatarUrl(u.headIcon), organize: orgPathName(orgs, u.organizeId),
    gender: String(u.gender), isAdministrator: Number(u.isAdministrator)
  }
}

export async function directory(ctx: AppContext, me: UserRow) {
  const v = await visibilityOf(ctx, me)
  const [users, orgRows] = await Promise.all([visibleUsers(ctx, v), organizeRepository.allOrganizes(ctx.db)])
  return { v, users: users.filter((u) => Number(u.enabledMark) !== 0), orgRows, orgs: orgMap(orgRows) }
}

/** Users/All (UserAllVO) */
export async function allUsers(ctx: AppContext, me: UserRow, keyword?: string) {
  const { users } = await directory(ctx, me)
  return users.filter((u) => matches(u, keyword)).map((u) => ({
    id: u.id, account: u.account, realName: u.realName, headIcon: avatarUrl(u.headIcon), gender: Number(u.gender), quickQuery: u.account
  }))
}

/** Users/ImUser: the people the caller may chat with (ImUserListVo), paged */
export async function imContacts(ctx: AppContext, me: UserRow, p: Paging) {
  const { users, orgs } = await directory(ctx, me)
  return paged(users.filter((u) => u.id !== me.id && matches(u, p.keyword)).map((u) => ({
    id: u.id, realName: u.realName, account: u.account, headIcon: avatarUrl(u.headIcon), department: orgs.get(u.organizeId)?.fullName ?? ''
  })), p)
}

/** Users/getSubordinates: the caller's direct reports (UserIdListVo) */
export async function directReports(ctx: AppContext, me: UserRow, keyword?: string) {
  const { users, orgs } = await directory(ctx, me)
  return users.filter((u) => u.managerId === me.id && matches(u, keyword)).map((u) => userIdVO(orgs, u))
}

export async function subordinatesOf(ctx: AppContext, me: UserRow, id: string) {
  const { v, users, orgs } = await directory(ctx, me)
  const target = id === '0' ? me : await visibleUser(ctx, v, id)
  return users.filter((u) => u.managerId === target.id).map((u) => ({
    id: u.id, avatar: avatarUrl(u.headIcon), userName: `${u.realName}/${u.account}`,
    department: orgs.get(u.organizeId)?.fullName ?? '', position: '', isLeaf: !users.some((x) => x.managerId === u.id)
  }))
}

/** the org tree with the visible users hanging under their main organisation */
export async function userSelectorTree(ctx: AppContext, me: UserRow): Promise<TreeNode[]> {
  const { users, orgRows, orgs } = await directory(ctx, me)
  return pruneEmpty(orgTree(orgs, orgRows, users.map((u) => userNode(orgs, u))), 'user')
}

/** ImUser/Selector/{id}: one level of the tree (child orgs + users of that org), or a flat page with a keyword */
export async function lazyUserLevel(ctx: AppContext, me: UserRow, organizeId: string, p: Paging) {
  const { users, orgRows, orgs } = await directory(ctx, me)
  return userLevel(users, orgRows, orgs, organizeId, p)
}

/** one level of the lazy people tree over `users`: organisations with someone below them, then that level's people */
export function userLevel(users: UserRow[], orgRows: OrganizeRow[], orgs: OrgMap, organizeId: string, p: Paging) {
  if ((p.keyword ?? '').trim()) return paged(users.filter((u) => matches(u, p.keyword)).map((u) => userNode(orgs, u)), p)
  const parent = organizeId === '0' ? '-1' : organizeId
  const hasUsersBelow = (orgId: string) => {
    const sub = orgSubtree(orgs, orgId)
    return users.some((u) => sub.has(u.organizeId))
  }
  const childOrgs = orgRows.filter((o) => o.parentId === parent && hasUsersBelow(o.id)).map((o) => ({
    id: o.id, parentId: o.parentId, fullName: o.fullName, type: o.category, icon: ICONS[o.category as 'company'] ?? ICONS.department,
    hasChildren: true, isLeaf: false, enabledMark: 1, organize: orgPathName(orgs, o.id)
  }))
  const members = parent === '-1' ? [] : users.filter((u) => u.organizeId === organizeId).map((u) => userNode(orgs, u))
  return { list: [...childOrgs, ...members] }
}
