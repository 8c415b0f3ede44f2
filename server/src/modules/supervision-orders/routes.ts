// /api/supervision-orders/...: supervision orders. Lists (waiting for me, issued by me, all I may read), what the
// caller may do in a project, one order with its moves and the caller's actions, issuing, the moves and the PDF.
import type { FastifyInstance } from 'fastify'
import { BadRequest } from '../../errors'
import { ok } from '../../lib/envelope'
import { currentUser } from '../../plugins/auth'
import { printOrder } from './pdf'
import { issueOrder, listOrders, moveOrder, orderDetail, orderOptions } from './service'

type Query = Record<string, string | undefined>
const id = { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } }
const body = (request: { body: unknown }) => {
  if (request.body === undefined || request.body === null) return {}
  if (typeof request.body !== 'object' || Array.isArray(request.body)) throw new BadRequest('请求内容格式不正确')
  return request.body as Record<string, unknown>
}
const pageOf = (q: Query) => {
  const page = q.currentPage ? Number(q.currentPage) : 1
  const size = q.pageSize ? Number(q.pageSize) : 20
  if (!Number.isInteger(page) || page < 1 || page > 100_000 || !Number.isInteger(size) || size < 1 || size > 100) throw new BadRequest('分页参数不正确')
  return { page, size }
}
const idOf = (r: { params: unknown }) => (r.params as { id: string }).id
// a repeated parameter (?state=a&state=b) arrives as an array: refused rather than mistaken for text
const query = (request: { query: unknown }) => {
  const q = (request.query ?? {}) as Record<string, unknown>
  if (Object.values(q).some((v) => v !== undefined && typeof v !== 'string')) throw new BadRequest('查询参数格式不正确')
  return q as Query
}

export async function supervisionOrderRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  const P = '/api/supervision-orders'
  app.get(P, async (r) => {
    const q = query(r)
    return ok(await listOrders(ctx, currentUser(r), { ...q, ...pageOf(q) }))
  })
  app.get(`${P}/options`, async (r) => ok(await orderOptions(ctx, currentUser(r), query(r).projectId)))
  app.get(`${P}/:id`, { schema: id }, async (r) => ok(await orderDetail(ctx, currentUser(r), idOf(r))))
  app.post(P, async (r) => ok(await issueOrder(ctx, currentUser(r), body(r)), '监理指令已签发'))
  app.post(`${P}/:id/pdf`, { schema: id }, async (r) => ok(await printOrder(ctx, currentUser(r), idOf(r))))
  for (const [move, msg] of [['reply', '已回复，等待监理复核'], ['close', '指令已闭合'], ['return', '已退回整改']] as const) {
    app.post(`${P}/:id/${move}`, { schema: id }, async (r) => ok(await moveOrder(ctx, currentUser(r), idOf(r), move, body(r)), msg))
  }
}
