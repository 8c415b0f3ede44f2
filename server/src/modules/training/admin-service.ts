// Course administration (课程管理) for the project's organisers (ORGANISERS, the same people who hold training
// sessions): courses of the project with their question banks. A course is a draft until published (trainCourse.
// enabled); workers see published courses only. Publishing needs at least as many enabled questions as one exam
// draws, and a published course keeps that many. A question drawn in an exam is never deleted and keeps its kind,
// options and answer (the past results are read against them): it can only be disabled, so new exams no longer
// draw it. A course with exams cannot be deleted, only unpublished. Nothing crosses projects.
import {
  OPTION_MAX, PASS_MARK_MAX, PASS_MARK_MIN, QUESTION_KIND_NAMES, type CourseAdminCard, type CourseAdminDetail, type CourseAdminList,
  type QuestionAdminVO, type QuestionKind
} from '@shared/api/training'
import type { AppContext } from '../../context'
import type { TrainCourseTable, TrainQuestionTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { holds, memberOf, requireProject, type Member } from '../tasks'
import { courseAdminRepository as repo } from './admin-repository'
import { trainingRepository } from './repository'
import { JUDGE_OPTIONS, joinKeys, keysOf, splitKeys } from './scoring'
import { ORGANISERS } from './session-service'

type Body = Record<string, unknown>
const NO_COURSE = '课程不存在或您无权访问'
const NO_QUESTION = '题目不存在或您无权访问'
const NOT_ORGANISER = '只有安全员、安全总监和项目经理可以管理培训课程'

function text(value: unknown, label: string, max: number, required: boolean): string {
  if (value === undefined || value === null) value = ''
  if (typeof value !== 'string') throw new BadRequest(`${label}格式不正确`)
  const v = value.trim()
  if (required && v === '') throw new BadRequest(`请填写${label}`)
  if (v.length > max) throw new BadRequest(`${label}不能超过${max}个字`)
  return v
}

function whole(value: unknown, label: string, min: number, max: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  if (n === undefined || n === null || n === '') throw new BadRequest(`请填写${label}`)
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) throw new BadRequest(`${label}应为 ${min} 到 ${max} 之间的整数`)
  return n
}

function flag(value: unknown, label: string): boolean {
  if (value === true || value === 1 || value === '1') return true
  if (value === false || value === 0 || value === '0' || value === undefined || value === null) return false
  throw new BadRequest(`${label}格式不正确`)
}

async function organiser(ctx: AppContext, user: UserTable, projectId: unknown): Promise<{ m: Member; projectId: string }> {
  const m = await memberOf(ctx, user)
  const id = requireProject(m, projectId)
  if (!holds(m, ORGANISERS)) throw new BadRequest(NOT_ORGANISER)
  return { m, projectId: id }
}

/** the course, when the user is an organiser of its project */
async function managedCourse(ctx: AppContext, user: UserTable, id: string): Promise<TrainCourseTable> {
  const course = await trainingRepository.course(ctx.db, id)
  const m = await memberOf(ctx, user)
  if (!course || (!m.admin && !m.projects.includes(course.projectId))) throw new BadRequest(NO_COURSE)
  if (!holds(m, ORGANISERS)) throw new BadRequest(NOT_ORGANISER)
  return course
}

async function managedQuestion(ctx: AppContext, user: UserTable, id: string): Promise<{ q: TrainQuestionTable; course: TrainCourseTable }> {
  const q = await repo.question(ctx.db, id)
  if (!q) throw new BadRequest(NO_QUESTION)
  try {
    return { q, course: await managedCourse(ctx, user, q.courseId) }
  } catch (err) {
    if (err instanceof BadRequest && err.message === NO_COURSE) throw new BadRequest(NO_QUESTION)
    throw err
  }
}

const optionsOf = (q: TrainQuestionTable): string[] => {
  try {
    const v: unknown = JSON.parse(q.options)
    return Array.isArray(v) ? v.map(String) : []
  } catch {
    return []
  }
}

function card(c: TrainCourseTable, f: { total: number; enabled: number; attempts: number } | undefined): CourseAdminCard {
  return {
    id: c.id, title: c.title, description: c.description, passMark: Number(c.passMark), timeLimitMinutes: Number(c.timeLimitMinutes),
    questionCount: Number(c.questionCount), published: Number(c.enabled) === 1, enabledQuestions: f?.enabled ?? 0, totalQuestions: f?.total ?? 0,
    attempts: f?.attempts ?? 0
  }
}

