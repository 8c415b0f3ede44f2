// /api/training/...: safety training exams (types/api/training.ts). Courses of a project with my standing, starting
// or resuming an exam, saving one answer, submitting, an exam's questions or result, and the exam records.
import type { FastifyInstance } from 'fastify'
import { BadRequest } from '../../errors'
import { ok } from '../../lib/envelope'
import { currentUser } from '../../plugins/auth'
import { courseList, examDetail, recordList, saveAnswer, startExam, submitExam, type RecordQuery } from './service'

const T = '/api/training'
const id = { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } }
const idOf = (r: { params: unknown }) => (r.params as { id: string }).id
const body = (request: { body: unknown }) => {
  if (request.body === undefined || request.body === null) return {}
  if (typeof request.body !== 'object' || Array.isArray(request.body)) throw new BadRequest('请求内容格式不正确')
  return request.body as Record<string, unknown>
}
const q = (request: { query: unknown }) => {
  const query = (request.query ?? {}) as Record<string, unknown>
  if (Object.values(query).some((v) => v !== undefined && typeof v !== 'string')) throw new BadRequest('查询参数格式不正确')
  return query as RecordQuery
}

export async function trainingRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  app.get(`${T}/courses`, async (r) => ok(await courseList(ctx, currentUser(r), q(r).projectId)))
  app.post(`${T}/courses/:id/exams`, { schema: id }, async (r) => ok(await startExam(ctx, currentUser(r), idOf(r))))
  app.get(`${T}/exams/:id`, { schema: id }, async (r) => ok(await examDetail(ctx, currentUser(r), idOf(r))))
  app.put(`${T}/exams/:id/answers`, { schema: id }, async (r) => ok(await saveAnswer(ctx, currentUser(r), idOf(r), body(r)), '已保存'))
  app.post(`${T}/exams/:id/submit`, { schema: id }, async (r) => ok(await submitExam(ctx, currentUser(r), idOf(r), body(r)), '已交卷'))
  app.get(`${T}/records`, async (r) => ok(await recordList(ctx, currentUser(r), q(r))))
}
