// /api/progress/...: the WBS with progress, daily filling, daily reports and their approval, weekly plan against
// actual, the figures of a project's sections (contractDetails and the dashboard) and metering.
import type { FastifyInstance } from 'fastify'
import { BadRequest } from '../../errors'
import { ok } from '../../lib/envelope'
import { currentUser } from '../../plugins/auth'
import { fill, fillingItems, removeFilling } from './filling-service'
import { createMeter, decideMeter, meterDetail, meterList } from './meter-service'
import { dailyReport, decideReport, reportList, saveReport } from './report-service'
import { projectFigures, wbsTree, weekProgress } from './wbs-service'

type Query = Record<string, string | undefined>
const id = { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } }
const body = (request: { body: unknown }) => {
  if (!request.body || typeof request.body !== 'object' || Array.isArray(request.body)) throw new BadRequest('请求内容格式不正确')
  return request.body as Record<string, unknown>
}
const pageOf = (q: Query) => {
  const page = q.currentPage ? Number(q.currentPage) : 1
  const size = q.pageSize ? Number(q.pageSize) : 20
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(size) || size < 1 || size > 100) throw new BadRequest('分页参数不正确')
  return { page, size }
}

export async function progressRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  const q = (request: { query: unknown }) => (request.query ?? {}) as Query

  app.get('/api/progress/wbs', async (r) => ok(await wbsTree(ctx, currentUser(r), q(r).contractId, q(r).keyword)))
  app.get('/api/progress/figures', async (r) => ok(await projectFigures(ctx, currentUser(r), q(r).projectId)))
  app.get('/api/progress/weeks', async (r) => ok(await weekProgress(ctx, currentUser(r), q(r).contractId, q(r).weeks, q(r).date)))

  app.get('/api/progress/filling', async (r) => ok(await fillingItems(ctx, currentUser(r), q(r).contractId, q(r).date, q(r).keyword)))
  app.post('/api/progress/filling', async (r) => ok(await fill(ctx, currentUser(r), body(r))))
  app.delete('/api/progress/filling/:id', { schema: id }, async (r) => {
    await removeFilling(ctx, currentUser(r), (r.params as { id: string }).id)
    return ok(undefined, '删除成功')
  })

  app.get('/api/progress/daily-report', async (r) => ok(await dailyReport(ctx, currentUser(r), q(r).contractId, q(r).date)))
  app.get('/api/progress/daily-reports', async (r) => {
    const { page, size } = pageOf(q(r))
    return ok(await reportList(ctx, currentUser(r), q(r).projectId, q(r).contractId, q(r).state, page, size))
  })
  app.post('/api/progress/daily-report', async (r) => ok(await saveReport(ctx, currentUser(r), body(r) as never)))
  app.post('/api/progress/daily-report/:id/approve', { schema: id }, async (r) =>
    ok(await decideReport(ctx, currentUser(r), (r.params as { id: string }).id, true, body(r).opinion)))
  app.post('/api/progress/daily-report/:id/return', { schema: id }, async (r) =>
    ok(await decideReport(ctx, currentUser(r), (r.params as { id: string }).id, false, body(r).opinion)))

  app.get('/api/progress/meters', async (r) => ok(await meterList(ctx, currentUser(r), q(r).projectId, q(r).contractId, q(r).waiting === '1')))
  app.get('/api/progress/meters/:id', { schema: id }, async (r) => ok(await meterDetail(ctx, currentUser(r), (r.params as { id: string }).id)))
  app.post('/api/progress/meters', async (r) => ok(await createMeter(ctx, currentUser(r), body(r))))
  app.post('/api/progress/meters/:id/approve', { schema: id }, async (r) => ok(await decideMeter(ctx, currentUser(r), (r.params as { id: string }).id, true)))
  app.post('/api/progress/meters/:id/return', { schema: id }, async (r) => ok(await decideMeter(ctx, currentUser(r), (r.params as { id: string }).id, false)))
}
