// The people a manager administers, for the app's 我的组织: administrators everyone, a project administrator (a role
// granted 用户管理) the people of their own projects except administrator accounts, anybody else nobody, which
// is an empty list as in JNPF (GetListByAuthorize answers the organisations one administers).
import type { AppContext } from '../../context'
import { reachableUserIds, type AdminScope } from '../admin'
import { organizeRepository } from '../organize/repository'
import { orgMap } from '../organize/org-paths'
import { userLevel, type Paging } from '../users'
import { userRepository } from '../users/repository'

export async function usersByAuthority(ctx: AppContext, scope: AdminScope | null, organizeId: string, p: Paging) {
  if (!scope) return (p.keyword ?? '').trim() ? userLevel([], [], new Map(), organizeId, p) : { list: [] }
  const reachable = await reachableUserIds(ctx, scope)
  const [all, orgRows] = await Promise.all([
    reachable ? userRepository.listByIds(ctx.db, [...reachable]) : userRepository.listAll(ctx.db),
    organizeRepository.allOrganizes(ctx.db)
  ])
  const users = all.filter((u) => Number(u.enabledMark) !== 0 && (scope.all || Number(u.isAdministrator) !== 1))
  return userLevel(users, orgRows, orgMap(orgRows), organizeId, p)
}
