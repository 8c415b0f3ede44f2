// /api/supervision-orders/...: supervision orders. Lists (waiting for me, issued by me, all I may read), what the
// caller may do in a project, one order with its moves and the caller's actions, issuing and the moves (each once per
// Idempotency-Key: the outbox sends what was written without signal) and the PDF.
import type { FastifyInstance } from 'fastify'
import { ok } from '../../lib/envelope'
import { bodyOf as body, idOf, idParam as id, pageOf, queryOf as query } from '../../lib/route-input'
import { currentUser } from '../../plugins/auth'
import { printOrder } from './pdf'
import { idempotencyKeyOf } from '../visualdev'
import { issueOrderOnce, listOrders, moveOrderOnce, orderDetail, orderOptions } from './service'

export async function supervisionOrderRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  const P = '/api/supervision-orders'
  app.get(P, async (r) => {
    const q = query(r)
    return ok(await listOrders(ctx, currentUser(r), { ...q, ...pageOf(q) }))
  })
  app.get(`${P}/options`, async (r) => ok(await orderOptions(ctx, currentUser(r), query(r).projectId)))
  app.get(`${P}/:id`, { schema: id }, async (r) => ok(await orderDetail(ctx, currentUser(r), idOf(r))))
  app.post(P, async (r) => ok(await issueOrderOnce(ctx, currentUser(r), body(r), idempotencyKeyOf(r.headers['idempotency-key'])), '监理指令已签发'))
  app.post(`${P}/:id/pdf`, { schema: id }, async (r) => ok(await printOrder(ctx, currentUser(r), idOf(r))))
  for (const [move, msg] of [['reply', '已回复，等待监理复核'], ['close', '指令已闭合'], ['return', '已退回整改']] as const) {
    app.post(`${P}/:id/${move}`, { schema: id }, async (r) => {
      const key = idempotencyKeyOf(r.headers['idempotency-key'])
      return ok(await moveOrderOnce(ctx, currentUser(r), idOf(r), move, body(r), key), msg)
    })
  }
}
