// /api/permission/Authority: the console's authorisation popup (AuthorizePopup: 应用/菜单/按钮/列表/表单/数据 steps
// and the save) on a role, and the portal authorisation it offers next to it (this product has no portals).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { BadRequest } from '../../errors'
import { ok } from '../../lib/envelope'
import { idParam } from '../../lib/schemas'
import { ADMIN_AREAS, audit } from '../admin'
import { authorizeValues, grantSummary, saveGrants, type GrantForm, type ValuesQuery } from './authorize-service'
import { requireAnyArea } from './guard'
import { findRole } from './role-service'
import { grantBody, portalBody, valuesBody } from './schemas'

const A = '/api/permission/Authority'
const objectIdParam = { type: 'object', properties: { objectId: { type: 'string', minLength: 1, maxLength: 128 } } }
const objectId = (r: FastifyRequest) => (r.params as { objectId: string }).objectId

export async function authorizeRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  const scopeOf = (r: FastifyRequest) => requireAnyArea(ctx, r, [ADMIN_AREAS.authorize, ADMIN_AREAS.role])

  app.post(`${A}/Data/:objectId/Values`, { schema: { params: objectIdParam, body: valuesBody } }, async (r) =>
    ok(await authorizeValues(ctx, await scopeOf(r), objectId(r), (r.body ?? {}) as ValuesQuery)))
  app.put(`${A}/Data/:objectId`, { schema: { params: objectIdParam, body: grantBody } }, async (r) => {
    const { role, grants } = await saveGrants(ctx, await scopeOf(r), objectId(r), r.body as GrantForm)
    await audit(ctx, r, { module: '权限授权', type: '授权', objectId: role.id, abstracts: grantSummary(role, grants) })
    return ok(undefined, '操作成功')
  })

  // 门户授权: there are no portals to grant, so the tree is empty and only an empty selection can be saved
  app.get(`${A}/Portal/:id`, { schema: { params: idParam } }, async (r) => {
    await scopeOf(r)
    await findRole(ctx, (r.params as { id: string }).id)
    return ok({ list: [], all: [], ids: [] })
  })
  app.post(`${A}/Portal/:id`, { schema: { params: idParam, body: portalBody } }, async (r) => {
    await scopeOf(r)
    await findRole(ctx, (r.params as { id: string }).id)
    if (((r.body as { ids?: string[] } | null)?.ids ?? []).length) throw new BadRequest('本系统没有门户，无需门户授权')
    return ok(undefined, '操作成功')
  })
}
