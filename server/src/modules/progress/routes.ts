// /api/progress/...: the WBS with progress, daily filling, daily reports (approved through their flow), weekly plan against
// actual, the figures of a project's sections (contractDetails and the dashboard) and metering.
import type { FastifyInstance } from 'fastify'
import { BadRequest } from '../../errors'
import { ok } from '../../lib/envelope'
import { bodyOf, idOf, idParam, pageOf, type Query } from '../../lib/route-input'
import { currentUser } from '../../plugins/auth'
import { fill, fillingItems, removeFilling } from './filling-service'
import { exportDailyReport, exportMeter } from './export-service'
import { createMeter, meterDetail, meterItems, meterList, removeMeter, updateMeter } from './meter-service'
import { dailyReport, reportById, reportList, saveReport } from './report-service'
import { projectFigures, wbsTree, weekProgress } from './wbs-service'

// a missing body is refused here, as these routes always did (the shared bodyOf takes it as {})
const body = (request: { body: unknown }) => {
  if (request.body === undefined || request.body === null) throw new BadRequest('请求内容格式不正确')
  return bodyOf(request)
}

export async function progressRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  // not the shared queryOf: these routes never refused a repeated parameter (?a=1&a=2), and still do not
  const q = (request: { query: unknown }) => (request.query ?? {}) as Query

  app.get('/api/progress/wbs', async (r) => ok(await wbsTree(ctx, currentUser(r), q(r).contractId, q(r).keyword)))
  app.get('/api/progress/figures', async (r) => ok(await projectFigures(ctx, currentUser(r), q(r).projectId)))
  app.get('/api/progress/weeks', async (r) => ok(await weekProgress(ctx, currentUser(r), q(r).contractId, q(r).weeks, q(r).date)))

  app.get('/api/progress/filling', async (r) => ok(await fillingItems(ctx, currentUser(r), q(r).contractId, q(r).date, q(r).keyword)))
  app.post('/api/progress/filling', async (r) => ok(await fill(ctx, currentUser(r), body(r))))
  app.delete('/api/progress/filling/:id', { schema: idParam }, async (r) => {
    await removeFilling(ctx, currentUser(r), idOf(r))
    return ok(undefined, '删除成功')
  })

  app.get('/api/progress/daily-report', async (r) => ok(await dailyReport(ctx, currentUser(r), q(r).contractId, q(r).date)))
  app.get('/api/progress/daily-reports', async (r) => {
    const { page, size } = pageOf(q(r))
    return ok(await reportList(ctx, currentUser(r), q(r).projectId, q(r).contractId, q(r).state, page, size))
  })
  app.get('/api/progress/daily-report/:id', { schema: idParam }, async (r) => ok(await reportById(ctx, currentUser(r), idOf(r))))
  app.post('/api/progress/daily-report', async (r) => ok(await saveReport(ctx, currentUser(r), body(r) as never)))
  // approved or returned through its flow (施工日报审批, the to-do lists), not here

  app.post('/api/progress/daily-report/export', async (r) => ok(await exportDailyReport(ctx, currentUser(r), body(r).contractId, body(r).date as string | undefined)))

  app.get('/api/progress/meter-items', async (r) => ok(await meterItems(ctx, currentUser(r), q(r).contractId, q(r).meterId, q(r).keyword)))
  app.get('/api/progress/meters', async (r) => ok(await meterList(ctx, currentUser(r), q(r).projectId, q(r).contractId, q(r).waiting === '1' ? 'waiting' : q(r).scope)))
  app.get('/api/progress/meters/:id', { schema: idParam }, async (r) => ok(await meterDetail(ctx, currentUser(r), idOf(r))))
  app.post('/api/progress/meters', async (r) => ok(await createMeter(ctx, currentUser(r), body(r))))
  app.put('/api/progress/meters/:id', { schema: idParam }, async (r) => ok(await updateMeter(ctx, currentUser(r), idOf(r), body(r))))
  app.delete('/api/progress/meters/:id', { schema: idParam }, async (r) => {
    await removeMeter(ctx, currentUser(r), idOf(r))
    return ok(undefined, '删除成功')
  })
  // countersigned or sent back through its flow (计量审批, the to-do lists), not here
  app.post('/api/progress/meters/:id/export', { schema: idParam }, async (r) => ok(await exportMeter(ctx, currentUser(r), idOf(r))))
}
