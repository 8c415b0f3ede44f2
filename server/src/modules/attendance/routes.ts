// /api/attendance/...: clocking in and out, the clock screen's day, punch records and statistics, and what
// managers set up per contract section (fences, shift rule, worker registry), and the punches keepers enter (补录).
import type { FastifyInstance } from 'fastify'
import { BadRequest } from '../../errors'
import { ok } from '../../lib/envelope'
import { bodyOf, idOf, idParam, pageOf, type Query } from '../../lib/route-input'
import { currentUser } from '../../plugins/auth'
import { clock, records, today } from './punch-service'
import { fences, removeFence, rule, saveFence, saveRule, saveWorker, worker, workers } from './setup-service'
import { statistics } from './stats-service'
import { importWorkers, workerTemplate } from './worker-import'
import { enrolFace, faceOfWorker, myFaces } from './face-service'
import { addManual, manualList, manualOptions, manualRevoked, revokeManual } from './manual-service'

// a missing body is refused here, as these routes always did (the shared bodyOf takes it as {})
const body = (request: { body: unknown }) => {
  if (request.body === undefined || request.body === null) throw new BadRequest('请求内容格式不正确')
  return bodyOf(request)
}
const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined

export async function attendanceRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  // not the shared queryOf: these routes never refused a repeated parameter (?a=1&a=2), and still do not
  const q = (request: { query: unknown }) => (request.query ?? {}) as Query

  app.get('/api/attendance/today', async (r) => ok(await today(ctx, currentUser(r), q(r).contractId)))
  app.post('/api/attendance/clock', async (r) => ok(await clock(ctx, currentUser(r), body(r), header(r.headers['idempotency-key'])), '打卡成功'))
  app.get('/api/attendance/records', async (r) => {
    const { page, size } = pageOf(q(r))
    return ok(await records(ctx, currentUser(r), q(r), page, size))
  })
  // 补录考勤: a section's keepers enter the punches of a worker who could not clock, list and revoke them
  app.get('/api/attendance/manual/options', async (r) => ok(await manualOptions(ctx, currentUser(r), q(r).contractId)))
  app.get('/api/attendance/manual', async (r) => {
    const { page, size } = pageOf(q(r))
    return ok(await manualList(ctx, currentUser(r), q(r).contractId, page, size))
  })
  app.get('/api/attendance/manual/revoked', async (r) => ok(await manualRevoked(ctx, currentUser(r), q(r).contractId)))
  app.post('/api/attendance/manual', async (r) => ok(await addManual(ctx, currentUser(r), body(r)), '补录成功'))
  app.delete('/api/attendance/manual/:id', { schema: idParam }, async (r) => {
    await revokeManual(ctx, currentUser(r), idOf(r))
    return ok(undefined, '已撤销')
  })
  app.get('/api/attendance/statistics', async (r) => ok(await statistics(ctx, currentUser(r), q(r))))

  app.get('/api/attendance/fences', async (r) => ok(await fences(ctx, currentUser(r), q(r).projectId, q(r).contractId)))
  app.post('/api/attendance/fences', async (r) => ok(await saveFence(ctx, currentUser(r), body(r)), '保存成功'))
  app.delete('/api/attendance/fences/:id', { schema: idParam }, async (r) => {
    await removeFence(ctx, currentUser(r), idOf(r))
    return ok(undefined, '删除成功')
  })
  app.get('/api/attendance/rule', async (r) => ok(await rule(ctx, currentUser(r), q(r).contractId)))
  app.put('/api/attendance/rule', async (r) => ok(await saveRule(ctx, currentUser(r), body(r)), '保存成功'))

  app.get('/api/attendance/workers', async (r) => {
    const { page, size } = pageOf(q(r))
    return ok(await workers(ctx, currentUser(r), q(r), page, size))
  })
  app.get('/api/attendance/workers/:id', { schema: idParam }, async (r) => ok(await worker(ctx, currentUser(r), idOf(r))))
  app.post('/api/attendance/workers', async (r) => ok(await saveWorker(ctx, currentUser(r), body(r)), '保存成功'))
  // Excel import: the template, then the filled sheet (uploaded to /api/file/Uploader/temporary) for one section
  app.get('/api/attendance/workers/template', async (r) => ok(await workerTemplate(ctx, currentUser(r), q(r).contractId)))
  app.post('/api/attendance/workers/import', async (r) => {
    const result = await importWorkers(ctx, currentUser(r), body(r))
    return ok(result, result.errors.length ? `导入失败：${result.errors.length}行有误，未导入任何人员` : `导入成功：新增${result.created}人，更新${result.updated}人`)
  })

  // face verification: the user's own enrolments, a worker's, and enrolling (or re-taking) one
  app.get('/api/attendance/face', async (r) => ok(await myFaces(ctx, currentUser(r), q(r).contractId)))
  app.get('/api/attendance/workers/:id/face', { schema: idParam }, async (r) => ok(await faceOfWorker(ctx, currentUser(r), idOf(r))))
  app.post('/api/attendance/workers/:id/face', { schema: idParam }, async (r) => ok(await enrolFace(ctx, currentUser(r), idOf(r), body(r)), '人脸录入成功'))
}
