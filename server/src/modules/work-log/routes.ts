// /api/work-logs/...: the daily work log (工作日志). My logs or those shared with me (下属日志) by month, one log,
// writing, changing, and the manager's comment.
import type { FastifyInstance } from 'fastify'
import { ok } from '../../lib/envelope'
import { bodyOf, idOf, idParam, pageOf, queryOf } from '../../lib/route-input'
import { currentUser } from '../../plugins/auth'
import { changeWorkLog, commentWorkLog, listWorkLogs, workLogDetail, writeWorkLog } from './service'

const P = '/api/work-logs'

export async function workLogRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  app.get(P, async (r) => {
    const q = queryOf(r)
    return ok(await listWorkLogs(ctx, currentUser(r), { projectId: q.projectId, scope: q.scope, month: q.month, ...pageOf(q) }))
  })
  app.get(`${P}/:id`, { schema: idParam }, async (r) => ok(await workLogDetail(ctx, currentUser(r), idOf(r))))
  app.post(P, async (r) => ok(await writeWorkLog(ctx, currentUser(r), bodyOf(r)), '保存成功'))
  app.put(`${P}/:id`, { schema: idParam }, async (r) => ok(await changeWorkLog(ctx, currentUser(r), idOf(r), bodyOf(r)), '保存成功'))
  app.post(`${P}/:id/comments`, { schema: idParam }, async (r) => ok(await commentWorkLog(ctx, currentUser(r), idOf(r), bodyOf(r)), '点评成功'))
}
