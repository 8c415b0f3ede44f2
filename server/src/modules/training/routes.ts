// /api/training/...: safety training exams (types/api/training.ts). Courses of a project with my standing, starting
// or resuming an exam, saving one answer, submitting, an exam's questions or result, and the exam records; the
// training sessions (培训班, types/api/training-sessions.ts): list, one with its sign-ins, holding one, signing in,
// closing it, the people who may be invited and my training hours; the course administration (课程管理) of the
// project's organisers: courses and their question banks.
import type { FastifyInstance } from 'fastify'
import { BadRequest } from '../../errors'
import { ok } from '../../lib/envelope'
import { currentUser } from '../../plugins/auth'
import { addQuestion, adminCourseDetail, adminCourseList, createCourse, deleteCourse, deleteQuestion, setQuestionEnabled, updateCourse, updateQuestion } from './admin-service'
import { courseList, examDetail, recordList, saveAnswer, startExam, submitExam, type RecordQuery } from './service'
import { closeSession, createSession, invitablePeople, listSessions, myHours, sessionDetail, signInSession } from './session-service'

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

  // course administration (课程管理) for the project's organisers
  const A = `${T}/course-admin`
  app.get(A, async (r) => ok(await adminCourseList(ctx, currentUser(r), (q(r) as Record<string, unknown>).projectId)))
  app.post(A, async (r) => ok(await createCourse(ctx, currentUser(r), body(r)), '课程已创建'))
  app.get(`${A}/:id`, { schema: id }, async (r) => ok(await adminCourseDetail(ctx, currentUser(r), idOf(r))))
  app.put(`${A}/:id`, { schema: id }, async (r) => ok(await updateCourse(ctx, currentUser(r), idOf(r), body(r)), '课程已保存'))
  app.delete(`${A}/:id`, { schema: id }, async (r) => ok(await deleteCourse(ctx, currentUser(r), idOf(r)), '课程已删除'))
  app.post(`${A}/:id/questions`, { schema: id }, async (r) => ok(await addQuestion(ctx, currentUser(r), idOf(r), body(r)), '题目已添加'))
  app.put(`${T}/questions/:id`, { schema: id }, async (r) => ok(await updateQuestion(ctx, currentUser(r), idOf(r), body(r)), '题目已保存'))
  app.put(`${T}/questions/:id/enabled`, { schema: id }, async (r) => ok(await setQuestionEnabled(ctx, currentUser(r), idOf(r), body(r)), '已更新'))
  app.delete(`${T}/questions/:id`, { schema: id }, async (r) => ok(await deleteQuestion(ctx, currentUser(r), idOf(r)), '题目已删除'))

  app.get(`${T}/sessions`, async (r) => {
    const query = q(r) as Record<string, string | undefined>
    const page = query.currentPage ? Number(query.currentPage) : 1
    const size = query.pageSize ? Number(query.pageSize) : 20
    if (!Number.isInteger(page) || page < 1 || page > 100_000 || !Number.isInteger(size) || size < 1 || size > 100) throw new BadRequest('分页参数不正确')
    return ok(await listSessions(ctx, currentUser(r), { projectId: query.projectId, scope: query.scope, page, size }))
  })
  app.get(`${T}/sessions/people`, async (r) => ok(await invitablePeople(ctx, currentUser(r), (q(r) as Record<string, unknown>).projectId)))
  app.get(`${T}/hours`, async (r) => ok(await myHours(ctx, currentUser(r), (q(r) as Record<string, unknown>).projectId)))
  app.get(`${T}/sessions/:id`, { schema: id }, async (r) => ok(await sessionDetail(ctx, currentUser(r), idOf(r))))
  app.post(`${T}/sessions`, async (r) => ok(await createSession(ctx, currentUser(r), body(r)), '培训班已创建'))
  app.post(`${T}/sessions/:id/sign`, { schema: id }, async (r) => ok(await signInSession(ctx, currentUser(r), idOf(r), body(r)), '签到成功'))
  app.post(`${T}/sessions/:id/close`, { schema: id }, async (r) => ok(await closeSession(ctx, currentUser(r), idOf(r)), '已结束签到'))
}
