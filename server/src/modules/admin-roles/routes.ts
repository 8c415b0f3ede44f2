// admin-roles: the console's 角色管理 (roles), 权限授权 (permission groups, which are roles here) and the
// authorisation popup. Role members are also saved through /api/permission/UserRelation, which the organisation
// module serves for every kind of object: it hands roles to saveRoleMembers (index.ts).
import type { FastifyInstance } from 'fastify'
import { authorizeRoutes } from './authorize-routes'
import { permissionGroupRoutes } from './group-routes'
import { roleRoutes } from './role-routes'

export async function adminRolesRoutes(app: FastifyInstance): Promise<void> {
  await roleRoutes(app)
  await authorizeRoutes(app)
  await permissionGroupRoutes(app)
}
