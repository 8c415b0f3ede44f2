// /api/tasks/...: the task centre. Lists (mine, published by me, to audit, all for managers), one task with its
// timeline and the caller's actions, publishing, the moves of a task and progress reports.
import type { FastifyInstance } from 'fastify'
import { BadRequest } from '../../errors'
import { ok } from '../../lib/envelope'
import { bodyOf, idOf, idParam, pageOf, queryOf, type Query } from '../../lib/route-input'
import { currentUser } from '../../plugins/auth'
import { idempotencyKeyOf } from '../visualdev'
import { exportTasks } from './export-service'
import { moveTaskOnce, reportProgress } from './move-service'
import { publishTask } from './publish-service'
import { assigneesOf, listTasks, taskDetail } from './read-service'

export async function taskRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx

  app.get('/api/tasks', async (r) => {
    const { page, size } = pageOf(queryOf(r))
    return ok(await listTasks(ctx, currentUser(r), { ...queryOf(r), page, size }))
  })
  app.post('/api/tasks/export', async (r) => {
    const b = bodyOf(r)
    if (Object.values(b).some((v) => v !== undefined && v !== null && typeof v !== 'string')) throw new BadRequest('查询参数格式不正确')
    return ok(await exportTasks(ctx, currentUser(r), b as Query))
  })
  app.get('/api/tasks/assignees', async (r) => ok(await assigneesOf(ctx, currentUser(r), queryOf(r).projectId)))
  app.get('/api/tasks/:id', { schema: idParam }, async (r) => ok(await taskDetail(ctx, currentUser(r), idOf(r))))
  app.post('/api/tasks', async (r) => ok(await publishTask(ctx, currentUser(r), bodyOf(r)), '发布成功'))
  app.post('/api/tasks/:id/updates', { schema: idParam }, async (r) =>
    ok(await reportProgress(ctx, currentUser(r), idOf(r), bodyOf(r), idempotencyKeyOf(r.headers['idempotency-key'])), '提交成功'))
  for (const [path, move, msg] of [
    ['accept', 'accept', '已接收'], ['submit', 'submit', '已提交审核'], ['pass', 'pass', '审核通过'], ['return', 'return', '已退回'], ['cancel', 'cancel', '已撤销']
  ] as const) {
    app.post(`/api/tasks/:id/${path}`, { schema: idParam }, async (r) => {
      const key = idempotencyKeyOf(r.headers['idempotency-key'])
      return ok(await moveTaskOnce(ctx, currentUser(r), idOf(r), move, bodyOf(r), key), msg)
    })
  }
}
