// Who may call an administrative endpoint. Administrators may do everything, everywhere. A user whose role is granted
// an area's Web menu (a project administrator) may use that area for the people of their own projects only.
import type { FastifyRequest } from 'fastify'
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { currentUser } from '../../plugins/auth'
import { userRepository, type UserRow } from '../users/repository'
import type { AdminArea } from './areas'
import { adminRepository } from './repository'

export interface AdminScope {
  user: UserRow
  /** an administrator: every project, every person */
  all: boolean
  /** the projects whose people a project administrator may see and change */
  projectIds: string[]
}

export const NOT_PERMITTED = '没有访问权限，请联系管理员'

export async function requireAdmin(ctx: AppContext, request: FastifyRequest, area: AdminArea): Promise<AdminScope> {
  const scope = await adminScopeOf(ctx, request, area)
  if (!scope) throw new BadRequest(NOT_PERMITTED)
  return scope
}

/** the caller's scope in an area, or null when they administer nothing there (for lists that are simply empty then) */
export async function adminScopeOf(ctx: AppContext, request: FastifyRequest, area: AdminArea): Promise<AdminScope | null> {
  const user = currentUser(request)
  if (Number(user.isAdministrator) === 1) return { user, all: true, projectIds: [] }
  const roleIds = await userRepository.enabledRoleIds(ctx.db, user.id)
  if (!(await adminRepository.rolesGrantWebMenu(ctx.db, roleIds, area))) return null
  return { user, all: false, projectIds: await userRepository.relationIds(ctx.db, user.id, 'Project') }
}

/** a whole-group action (the organisation tree, roles, grants, system settings): administrators only; a project
 *  administrator's grant of an area covers the people of their projects, never what every project shares */
export function requireWholeGroup(scope: AdminScope): void {
  if (!scope.all) throw new BadRequest('该操作影响整个集团，仅系统管理员可以执行')
}
