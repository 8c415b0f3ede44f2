// /api/permission/UserRelation/{objectId}: the member dialogs of positions, groups and roles (and organisations)
// read the member ids here and save the whole member list back; Users/GetUsersByPositionId offers the position's
// organisation's people to pick from.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../../lib/envelope'
import { idParam } from '../../lib/schemas'
import { ADMIN_AREAS, audit, requireAdmin } from '../admin'
import { memberIds, saveMembers } from './member-service'
import { MEMBER_MODULE, resolveTarget, resolveTypedTarget } from './member-targets'
import { positionCandidates } from './position-candidates'
import { candidatesQuery, memberBody } from './schemas'

const R = '/api/permission/UserRelation'

const id = (r: FastifyRequest) => (r.params as { id: string }).id

export async function memberAdminRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx

  app.get(`${R}/:id`, { schema: { params: idParam } }, async (r) => {
    const { target, scope } = await resolveTarget(ctx, r, id(r))
    return ok({ ids: await memberIds(ctx, scope, target) })
  })
  app.post(`${R}/:id`, { schema: { params: idParam, body: memberBody } }, async (r) => {
    const body = r.body as { objectType?: string; userIds: string[] }
    const { target, scope } = await resolveTypedTarget(ctx, r, id(r), body.objectType)
    const done = await saveMembers(ctx, scope, target, body.userIds)
    await audit(ctx, r, { module: MEMBER_MODULE[target.kind], type: '修改', objectId: target.id, abstracts: done.abstracts })
    return ok(undefined, '保存成功')
  })
  app.get('/api/permission/Users/GetUsersByPositionId', { schema: { querystring: candidatesQuery } }, async (r) => {
    const q = r.query as { positionId: string; keyword?: string }
    return ok(await positionCandidates(ctx, await requireAdmin(ctx, r, ADMIN_AREAS.position), q.positionId, q.keyword))
  })
}
