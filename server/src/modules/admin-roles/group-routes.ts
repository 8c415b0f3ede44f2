// /api/permission/PermissionGroup: the console's 权限授权 page and its 查看权限 popup. A permission group is a
// role here (group-service.ts); writes follow the role rules and are audited under 权限授权.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../../lib/envelope'
import { idParam } from '../../lib/schemas'
import { ADMIN_AREAS, audit, requireAdmin } from '../admin'
import { groupMembers, listPermissionGroups, saveGroupMembers, selectorOfGroups, type GroupQuery } from './group-service'
import { memberChangeText } from './member-service'
import { areaOfObjectType, permissionGroupsOf, permissionTree, type ViewQuery } from './permission-view'
import type { RoleInput } from './role-input'
import { copyRole, createRole, deleteRole, roleInfoOf, updateRole } from './role-service'
import { groupQuery, membersBody, roleBody, viewQuery } from './schemas'

const G = '/api/permission/PermissionGroup'
const MODULE = '权限授权'
const id = (r: FastifyRequest) => (r.params as { id: string }).id

export async function permissionGroupRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  const scopeOf = (r: FastifyRequest) => requireAdmin(ctx, r, ADMIN_AREAS.authorize)

  app.get(G, { schema: { querystring: groupQuery } }, async (r) => ok(await listPermissionGroups(ctx, await scopeOf(r), r.query as GroupQuery)))
  app.get(`${G}/Selector`, async (r) => {
    await scopeOf(r)
    return ok({ list: await selectorOfGroups(ctx) })
  })
  app.get(`${G}/PermissionMember/:id`, { schema: { params: idParam } }, async (r) =>
    ok({ list: await groupMembers(ctx, await scopeOf(r), id(r)) }))
  app.post(`${G}/PermissionMember/:id`, { schema: { params: idParam, body: membersBody } }, async (r) => {
    const change = await saveGroupMembers(ctx, await scopeOf(r), id(r), (r.body as { ids: string[] }).ids)
    await audit(ctx, r, { module: MODULE, type: '修改', objectId: change.role.id, abstracts: memberChangeText(change) })
    return ok(undefined, '保存成功')
  })

  // 查看权限 (organize/Permission.vue): which groups apply to a role, user, organisation, position or group, and
  // what one of them grants; the area of the page it is opened from guards it
  const viewScope = (r: FastifyRequest) => requireAdmin(ctx, r, areaOfObjectType((r.query as ViewQuery).objectType))
  app.get(`${G}/getPermissionGroup`, { schema: { querystring: viewQuery } }, async (r) =>
    ok(await permissionGroupsOf(ctx, await viewScope(r), r.query as ViewQuery)))
  app.get(`${G}/getPermission`, { schema: { querystring: viewQuery } }, async (r) =>
    ok(await permissionTree(ctx, await viewScope(r), r.query as ViewQuery)))

  app.get(`${G}/:id`, { schema: { params: idParam } }, async (r) => {
    await scopeOf(r)
    return ok(await roleInfoOf(ctx, id(r)))
  })
  app.post(G, { schema: { body: roleBody } }, async (r) => {
    const role = await createRole(ctx, await scopeOf(r), { ...(r.body as RoleInput), globalMark: 1 })
    await audit(ctx, r, { module: MODULE, type: '新增', objectId: role.id, abstracts: `新建权限组（角色） ${role.fullName}（${role.enCode}）` })
    return ok(undefined, '新建成功')
  })
  app.put(`${G}/:id`, { schema: { params: idParam, body: roleBody } }, async (r) => {
    // the permission-group form has no role type or organisations: those stay as the role page set them
    const scope = await scopeOf(r)
    const info = await roleInfoOf(ctx, id(r))
    const input = { ...(r.body as RoleInput), globalMark: info.globalMark, organizeIdsTree: info.organizeIdsTree }
    const role = await updateRole(ctx, scope, id(r), input)
    await audit(ctx, r, { module: MODULE, type: '修改', objectId: role.id, abstracts: `修改权限组（角色） ${role.fullName}（${role.enCode}）` })
    return ok(undefined, '更新成功')
  })
  app.delete(`${G}/:id`, { schema: { params: idParam } }, async (r) => {
    const role = await deleteRole(ctx, await scopeOf(r), id(r))
    await audit(ctx, r, { module: MODULE, type: '删除', objectId: role.id, abstracts: `删除权限组（角色） ${role.fullName}（${role.enCode}）` })
    return ok(undefined, '删除成功')
  })
  app.post(`${G}/:id/Actions/Copy`, { schema: { params: idParam } }, async (r) => {
    const copy = await copyRole(ctx, await scopeOf(r), id(r))
    await audit(ctx, r, { module: MODULE, type: '新增', objectId: copy.id, abstracts: `复制权限组（角色） ${id(r)} 为 ${copy.fullName}（${copy.enCode}）` })
    return ok(undefined, '复制成功')
  })
}
