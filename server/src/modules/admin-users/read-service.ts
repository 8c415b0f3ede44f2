// Reading users for the console: the paged list of the user page (by organisation, keyword, gender and state,
// limited to the caller's scope) and one user's form.
import type { AppContext } from '../../context'
import type { Db } from '../../db/database'
import { page } from '../../lib/envelope'
import type { AdminScope } from '../admin'
import { reachableUser } from '../admin'
import { orgMap, orgSubtree } from '../organize/org-paths'
import { organizeRepository } from '../organize/repository'
import { userRepository } from '../users/repository'
import { genderCode, loadDictionaries } from './dictionaries'
import { adminUserRepository, type UserListFilter } from './repository'
import { formView, listRow, membershipsFrom, membershipsOf, type Names } from './views'

export interface ListParams {
  currentPage?: number
  pageSize?: number
  keyword?: string
  organizeId?: string
  gender?: string
  enabledMark?: number | null
}

export async function loadNames(db: Db): Promise<Names> {
  const [orgs, positions, roles, dicts] = await Promise.all([
    organizeRepository.allOrganizes(db), organizeRepository.allPositions(db), organizeRepository.allRoles(db), loadDictionaries(db)
  ])
  return { orgs: orgMap(orgs), positions: new Map(positions.map((p) => [p.id, p])), roles: new Map(roles.map((r) => [r.id, r.fullName])), dicts }
}

/** the list's filter in SQL terms; an organisation takes its whole subtree, an unknown one matches nobody */
export function filterOf(ctx: AppContext, scope: AdminScope, q: ListParams, names: Names): UserListFilter {
  const gender = q.gender?.trim() ? (genderCode(names.dicts, q.gender) ?? -1) : null
  return {
    organizeIds: q.organizeId?.trim() ? [...orgSubtree(names.orgs, q.organizeId.trim())] : null,
    keyword: (q.keyword ?? '').trim(), gender, enabledMark: q.enabledMark ?? null,
    projectIds: scope.all ? null : scope.projectIds, now: ctx.clock.now()
  }
}

/** the rows of a page (or, with `all`, of every page) as the list shows them */
export async function listRows(ctx: AppContext, scope: AdminScope, q: ListParams, all = false) {
  const names = await loadNames(ctx.db)
  const f = filterOf(ctx, scope, q, names)
  const currentPage = q.currentPage ?? 1
  const pageSize = q.pageSize ?? 20
  const [total, users] = await Promise.all([
    adminUserRepository.count(ctx.db, f),
    adminUserRepository.page(ctx.db, f, (currentPage - 1) * pageSize, all ? null : pageSize)
  ])
  const rels = await adminUserRepository.relationsOf(ctx.db, users.map((u) => u.id))
  return { total, currentPage, pageSize, names, users, rels }
}

export async function userPage(ctx: AppContext, scope: AdminScope, q: ListParams) {
  const { total, currentPage, pageSize, names, users, rels } = await listRows(ctx, scope, q)
  const now = ctx.clock.now()
  return page(users.map((u) => listRow(u, membershipsFrom(u, rels), names, now)), currentPage, pageSize, total)
}

export async function userForm(ctx: AppContext, scope: AdminScope, id: string) {
  const user = await reachableUser(ctx, scope, id)
  const [m, groupIds, orgs] = await Promise.all([
    membershipsOf(ctx.db, user), userRepository.relationIds(ctx.db, user.id, 'Group'), organizeRepository.allOrganizes(ctx.db)
  ])
  return formView(user, m, groupIds, orgMap(orgs), ctx.clock.now())
}