function questionVO(q: TrainQuestionTable, used: Set<string>): QuestionAdminVO {
  const kind = q.kind as QuestionKind
  return {
    id: q.id, kind, kindName: QUESTION_KIND_NAMES[kind] ?? q.kind, stem: q.stem, options: optionsOf(q), answer: splitKeys(q.answer), analysis: q.analysis,
    enabled: Number(q.enabled) === 1, used: used.has(q.id)
  }
}

/** the project's courses, drafts too, for its organisers; mayManage false (and no courses) for everyone else */
export async function adminCourseList(ctx: AppContext, user: UserTable, projectId: unknown): Promise<CourseAdminList> {
  const m = await memberOf(ctx, user)
  const project = requireProject(m, projectId)
  if (!holds(m, ORGANISERS)) return { mayManage: false, courses: [] }
  const [courses, figures] = await Promise.all([repo.allCourses(ctx.db, project), repo.figures(ctx.db, project)])
  return { mayManage: true, courses: courses.map((c) => card(c, figures.get(c.id))) }
}

export async function adminCourseDetail(ctx: AppContext, user: UserTable, id: string): Promise<CourseAdminDetail> {
  const course = await managedCourse(ctx, user, id)
  const [figures, bank, used] = await Promise.all([repo.figures(ctx.db, course.projectId), repo.wholeBank(ctx.db, id), repo.usedQuestionIds(ctx.db, id)])
  return { ...card(course, figures.get(id)), projectId: course.projectId, questions: bank.map((q) => questionVO(q, used)) }
}

function courseFields(body: Body) {
  return {
    title: text(body.title, '课程名称', 100, true),
    description: text(body.description, '课程简介', 500, false),
    passMark: whole(body.passMark, '合格分数', PASS_MARK_MIN, PASS_MARK_MAX),
    timeLimitMinutes: whole(body.timeLimitMinutes, '考试时长（分钟）', 1, 300),
    questionCount: whole(body.questionCount, '每次抽题数', 1, 200),
    published: flag(body.published, '是否发布')
  }
}

const tooFew = (count: number, enabled: number) => `发布的课程每次抽题 ${count} 道，启用的题目只有 ${enabled} 道，请先添加或启用题目，或减少抽题数`

export async function createCourse(ctx: AppContext, user: UserTable, body: Body): Promise<CourseAdminDetail> {
  const { projectId } = await organiser(ctx, user, body.projectId)
  const f = courseFields(body)
  // a new course has no questions yet: it starts as a draft and is published once its bank is filled
  if (f.published) throw new BadRequest(tooFew(f.questionCount, 0))
  const existing = await repo.allCourses(ctx.db, projectId)
  const row: TrainCourseTable = {
    id: newId(), projectId, title: f.title, description: f.description, passMark: f.passMark, timeLimitMinutes: f.timeLimitMinutes,
    questionCount: f.questionCount, enabled: 0, sortCode: existing.reduce((max, c) => Math.max(max, Number(c.sortCode) + 1), 0), creatorTime: ctx.clock.now()
  }
  await repo.insertCourse(ctx.db, row)
  return adminCourseDetail(ctx, user, row.id)
}

export async function updateCourse(ctx: AppContext, user: UserTable, id: string, body: Body): Promise<CourseAdminDetail> {
  const course = await managedCourse(ctx, user, id)
  const f = courseFields(body)
  if (f.published) {
    const enabled = (await repo.wholeBank(ctx.db, id)).filter((q) => Number(q.enabled) === 1).length
    if (f.questionCount > enabled) throw new BadRequest(tooFew(f.questionCount, enabled))
  }
  await repo.updateCourse(ctx.db, course.id, {
    title: f.title, description: f.description, passMark: f.passMark, timeLimitMinutes: f.timeLimitMinutes, questionCount: f.questionCount, enabled: f.published ? 1 : 0
  })
  return adminCourseDetail(ctx, user, id)
}

export async function deleteCourse(ctx: AppContext, user: UserTable, id: string): Promise<null> {
  const course = await managedCourse(ctx, user, id)
  if (!(await repo.deleteCourse(ctx.db, course.id))) throw new BadRequest('该课程已有人参加考试，不能删除，可取消发布')
  return null
}

