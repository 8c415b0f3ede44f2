// /api/work-messages/...: work messages (工作通知). 收到的 / 我发出的, who may be addressed, one notice (reading it
// records the receipt), sending, and 提醒未读.
import type { FastifyInstance } from 'fastify'
import { ok } from '../../lib/envelope'
import { currentUser } from '../../plugins/auth'
import { bodyOf, idOf, idParam, pageOf, queryOf } from '../../lib/route-input'
import { listWorkMessages, remindWorkMessage, sendWorkMessage, targetsOf, workMessageDetail } from './service'

const P = '/api/work-messages'

export async function workMessageRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  app.get(P, async (r) => {
    const q = queryOf(r)
    return ok(await listWorkMessages(ctx, currentUser(r), { projectId: q.projectId, box: q.box, ...pageOf(q) }))
  })
  app.get(`${P}/targets`, async (r) => ok(await targetsOf(ctx, currentUser(r), queryOf(r).projectId)))
  app.get(`${P}/:id`, { schema: idParam }, async (r) => ok(await workMessageDetail(ctx, currentUser(r), idOf(r))))
  app.post(P, async (r) => ok(await sendWorkMessage(ctx, currentUser(r), bodyOf(r)), '发送成功'))
  app.post(`${P}/:id/remind`, { schema: idParam }, async (r) => ok(await remindWorkMessage(ctx, currentUser(r), idOf(r)), '已提醒'))
}
