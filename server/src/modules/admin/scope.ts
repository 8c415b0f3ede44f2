// What a project administrator may reach: the people who belong to one of their projects (never an administrator
// account), and the projects themselves. Administrators reach everything.
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { userRepository, type UserRow } from '../users/repository'
import type { AdminScope } from './guard'

/** the user ids a scope may see; null = everybody */
export async function reachableUserIds(ctx: AppContext, scope: AdminScope): Promise<Set<string> | null> {
  if (scope.all) return null
  const ids = new Set(await userRepository.userIdsByRelation(ctx.db, 'Project', scope.projectIds))
  ids.add(scope.user.id)
  return ids
}

/** the user, if the scope may change them; otherwise the same refusal as for an unknown id (no enumeration) */
export async function reachableUser(ctx: AppContext, scope: AdminScope, userId: string): Promise<UserRow> {
  const user = await userRepository.findById(ctx.db, userId)
  if (!user) throw new BadRequest('用户不存在或不在您管理的项目中')
  if (scope.all) return user
  const ids = await reachableUserIds(ctx, scope)
  if (!ids?.has(user.id) || Number(user.isAdministrator) === 1) throw new BadRequest('用户不存在或不在您管理的项目中')
  return user
}

export function assertProjectsInScope(scope: AdminScope, projectIds: string[]): void {
  if (scope.all) return
  const outside = projectIds.filter((p) => !scope.projectIds.includes(p))
  if (outside.length) throw new BadRequest('只能把人员加入您管理的项目')
}
