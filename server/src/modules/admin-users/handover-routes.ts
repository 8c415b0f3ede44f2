// 工作交接 of the console's user page (WorkHandoverModal): what a user still has open, and handing it over.
import type { FastifyInstance } from 'fastify'
import { ok } from '../../lib/envelope'
import { ADMIN_AREAS, audit, requireAdmin } from '../admin'
import { handover, workOf, type HandoverInput } from './handover-service'
import { fromIdQuery, handoverBody } from './schemas'

const U = '/api/permission/Users'

export async function handoverRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx

  app.get(`${U}/getWorkByUser`, { schema: { querystring: fromIdQuery } }, async (request) => {
    const scope = await requireAdmin(ctx, request, ADMIN_AREAS.user)
    return ok(await workOf(ctx, scope, (request.query as { fromId: string }).fromId))
  })

  app.post(`${U}/workHandover`, { schema: { body: handoverBody } }, async (request) => {
    const scope = await requireAdmin(ctx, request, ADMIN_AREAS.user)
    const { from, to, counts } = await handover(ctx, scope, request.body as HandoverInput)
    await audit(ctx, request, {
      module: '用户管理', type: '交接', objectId: from.id,
      abstracts: `工作交接 ${from.realName}/${from.account} → ${to.realName}/${to.account}：${counts}`
    })
    return ok(undefined, '工作交接成功！')
  })
}
