// /api/permission/Position: the console's 岗位管理 page (paged list by organisation, form, delete) and the
// position lookups its store and the user form make.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../../lib/envelope'
import { idParam } from '../../lib/schemas'
import { ADMIN_AREAS, audit, requireAdmin } from '../admin'
import { allPositions, positionsByOrganizes } from './pickers'
import { createPosition, deletePosition, listPositions, positionInfo, updatePosition, type PositionInput, type PositionQuery } from './position-service'
import { organizeIdsBody, positionBody, positionListQuery, stateFilter } from './schemas'

const P = '/api/permission/Position'
const MODULE = '岗位管理'

const id = (r: FastifyRequest) => (r.params as { id: string }).id

export async function positionAdminRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  const scopeOf = (r: FastifyRequest) => requireAdmin(ctx, r, ADMIN_AREAS.position)

  app.get(P, { schema: { querystring: positionListQuery } }, async (r) => {
    const scope = await scopeOf(r)
    const q = r.query as Omit<PositionQuery, 'enabledMark'> & { enabledMark?: string }
    return ok(await listPositions(ctx, scope, { ...q, enabledMark: stateFilter(q.enabledMark) }))
  })
  app.get(`${P}/All`, async () => ok({ list: await allPositions(ctx) }))
  app.post(`${P}/getListByOrgIds`, { schema: { body: organizeIdsBody } }, async (r) =>
    ok({ list: await positionsByOrganizes(ctx, (r.body as { organizeIds?: string[] } | null)?.organizeIds ?? []) }))
  app.get(`${P}/:id`, { schema: { params: idParam } }, async (r) => ok(await positionInfo(ctx, await scopeOf(r), id(r))))
  app.post(P, { schema: { body: positionBody } }, async (r) => {
    const done = await createPosition(ctx, await scopeOf(r), r.body as PositionInput)
    await audit(ctx, r, { module: MODULE, type: '新增', objectId: done.id, abstracts: done.abstracts })
    return ok(undefined, '新建成功')
  })
  app.put(`${P}/:id`, { schema: { params: idParam, body: positionBody } }, async (r) => {
    const done = await updatePosition(ctx, await scopeOf(r), id(r), r.body as PositionInput)
    await audit(ctx, r, { module: MODULE, type: '修改', objectId: done.id, abstracts: done.abstracts })
    return ok(undefined, '更新成功')
  })
  app.delete(`${P}/:id`, { schema: { params: idParam } }, async (r) => {
    const done = await deletePosition(ctx, await scopeOf(r), id(r))
    await audit(ctx, r, { module: MODULE, type: '删除', objectId: done.id, abstracts: done.abstracts })
    return ok(undefined, '删除成功')
  })
}
