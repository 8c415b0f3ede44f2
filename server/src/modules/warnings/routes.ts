// /api/warnings/...: early warnings (预警管理). The project's warnings, one warning with the caller's receipt (and,
// for its issuer, who has and has not acknowledged it), issuing, 已知悉, 提醒未读 and 解除.
import type { FastifyInstance } from 'fastify'
import { BadRequest } from '../../errors'
import { ok } from '../../lib/envelope'
import { currentUser } from '../../plugins/auth'
import { acknowledgeWarning, issueWarning, liftWarning, listWarnings, remindWarning, warningDetail } from './service'

const id = { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } }
const body = (request: { body: unknown }) => {
  if (request.body === undefined || request.body === null) return {}
  if (typeof request.body !== 'object' || Array.isArray(request.body)) throw new BadRequest('请求内容格式不正确')
  return request.body as Record<string, unknown>
}
const idOf = (r: { params: unknown }) => (r.params as { id: string }).id

export async function warningRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  app.get('/api/warnings', async (r) => {
    const query = (r.query ?? {}) as Record<string, unknown>
    if (Object.values(query).some((v) => v !== undefined && typeof v !== 'string')) throw new BadRequest('查询参数格式不正确')
    const q = query as Record<string, string | undefined>
    const page = q.currentPage ? Number(q.currentPage) : 1
    const size = q.pageSize ? Number(q.pageSize) : 20
    if (!Number.isInteger(page) || page < 1 || page > 100_000 || !Number.isInteger(size) || size < 1 || size > 100) throw new BadRequest('分页参数不正确')
    return ok(await listWarnings(ctx, currentUser(r), { projectId: q.projectId, page, size }))
  })
  app.get('/api/warnings/:id', { schema: id }, async (r) => ok(await warningDetail(ctx, currentUser(r), idOf(r))))
  app.post('/api/warnings', async (r) => ok(await issueWarning(ctx, currentUser(r), body(r)), '发布成功'))
  app.post('/api/warnings/:id/ack', { schema: id }, async (r) => ok(await acknowledgeWarning(ctx, currentUser(r), idOf(r), body(r)), '已知悉'))
  app.post('/api/warnings/:id/remind', { schema: id }, async (r) => ok(await remindWarning(ctx, currentUser(r), idOf(r)), '已提醒'))
  app.post('/api/warnings/:id/lift', { schema: id }, async (r) => ok(await liftWarning(ctx, currentUser(r), idOf(r)), '已解除'))
}
