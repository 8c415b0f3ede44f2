// /api/permission/Group: the console's 分组管理 page (paged list, form, delete) and the group picker's lookup.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../../lib/envelope'
import { idParam } from '../../lib/schemas'
import { ADMIN_AREAS, audit, requireAdmin } from '../admin'
import { createGroup, deleteGroup, groupInfo, listGroups, updateGroup, type GroupInput, type GroupQuery } from './group-service'
import { groupsByIds } from './pickers'
import { groupBody, groupListQuery, idsBody, stateFilter } from './schemas'

const G = '/api/permission/Group'
const MODULE = '分组管理'

const id = (r: FastifyRequest) => (r.params as { id: string }).id

export async function groupAdminRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  const scopeOf = (r: FastifyRequest) => requireAdmin(ctx, r, ADMIN_AREAS.group)

  app.get(G, { schema: { querystring: groupListQuery } }, async (r) => {
    await scopeOf(r)
    const q = r.query as Omit<GroupQuery, 'enabledMark'> & { enabledMark?: string }
    return ok(await listGroups(ctx, { ...q, enabledMark: stateFilter(q.enabledMark) }))
  })
  app.post(`${G}/GroupCondition`, { schema: { body: idsBody } }, async (r) =>
    ok({ list: await groupsByIds(ctx, (r.body as { ids?: string[] } | null)?.ids ?? []) }))
  app.get(`${G}/:id`, { schema: { params: idParam } }, async (r) => {
    await scopeOf(r)
    return ok(await groupInfo(ctx, id(r)))
  })
  app.post(G, { schema: { body: groupBody } }, async (r) => {
    const done = await createGroup(ctx, await scopeOf(r), r.body as GroupInput)
    await audit(ctx, r, { module: MODULE, type: '新增', objectId: done.id, abstracts: done.abstracts })
    return ok(undefined, '新建成功')
  })
  app.put(`${G}/:id`, { schema: { params: idParam, body: groupBody } }, async (r) => {
    const done = await updateGroup(ctx, await scopeOf(r), id(r), r.body as GroupInput)
    await audit(ctx, r, { module: MODULE, type: '修改', objectId: done.id, abstracts: done.abstracts })
    return ok(undefined, '更新成功')
  })
  app.delete(`${G}/:id`, { schema: { params: idParam } }, async (r) => {
    const done = await deleteGroup(ctx, await scopeOf(r), id(r))
    await audit(ctx, r, { module: MODULE, type: '删除', objectId: done.id, abstracts: done.abstracts })
    return ok(undefined, '删除成功')
  })
}
