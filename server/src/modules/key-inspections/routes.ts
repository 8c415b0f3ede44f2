// /api/key-inspections/...: today's plan, the points (kept by the section's safety officers, supervisors and
// managers; positioned by its foremen), and the visits taken at the place.
import type { FastifyInstance } from 'fastify'
import { ok } from '../../lib/envelope'
import { bodyOf, idOf, idParam, queryOf } from '../../lib/route-input'
import { currentUser } from '../../plugins/auth'
import { plan, points, position, savePoint, setEnabled } from './service'
import { visit, visitDetail } from './visit-service'

const K = '/api/key-inspections'
const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined

export async function keyInspectionRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  app.get(`${K}/plan`, async (r) => {
    const q = queryOf(r)
    return ok(await plan(ctx, currentUser(r), q.projectId, q.contractId))
  })
  app.get(`${K}/points`, async (r) => {
    const q = queryOf(r)
    return ok(await points(ctx, currentUser(r), q.projectId, q.contractId))
  })
  app.post(`${K}/points`, async (r) => ok(await savePoint(ctx, currentUser(r), bodyOf(r)), '保存成功'))
  app.put(`${K}/points/:id/enabled`, { schema: idParam }, async (r) => {
    const enabled = bodyOf(r).enabled
    return ok(await setEnabled(ctx, currentUser(r), idOf(r), enabled), enabled === false ? '已停用' : '已启用')
  })
  app.put(`${K}/points/:id/position`, { schema: idParam }, async (r) => ok(await position(ctx, currentUser(r), idOf(r), bodyOf(r)), '位置已更新'))
  app.post(`${K}/visits`, async (r) => ok(await visit(ctx, currentUser(r), bodyOf(r), header(r.headers['idempotency-key'])), '巡查已提交'))
  app.get(`${K}/visits/:id`, { schema: idParam }, async (r) => ok(await visitDetail(ctx, currentUser(r), idOf(r))))
}
