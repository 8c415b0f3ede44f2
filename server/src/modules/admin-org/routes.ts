// admin-org: the organisation structure pages of the JNPF 3.6 web console — 组织管理 (companies and departments),
// 岗位管理 (positions), 分组管理 (groups) — and the member dialogs they (and 角色管理) share.
import type { FastifyInstance } from 'fastify'
import { groupAdminRoutes } from './group-routes'
import { memberAdminRoutes } from './member-routes'
import { organizeAdminRoutes } from './org-routes'
import { positionAdminRoutes } from './position-routes'

export async function adminOrgRoutes(app: FastifyInstance): Promise<void> {
  await organizeAdminRoutes(app)
  await positionAdminRoutes(app)
  await groupAdminRoutes(app)
  await memberAdminRoutes(app)
}
