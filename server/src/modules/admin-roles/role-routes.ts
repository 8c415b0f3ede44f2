// /api/permission/Role: the console's 角色管理 page (list, form, create, update, delete, enable/disable), the role
// options of its user form and the people its role member dialog offers.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../../lib/envelope'
import { idParam } from '../../lib/schemas'
import { ADMIN_AREAS, audit, requireAdmin } from '../admin'
import { requireAnyArea } from './guard'
import type { RoleInput } from './role-input'
import { rolesForOrganizes, usersForRole, type RoleOrgQuery } from './role-pickers'
import { roleTree } from './role-tree'
import { createRole, deleteRole, listRoles, roleInfoOf, toggleRoleState, updateRole, type RoleQuery } from './role-service'
import { idsBody, orgIdsBody, roleBody, roleOrgQuery, roleQuery } from './schemas'

const R = '/api/permission/Role'
const MODULE = '角色管理'
const id = (r: FastifyRequest) => (r.params as { id: string }).id

export async function roleRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  const scopeOf = (r: FastifyRequest) => requireAdmin(ctx, r, ADMIN_AREAS.role)

  app.get(R, { schema: { querystring: roleQuery } }, async (r) => {
    await scopeOf(r)
    return ok(await listRoles(ctx, r.query as RoleQuery))
  })
  app.get(`${R}/:id`, { schema: { params: idParam } }, async (r) => {
    await scopeOf(r)
    return ok(await roleInfoOf(ctx, id(r)))
  })
  app.post(R, { schema: { body: roleBody } }, async (r) => {
    const role = await createRole(ctx, await scopeOf(r), r.body as RoleInput)
    await audit(ctx, r, { module: MODULE, type: '新增', objectId: role.id, abstracts: `新建角色 ${role.fullName}（${role.enCode}）` })
    return ok(undefined, '新建成功')
  })
  app.put(`${R}/:id`, { schema: { params: idParam, body: roleBody } }, async (r) => {
    const role = await updateRole(ctx, await scopeOf(r), id(r), r.body as RoleInput)
    await audit(ctx, r, { module: MODULE, type: '修改', objectId: role.id, abstracts: `修改角色 ${role.fullName}（${role.enCode}）` })
    return ok(undefined, '更新成功')
  })
  app.delete(`${R}/:id`, { schema: { params: idParam } }, async (r) => {
    const role = await deleteRole(ctx, await scopeOf(r), id(r))
    await audit(ctx, r, { module: MODULE, type: '删除', objectId: role.id, abstracts: `删除角色 ${role.fullName}（${role.enCode}）` })
    return ok(undefined, '删除成功')
  })
  app.put(`${R}/:id/Actions/State`, { schema: { params: idParam } }, async (r) => {
    const role = await toggleRoleState(ctx, await scopeOf(r), id(r))
    const type = Number(role.enabledMark) === 1 ? '启用' : '禁用'
    await audit(ctx, r, { module: MODULE, type, objectId: role.id, abstracts: `${type}角色 ${role.fullName}` })
    return ok(undefined, '操作成功')
  })

  // the user form asks which roles fit the organisations chosen for a person
  app.post(`${R}/getListByOrgIds`, { schema: { body: orgIdsBody } }, async (r) => {
    await requireAnyArea(ctx, r, [ADMIN_AREAS.user, ADMIN_AREAS.role])
    return ok({ list: await rolesForOrganizes(ctx, (r.body as { organizeIds: string[] }).organizeIds) })
  })
  // the role tree of the batch authorisation step, and of the RoleSelect of forms limited to some roles or
  // organisations (roles are not personal data: like Role/Selector, any signed-in user may read them)
  app.get(`${R}/SelectorByPermission`, async (r) => {
    await requireAnyArea(ctx, r, [ADMIN_AREAS.authorize, ADMIN_AREAS.role])
    return ok({ list: await roleTree(ctx) })
  })
  app.post(`${R}/RoleCondition`, { schema: { body: idsBody } }, async (r) =>
    ok({ list: await roleTree(ctx, (r.body as { ids?: string[] } | null)?.ids ?? []) }))

  // the member dialog of an organisation role (role/Member.vue); JNPF answers a bare array here
  app.get('/api/permission/Users/GetUsersByRoleOrgId', { schema: { querystring: roleOrgQuery } }, async (r) =>
    ok(await usersForRole(ctx, await scopeOf(r), r.query as RoleOrgQuery)))
}
