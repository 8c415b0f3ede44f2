// /api/safety/problemLibrary/...: the problem library (the tree other screens pick from, one node) and
// /api/safety/pitfallCustom/...: the custom problems proposed into it (list, one, propose, approve, reject, withdraw).
import type { FastifyInstance } from 'fastify'
import { BadRequest } from '../../errors'
import { ok } from '../../lib/envelope'
import { str } from '../../lib/schemas'
import { currentUser } from '../../plugins/auth'
import { approve, libraryNode, libraryTree, listProposals, propose, proposalDetail, reject, withdraw } from './service'

const L = '/api/safety/problemLibrary'
const P = '/api/safety/pitfallCustom'
const id = { params: { type: 'object', required: ['id'], properties: { id: str(64, 1) } } }
const treeQuery = { querystring: { type: 'object', properties: { keyword: str(100) } } }
const body = (request: { body: unknown }) => {
  if (request.body === undefined || request.body === null) return {}
  if (typeof request.body !== 'object' || Array.isArray(request.body)) throw new BadRequest('请求内容格式不正确')
  return request.body as Record<string, unknown>
}
const idOf = (r: { params: unknown }) => (r.params as { id: string }).id

export async function pitfallRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  app.get(`${L}/tree`, { schema: treeQuery }, async (r) => {
    currentUser(r)
    return ok(await libraryTree(ctx, (r.query as { keyword?: string }).keyword ?? ''))
  })
  app.get(`${L}/:id`, { schema: id }, async (r) => {
    currentUser(r)
    return ok(await libraryNode(ctx, idOf(r)))
  })
  app.get(P, async (r) => {
    const query = (r.query ?? {}) as Record<string, unknown>
    if (Object.values(query).some((v) => v !== undefined && typeof v !== 'string')) throw new BadRequest('查询参数格式不正确')
    const q = query as Record<string, string | undefined>
    const page = q.currentPage ? Number(q.currentPage) : 1
    const size = q.pageSize ? Number(q.pageSize) : 20
    if (!Number.isInteger(page) || page < 1 || page > 100_000 || !Number.isInteger(size) || size < 1 || size > 100) throw new BadRequest('分页参数不正确')
    return ok(await listProposals(ctx, currentUser(r), { projectId: q.projectId, state: q.state || undefined, page, size }))
  })
  app.get(`${P}/:id`, { schema: id }, async (r) => ok(await proposalDetail(ctx, currentUser(r), idOf(r))))
  app.post(P, async (r) => ok(await propose(ctx, currentUser(r), body(r)), '提交成功'))
  app.post(`${P}/:id/approve`, { schema: id }, async (r) => ok(await approve(ctx, currentUser(r), idOf(r), body(r)), '已审核入库'))
  app.post(`${P}/:id/reject`, { schema: id }, async (r) => ok(await reject(ctx, currentUser(r), idOf(r), body(r)), '已驳回'))
  app.delete(`${P}/:id`, { schema: id }, async (r) => ok(await withdraw(ctx, currentUser(r), idOf(r)), '已撤回'))
}
