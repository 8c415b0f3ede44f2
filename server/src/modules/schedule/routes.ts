// /api/schedule/...: the personal schedule (日程安排). The days of a month with something on them, one day's entries
// and tasks, one entry, and creating, changing and deleting my entries.
import type { FastifyInstance } from 'fastify'
import { ok } from '../../lib/envelope'
import { bodyOf, idOf, idParam, queryOf } from '../../lib/route-input'
import { currentUser } from '../../plugins/auth'
import { changeEntry, createEntry, deleteEntry, scheduleDay, scheduleEntry, scheduleMonth } from './service'

const P = '/api/schedule'

export async function scheduleRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  app.get(`${P}/month`, async (r) => ok(await scheduleMonth(ctx, currentUser(r), queryOf(r))))
  app.get(`${P}/day`, async (r) => ok(await scheduleDay(ctx, currentUser(r), queryOf(r))))
  app.get(`${P}/entries/:id`, { schema: idParam }, async (r) => ok(await scheduleEntry(ctx, currentUser(r), idOf(r))))
  app.post(`${P}/entries`, async (r) => ok(await createEntry(ctx, currentUser(r), bodyOf(r)), '保存成功'))
  app.put(`${P}/entries/:id`, { schema: idParam }, async (r) => ok(await changeEntry(ctx, currentUser(r), idOf(r), bodyOf(r)), '保存成功'))
  app.delete(`${P}/entries/:id`, { schema: idParam }, async (r) => {
    await deleteEntry(ctx, currentUser(r), idOf(r))
    return ok(null, '删除成功')
  })
}
