// /api/tasks/...: the task centre. Lists (mine, published by me, to audit, all for managers), one task with its
// timeline and the caller's actions, publishing, the moves of a task and progress reports.
import type { FastifyInstance } from 'fastify'
import { BadRequest } from '../../errors'
import { ok } from '../../lib/envelope'
import { currentUser } from '../../plugins/auth'
import { idempotencyKeyOf } from '../visualdev'
import { assigneesOf, listTasks, moveTask, publishTask, reportProgress, taskDetail } from './service'

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
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(size) || size < 1 || size > 100) throw new BadRequest('分页参数不正确')
  return { page, size }
}
const idOf = (r: { params: unknown }) => (r.params as { id: string }).id

export async function taskRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  // a repeated parameter (?state=a&state=b) arrives as an array: refused rather than mistaken for text
  const q = (request: { query: unknown }) => {
    const query = (request.query ?? {}) as Record<string, unknown>
    if (Object.values(query).some((v) => v !== undefined && typeof v !== 'string')) throw new BadRequest('查询参数格式不正确')
    return query as Query
  }

  app.get('/api/tasks', async (r) => {
    const { page, size } = pageOf(q(r))
    return ok(await listTasks(ctx, currentUser(r), { ...q(r), page, size }))
  })
  app.get('/api/tasks/assignees', async (r) => ok(await assigneesOf(ctx, currentUser(r), q(r).projectId)))
  app.get('/api/tasks/:id', { schema: id }, async (r) => ok(await taskDetail(ctx, currentUser(r), idOf(r))))
  app.post('/api/tasks', async (r) => ok(await publishTask(ctx, currentUser(r), body(r)), '发布成功'))
  app.post('/api/tasks/:id/updates', { schema: id }, async (r) =>
    ok(await reportProgress(ctx, currentUser(r), idOf(r), body(r), idempotencyKeyOf(r.headers['idempotency-key'])), '提交成功'))
  for (const [path, move, msg] of [
    ['accept', 'accept', '已接收'], ['submit', 'submit', '已提交审核'], ['pass', 'pass', '审核通过'], ['return', 'return', '已退回'], ['cancel', 'cancel', '已撤销']
  ] as const) {
    app.post(`/api/tasks/:id/${path}`, { schema: id }, async (r) => ok(await moveTask(ctx, currentUser(r), idOf(r), move, body(r)), msg))
  }
}
