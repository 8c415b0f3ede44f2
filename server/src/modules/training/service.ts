// Safety training exams. A member of a project sees its courses with his own best score; starting an exam draws the
// course's number of questions from its bank in random order and fixes the deadline by the server's clock; starting
// again while that exam is open resumes it (same questions, saved answers, the time left), so an app restart loses
// nothing. Each answer is saved as it is given; the correct answers leave the server only with the result. A
// submission within the deadline and its grace is scored with the saved answers and those sent with it; one after
// that is scored with what was saved in time (late), and an exam left open past its deadline is closed the same way
// the next time it is read. A failed course may be retaken; a passed one is done. Everyone reads his own records;
// the project's safety officers and managers read everyone's. Nothing crosses projects.
import crypto from 'node:crypto'
import {
  QUESTION_KIND_NAMES, TRAINING_GRACE_SECONDS, type ExamAttemptAnswer, type ExamAttemptVO, type ExamQuestionVO, type ExamRecordPage,
  type ExamResultVO, type QuestionKind, type SaveAnswerResult, type TrainingCourseVO
} from '@shared/api/training'
import type { AppContext } from '../../context'
import type { TrainAttemptTable, TrainCourseTable, TrainQuestionTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { holdsRole } from '../progress'
import { trainingRepository as repo } from './repository'
import { courseSessions } from './session-service'
import { cleanAnswer, isCorrect, joinKeys, keysOf, scoreOf, shuffled, splitKeys } from './scoring'

/** may read everyone's records of their projects */
export const RECORD_READERS = ['safetyOfficer', 'safetyDirector', 'projectManager', 'chiefEngineer']
const NO_COURSE = '课程不存在或您无权访问'
const NO_ATTEMPT = '考试不存在或您无权访问'
const GRACE = TRAINING_GRACE_SECONDS * 1000

type Body = Record<string, unknown>
type Answers = Record<string, string>

const isAdmin = (u: UserTable) => Number(u.isAdministrator) === 1

async function requireProject(ctx: AppContext, user: UserTable, projectId: unknown): Promise<string> {
  if (typeof projectId !== 'string' || projectId === '') throw new BadRequest('请选择项目')
  if (projectId.length > 64) throw new BadRequest('项目不正确')
  if (isAdmin(user)) return projectId
  if (!(await repo.relationIds(ctx.db, user.id, 'Project')).includes(projectId)) throw new BadRequest('您不是该项目的成员，无法查看其数据')
  return projectId
}

async function readableCourse(ctx: AppContext, user: UserTable, id: string): Promise<TrainCourseTable> {
  const course = await repo.course(ctx.db, id)
  if (!course || Number(course.enabled) !== 1) throw new BadRequest(NO_COURSE)
  if (!isAdmin(user) && !(await repo.relationIds(ctx.db, user.id, 'Project')).includes(course.projectId)) throw new BadRequest(NO_COURSE)
  return course
}

const parseAnswers = (text: string): Answers => {
  try {
    const v: unknown = JSON.parse(text)
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Answers) : {}
  } catch {
    return {}
  }
}
const parseIds = (text: string): string[] => {
  try {
    const v: unknown = JSON.parse(text)
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []
  } catch {
    return []
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

function questionVO(q: TrainQuestionTable): ExamQuestionVO {
  const texts = optionsOf(q)
  const keys = keysOf(texts.length)
  const kind = q.kind as QuestionKind
  return { id: q.id, kind, kindName: QUESTION_KIND_NAMES[kind] ?? q.kind, stem: q.stem, options: texts.map((text, i) => ({ key: keys[i], text })) }
}

const expired = (ctx: AppContext, a: TrainAttemptTable) => ctx.clock.now() > Number(a.deadline) + GRACE

async function questionsOf(ctx: AppContext, a: TrainAttemptTable): Promise<TrainQuestionTable[]> {
  const ids = parseIds(a.questionIds)
  const map = await repo.questions(ctx.db, ids)
  return ids.map((id) => map.get(id)).filter((q): q is TrainQuestionTable => q !== undefined)
}

/** the saved answers with those sent at submission over them ('' clears one) */
function merged(saved: Answers, sent: Answers): Answers {
  const out = { ...saved }
  for (const [qid, keys] of Object.entries(sent)) {
    if (keys === '') delete out[qid]
    else out[qid] = keys
  }
  return out
}

/**
 * closes an open attempt with its saved answers and those sent with the submission; the attempt as it is afterwards
 * (someone else may have closed it first). A save that lands between the read and the close changes the answers the
 * close is conditioned on: the attempt is read and scored again, so that answer counts too.
 */
async function close(ctx: AppContext, a: TrainAttemptTable, course: TrainCourseTable, sent: Answers, late: boolean): Promise<TrainAttemptTable> {
  const questions = await questionsOf(ctx, a)
  let now = a
  for (let round = 0; round < 20 && now.submittedAt === null; round++) {
    const answers = merged(parseAnswers(now.answers), sent)
    const { score, passed, correctCount } = scoreOf(questions.map((q) => isCorrect(q.answer, answers[q.id])), Number(course.passMark))
    const submittedAt = late ? Number(a.deadline) : ctx.clock.now()
    const set = { answers: JSON.stringify(answers), submittedAt, score, passed: passed ? 1 : 0, correctCount, late: late ? 1 : 0 }
    if (await repo.finish(ctx.db, a.id, now.answers, set)) break
    now = (await repo.attempt(ctx.db, a.id))!
  }
  return (await repo.attempt(ctx.db, a.id))!
}

/** the attempt, closed first when it was left open past its deadline */
async function current(ctx: AppContext, a: TrainAttemptTable, course: TrainCourseTable): Promise<TrainAttemptTable> {
  if (a.submittedAt === null && expired(ctx, a)) return close(ctx, a, course, {}, true)
  return a
}

async function openView(ctx: AppContext, a: TrainAttemptTable, course: TrainCourseTable): Promise<ExamAttemptVO> {
  const saved = parseAnswers(a.answers)
  const answers: Record<string, string[]> = {}
  for (const [id, keys] of Object.entries(saved)) answers[id] = splitKeys(keys)
  return {
    id: a.id, courseId: course.id, courseTitle: course.title, passMark: Number(course.passMark), state: 'open', startedAt: Number(a.startedAt),
    deadline: Number(a.deadline), serverNow: ctx.clock.now(), questions: (await questionsOf(ctx, a)).map(questionVO), answers
  }
}

async function resultView(ctx: AppContext, a: TrainAttemptTable, course: TrainCourseTable): Promise<ExamResultVO> {
  const saved = parseAnswers(a.answers)
  const questions = (await questionsOf(ctx, a)).map((q) => ({
    ...questionVO(q), myAnswer: splitKeys(saved[q.id] ?? ''), correctAnswer: splitKeys(q.answer), correct: isCorrect(q.answer, saved[q.id]), analysis: q.analysis
  }))
  return {
    id: a.id, courseId: course.id, courseTitle: course.title, passMark: Number(course.passMark), state: 'submitted', startedAt: Number(a.startedAt),
    deadline: Number(a.deadline), submittedAt: Number(a.submittedAt), late: Number(a.late) === 1, score: Number(a.score), passed: Number(a.passed) === 1,
    correctCount: Number(a.correctCount), totalCount: Number(a.totalCount), userName: await repo.userName(ctx.db, a.userId), questions
  }
}

export async function courseList(ctx: AppContext, user: UserTable, projectId: unknown): Promise<TrainingCourseVO[]> {
  const project = await requireProject(ctx, user, projectId)
  const [courses, attempts, sessions] = await Promise.all([repo.courses(ctx.db, project), repo.attemptsOf(ctx.db, user.id, project), courseSessions(ctx, project, user.id)])
  const out: TrainingCourseVO[] = []
  for (const c of courses) {
    let mine = attempts.filter((a) => a.courseId === c.id)
    mine = await Promise.all(mine.map((a) => current(ctx, a, c)))
    const done = mine.filter((a) => a.submittedAt !== null)
    const best = done.length ? Math.max(...done.map((a) => Number(a.score))) : null
    out.push({
      id: c.id, title: c.title, description: c.description, passMark: Number(c.passMark), timeLimitMinutes: Number(c.timeLimitMinutes),
      questionCount: Number(c.questionCount), attempts: done.length, bestScore: best, passed: done.some((a) => Number(a.passed) === 1),
      openAttemptId: mine.find((a) => a.submittedAt === null)?.id ?? null, session: sessions.get(c.id) ?? null
    })
  }
  return out
}

/** starts an exam of the course, or resumes the one still open */
export async function startExam(ctx: AppContext, user: UserTable, courseId: string): Promise<ExamAttemptVO> {
  const course = await readableCourse(ctx, user, courseId)
  const open = await repo.openAttempt(ctx.db, user.id, course.id)
  if (open) {
    const now = await current(ctx, open, course)
    if (now.submittedAt === null) return openView(ctx, now, course)
  }
  const mine = await repo.attemptsOf(ctx.db, user.id, course.projectId)
  if (mine.some((a) => a.courseId === course.id && Number(a.passed) === 1)) throw new BadRequest('您已通过该课程考试，无需重考')
  const bank = await repo.bank(ctx.db, course.id)
  if (bank.length === 0) throw new BadRequest('该课程暂无试题，请联系安全员')
  const drawn = shuffled(bank, (n) => crypto.randomInt(n)).slice(0, Math.max(1, Number(course.questionCount)))
  const startedAt = ctx.clock.now()
  const row: TrainAttemptTable = {
    id: newId(), projectId: course.projectId, courseId: course.id, userId: user.id, questionIds: JSON.stringify(drawn.map((q) => q.id)), answers: '{}',
    startedAt, deadline: startedAt + Number(course.timeLimitMinutes) * 60_000, submittedAt: null, score: null, passed: null, correctCount: null,
    totalCount: drawn.length, late: 0
  }
  try {
    await repo.insertAttempt(ctx.db, row)
  } catch (err) {
    // started meanwhile by another tap (one open exam per person and course): resume that one
    const other = await repo.openAttempt(ctx.db, user.id, course.id)
    if (!other) throw err
    return openView(ctx, other, course)
  }
  return openView(ctx, row, course)
}

async function ownAttempt(ctx: AppContext, user: UserTable, id: string): Promise<{ a: TrainAttemptTable; course: TrainCourseTable }> {
  const a = await repo.attempt(ctx.db, id)
  if (!a || a.userId !== user.id) throw new BadRequest(NO_ATTEMPT)
  const course = await repo.course(ctx.db, a.courseId)
  if (!course) throw new BadRequest(NO_ATTEMPT)
  return { a, course }
}

/** an exam: its questions and saved answers while open; its result once submitted (the owner, or a record reader of the project) */
export async function examDetail(ctx: AppContext, user: UserTable, id: string): Promise<ExamAttemptAnswer> {
  const a = await repo.attempt(ctx.db, id)
  if (!a) throw new BadRequest(NO_ATTEMPT)
  const course = await repo.course(ctx.db, a.courseId)
  if (!course) throw new BadRequest(NO_ATTEMPT)
  if (a.userId !== user.id) {
    // someone else's exam: its result only, and only for the project's record readers
    const projects = isAdmin(user) ? [a.projectId] : await repo.relationIds(ctx.db, user.id, 'Project')
    if (!projects.includes(a.projectId) || !(await holdsRole(ctx, user, RECORD_READERS))) throw new BadRequest(NO_ATTEMPT)
    const now = await current(ctx, a, course)
    if (now.submittedAt === null) throw new BadRequest('该考试尚未交卷')
    return resultView(ctx, now, course)
  }
  const now = await current(ctx, a, course)
  return now.submittedAt === null ? openView(ctx, now, course) : resultView(ctx, now, course)
}

async function answerOf(ctx: AppContext, a: TrainAttemptTable, questionId: unknown, value: unknown): Promise<[string, string]> {
  if (typeof questionId !== 'string' || questionId === '') throw new BadRequest('请指定题目')
  if (!parseIds(a.questionIds).includes(questionId)) throw new BadRequest('该题不在本次考试中')
  const q = (await repo.questions(ctx.db, [questionId])).get(questionId)
  if (!q) throw new BadRequest('该题不在本次考试中')
  return [questionId, joinKeys(cleanAnswer(value, q.kind as QuestionKind, optionsOf(q).length))]
}

export async function saveAnswer(ctx: AppContext, user: UserTable, id: string, body: Body): Promise<SaveAnswerResult> {
  const { a } = await ownAttempt(ctx, user, id)
  if (a.submittedAt !== null) throw new BadRequest('本次考试已交卷，不能再修改答案')
  if (expired(ctx, a)) throw new BadRequest('考试时间已到，答案未保存')
  const [qid, keys] = await answerOf(ctx, a, body.questionId, body.answer)
  if (!(await repo.setAnswer(ctx.db, ctx.dialect, a.id, qid, keys))) throw new BadRequest('本次考试已交卷，不能再修改答案')
  const now = ctx.clock.now()
  return { savedAt: now, deadline: Number(a.deadline), serverNow: now }
}

export async function submitExam(ctx: AppContext, user: UserTable, id: string, body: Body): Promise<ExamResultVO> {
  const { a, course } = await ownAttempt(ctx, user, id)
  if (a.submittedAt !== null) throw new BadRequest('本次考试已交卷')
  if (expired(ctx, a)) return resultView(ctx, await close(ctx, a, course, {}, true), course)
  const sent = body.answers
  if (sent !== undefined && sent !== null && (typeof sent !== 'object' || Array.isArray(sent))) throw new BadRequest('答案格式不正确')
  const answers: Answers = {}
  for (const [qid, value] of Object.entries((sent ?? {}) as Body)) {
    const [k, keys] = await answerOf(ctx, a, qid, value)
    answers[k] = keys
  }
  const closed = await close(ctx, a, course, answers, false)
  if (closed.submittedAt === null) throw new BadRequest('交卷失败，请重试')
  return resultView(ctx, closed, course)
}

export interface RecordQuery { projectId?: string; scope?: string; courseId?: string; passed?: string; keyword?: string; currentPage?: string; pageSize?: string }

const durationText = (ms: number) => {
  const s = Math.max(0, Math.round(ms / 1000))
  return `${Math.floor(s / 60)}分${String(s % 60).padStart(2, '0')}秒`
}

export async function recordList(ctx: AppContext, user: UserTable, q: RecordQuery): Promise<ExamRecordPage> {
  const projectId = await requireProject(ctx, user, q.projectId)
  const page = q.currentPage ? Number(q.currentPage) : 1
  const size = q.pageSize ? Number(q.pageSize) : 20
  if (!Number.isInteger(page) || page < 1 || page > 100_000 || !Number.isInteger(size) || size < 1 || size > 100) throw new BadRequest('分页参数不正确')
  const scope = q.scope ?? 'mine'
  if (scope !== 'mine' && scope !== 'all') throw new BadRequest('记录范围不正确（mine 或 all）')
  const mayReadAll = await holdsRole(ctx, user, RECORD_READERS)
  if (scope === 'all' && !mayReadAll) throw new BadRequest('您没有查看全部考试记录的权限')
  if (q.passed !== undefined && q.passed !== '' && q.passed !== '1' && q.passed !== '0') throw new BadRequest('是否通过应为 1 或 0')
  if (q.keyword && q.keyword.length > 50) throw new BadRequest('关键字不能超过50个字')
  if (q.courseId && q.courseId.length > 64) throw new BadRequest('课程不正确')
  const { rows, total } = await repo.recordPage(ctx.db, {
    projectId, userId: scope === 'mine' ? user.id : undefined, courseId: q.courseId || undefined,
    passed: q.passed === '1' ? true : q.passed === '0' ? false : undefined, keyword: scope === 'all' ? q.keyword || undefined : undefined
  }, size, (page - 1) * size)
  return {
    list: rows.map((r) => ({
      id: r.id, courseId: r.courseId, courseTitle: r.courseTitle, userId: r.userId, userName: r.userName, score: Number(r.score),
      passed: Number(r.passed) === 1, passMark: Number(r.passMark), correctCount: Number(r.correctCount), totalCount: Number(r.totalCount),
      startedAt: Number(r.startedAt), submittedAt: Number(r.submittedAt), durationText: durationText(Number(r.submittedAt) - Number(r.startedAt)),
      late: Number(r.late) === 1
    })),
    pagination: { currentPage: page, pageSize: size, total },
    mayReadAll
  }
}
