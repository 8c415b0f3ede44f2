// Who may change whom. On top of the admin guard's scope: a project administrator changes only people who belong
// to their projects alone (a group officer who also works for another project is the administrators' business),
// places people only in organisations of their projects, and never hands out a role that opens an admin area they
// do not have themselves. Nobody disables, locks or deletes themselves or the last enabled administrator.
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { ADMIN_AREAS, assertProjectsInScope, reachableUser, type AdminScope } from '../admin'
import { membershipOfOrganizes } from '../admin-projects'
import { userRepository, type UserRow } from '../users/repository'
import { adminUserRepository } from './repository'

/** the user as the target of a write */
export async function changeableUser(ctx: AppContext, scope: AdminScope, id: string): Promise<UserRow> {
  const user = await reachableUser(ctx, scope, id)
  if (scope.all) return user
  const projects = await userRepository.relationIds(ctx.db, user.id, 'Project')
  if (projects.some((p) => !scope.projectIds.includes(p))) throw new BadRequest('该用户还属于您管理范围以外的项目，只能由系统管理员修改')
  return user
}

/** every chosen organisation must lie in a project of the project administrator */
export async function assertOrganizesInScope(ctx: AppContext, scope: AdminScope, organizeIds: string[]): Promise<void> {
  if (scope.all) return
  for (const id of organizeIds) {
    const { projectIds } = await membershipOfOrganizes(ctx.db, [id])
    if (projectIds.length === 0) throw new BadRequest('只能把人员放在您管理的项目的组织中')
    assertProjectsInScope(scope, projectIds)
  }
}

export async function assertRolesWithinGrant(ctx: AppContext, scope: AdminScope, addedRoleIds: string[]): Promise<void> {
  if (scope.all || addedRoleIds.length === 0) return
  const areas = Object.values(ADMIN_AREAS) as string[]
  const own = await userRepository.relationIds(ctx.db, scope.user.id, 'Role')
  const [wanted, held] = await Promise.all([
    adminUserRepository.areasOfRoles(ctx.db, addedRoleIds, areas), adminUserRepository.areasOfRoles(ctx.db, own, areas)
  ])
  if (wanted.some((a) => !held.includes(a))) throw new BadRequest('不能授予超出您自己管理权限的角色')
}

export async function assertMayDeactivate(ctx: AppContext, scope: AdminScope, target: UserRow, action: string): Promise<void> {
  if (target.id === scope.user.id) throw new BadRequest(`不能${action}自己的账户`)
  if (Number(target.isAdministrator) === 1 && (await adminUserRepository.otherEnabledAdmins(ctx.db, target.id)) === 0) {
    throw new BadRequest(`不能${action}最后一个启用的管理员`)
  }
}