/** the question's kind, options and answer as given, checked */
function questionFields(body: Body) {
  const kind = body.kind
  if (kind !== 'single' && kind !== 'multiple' && kind !== 'judge') throw new BadRequest('请选择题型（单选题、多选题或判断题）')
  const stem = text(body.stem, '题干', 500, true)
  const analysis = text(body.analysis, '答案解析', 1000, false)
  let options: string[]
  if (kind === 'judge') options = JUDGE_OPTIONS
  else {
    if (!Array.isArray(body.options)) throw new BadRequest('请填写选项')
    if (body.options.length < 2) throw new BadRequest('选择题至少需要两个选项')
    if (body.options.length > OPTION_MAX) throw new BadRequest(`选项最多 ${OPTION_MAX} 个（A–F）`)
    options = body.options.map((o, i) => text(o, `选项${keysOf(OPTION_MAX)[i]}`, 200, true))
    if (new Set(options).size !== options.length) throw new BadRequest('选项内容不能重复')
  }
  const keys = keysOf(options.length)
  if (!Array.isArray(body.answer) || body.answer.some((k) => typeof k !== 'string')) throw new BadRequest('请选择正确答案')
  const answer = [...new Set(body.answer as string[])]
  const bad = answer.find((k) => !keys.includes(k))
  if (bad !== undefined) throw new BadRequest(`正确答案“${bad.slice(0, 8)}”不是本题的选项，可选 ${keys.join('、')}`)
  if (kind === 'multiple' && answer.length < 2) throw new BadRequest('多选题至少需要两个正确答案')
  if (kind !== 'multiple' && answer.length !== 1) throw new BadRequest(kind === 'judge' ? '判断题请选择“正确”或“错误”' : '单选题只能有一个正确答案')
  return { kind, stem, analysis, options: JSON.stringify(options), answer: joinKeys(answer) }
}

export async function addQuestion(ctx: AppContext, user: UserTable, courseId: string, body: Body): Promise<QuestionAdminVO> {
  const course = await managedCourse(ctx, user, courseId)
  const f = questionFields(body)
  const row: TrainQuestionTable = { id: newId(), courseId: course.id, ...f, sortCode: await repo.nextSortCode(ctx.db, course.id), enabled: 1 }
  await repo.insertQuestion(ctx.db, row)
  return questionVO(row, new Set())
}

export async function updateQuestion(ctx: AppContext, user: UserTable, id: string, body: Body): Promise<QuestionAdminVO> {
  const { q, course } = await managedQuestion(ctx, user, id)
  const f = questionFields(body)
  const used = await repo.usedQuestionIds(ctx.db, course.id)
  if (used.has(q.id) && (f.kind !== q.kind || f.options !== q.options || f.answer !== q.answer)) {
    throw new BadRequest('该题已被考试抽到，不能修改题型、选项和答案；如需调整，请停用本题后新增题目')
  }
  await repo.updateQuestion(ctx.db, q.id, f)
  return questionVO({ ...q, ...f }, used)
}

/** enables or disables a question; a published course keeps enough enabled questions for one exam */
export async function setQuestionEnabled(ctx: AppContext, user: UserTable, id: string, body: Body): Promise<QuestionAdminVO> {
  const { q, course } = await managedQuestion(ctx, user, id)
  const enabled = flag(body.enabled, '启用状态')
  if (!enabled && Number(course.enabled) === 1 && Number(q.enabled) === 1) {
    const left = (await repo.wholeBank(ctx.db, course.id)).filter((x) => Number(x.enabled) === 1).length - 1
    if (left < Number(course.questionCount)) throw new BadRequest(`课程已发布，每次抽题 ${course.questionCount} 道，停用后启用的题目不足，请先添加题目或取消发布`)
  }
  await repo.updateQuestion(ctx.db, q.id, { enabled: enabled ? 1 : 0 })
  return questionVO({ ...q, enabled: enabled ? 1 : 0 }, await repo.usedQuestionIds(ctx.db, course.id))
}

export async function deleteQuestion(ctx: AppContext, user: UserTable, id: string): Promise<null> {
  const { q, course } = await managedQuestion(ctx, user, id)
  if ((await repo.usedQuestionIds(ctx.db, course.id)).has(q.id)) throw new BadRequest('该题已有人作答，不能删除，可停用')
  if (Number(course.enabled) === 1 && Number(q.enabled) === 1) {
    const left = (await repo.wholeBank(ctx.db, course.id)).filter((x) => Number(x.enabled) === 1).length - 1
    if (left < Number(course.questionCount)) throw new BadRequest(`课程已发布，每次抽题 ${course.questionCount} 道，删除后启用的题目不足，请先添加题目或取消发布`)
  }
  await repo.deleteQuestion(ctx.db, q.id)
  return null
}
