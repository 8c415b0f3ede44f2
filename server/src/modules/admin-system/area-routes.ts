// /api/system/Area: the console's 行政区划 page (lazy tree, form, delete). The pickers (Selector, GetAreaByIds) every
// user needs stay in modules/system.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../../lib/envelope'
import { idParam, str } from '../../lib/schemas'
import { ADMIN_AREAS, audit, requireAdmin, requireWholeGroup } from '../admin'
import { areaChildren, areaInfo, createArea, deleteArea, updateArea, type AreaForm } from './area-service'
import { enabledMark, pagingProps, sortCode } from './common'

const A = '/api/system/Area'
const MODULE = '行政区划'

const body = {
  type: 'object',
  properties: { parentId: str(128), fullName: str(100), enCode: str(100), sortCode, enabledMark, description: str(2000) }
}
const nodeParam = { type: 'object', properties: { nodeId: str(128, 1) } }

const idOf = (r: FastifyRequest) => (r.params as { id: string }).id

export async function areaRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  const area = (r: FastifyRequest) => requireAdmin(ctx, r, ADMIN_AREAS.area)
  const writer = async (r: FastifyRequest) => requireWholeGroup(await area(r))

  app.get(`${A}/:nodeId`, { schema: { params: nodeParam, querystring: { type: 'object', properties: pagingProps } } }, async (r) => {
    await area(r)
    const keyword = ((r.query as { keyword?: string }).keyword ?? '').trim()
    return ok({ list: await areaChildren(ctx, (r.params as { nodeId: string }).nodeId, keyword) })
  })
  app.get(`${A}/:id/Info`, { schema: { params: idParam } }, async (r) => {
    await area(r)
    return ok(await areaInfo(ctx, idOf(r)))
  })
  app.post(A, { schema: { body } }, async (r) => {
    await writer(r)
    const a = await createArea(ctx, r.body as AreaForm)
    await audit(ctx, r, { module: MODULE, type: '新增', objectId: a.id, abstracts: `新建区域 ${a.enCode} ${a.fullName}` })
    return ok(undefined, '新建成功')
  })
  app.put(`${A}/:id`, { schema: { params: idParam, body } }, async (r) => {
    await writer(r)
    const a = await updateArea(ctx, idOf(r), r.body as AreaForm)
    await audit(ctx, r, { module: MODULE, type: '修改', objectId: a.id, abstracts: `修改区域 ${a.enCode} ${a.fullName}` })
    return ok(undefined, '更新成功')
  })
  app.delete(`${A}/:id`, { schema: { params: idParam } }, async (r) => {
    await writer(r)
    const a = await deleteArea(ctx, idOf(r))
    await audit(ctx, r, { module: MODULE, type: '删除', objectId: a.id, abstracts: `删除区域 ${a.enCode} ${a.fullName}` })
    return ok(undefined, '删除成功')
  })
}
