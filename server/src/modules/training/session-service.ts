// Training sessions (培训班) and their sign-in (培训签到). The project's organisers (safety officers, the safety director,
// project managers) hold a session for one of the project's courses and invite members of the project; an invited
// person signs in once, with his hand signature, from SIGN_IN_EARLY_MINUTES before the start until the end, unless
// the session was closed; the organisers see who signed and who is missing and close it. Everyone reads the sessions
// he is invited to, organisers all of the project's; a signed-in session's hours count in the attendee's record.
// Nothing crosses projects.
import {
  SIGN_IN_EARLY_MINUTES, type CourseSessionRef, type InvitablePerson, type MyTrainingHours, type SessionCard, type SessionDetail, type SessionPage,
  type SessionPerson, type SessionState
} from '@shared/api/training-sessions'
import type { AppContext } from '../../context'
import type { TrainSessionTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { cleanSignImg } from '../files'
import { projectRepository } from '../projects'
import { holds, memberOf, requireProject, type Member } from '../tasks'
import { trainingRepository } from './repository'
import { sessionRepository as repo } from './session-repository'

export const ORGANISERS = ['safetyOfficer', 'safetyDirector', 'projectManager']
export const NO_SESSION = '培训班不存在或您无权访问'
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const MAX_PEOPLE = 500

export function sessionState(s: Pick<TrainSessionTable, 'closedAt' | 'startsAt' | 'endsAt'>, now: number): SessionState {
  if (s.closedAt !== null && s.closedAt !== undefined) return 'closed'
  if (now >= Number(s.endsAt)) return 'ended'
  return now < Number(s.startsAt) - SIGN_IN_EARLY_MINUTES * MINUTE ? 'upcoming' : 'signing'
}

const hoursOf = (tenths: number) => Number(tenths) / 10

function text(value: unknown, label: string, max: number, required: boolean): string {
  if (value === undefined || value === null) value = ''
  if (typeof value !== 'string') throw new BadRequest(`${label}格式不正确`)
  const v = value.trim()
  if (required && v === '') throw new BadRequest(`请填写${label}`)
  if (v.length > max) throw new BadRequest(`${label}不能超过${max}个字`)
  return v
}

function time(value: unknown, label: string): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0) throw new BadRequest(`请选择${label}`)
  return n
}

async function namesOf(ctx: AppContext, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter(Boolean))]
  if (unique.length === 0) return new Map()
  const rows = await ctx.db.selectFrom('baseUser').select(['id', 'realName']).where('id', 'in', unique).execute()
  return new Map(rows.map((r) => [r.id, r.realName]))
}

async function cardsOf(ctx: AppContext, me: string, rows: TrainSessionTable[]): Promise<SessionCard[]> {
  const ids = rows.map((s) => s.id)
  const [figures, mine, names, contracts, courses] = await Promise.all([
    repo.figures(ctx.db, ids), repo.mine(ctx.db, me, ids), namesOf(ctx, rows.map((s) => s.organiserUserId)),
    projectRepository.contractsByIds(ctx.db, [...new Set(rows.map((s) => s.contractId).filter(Boolean))]),
    Promise.all([...new Set(rows.map((s) => s.courseId))].map((id) => trainingRepository.course(ctx.db, id)))
  ])
  const now = ctx.clock.now()
  return rows.map((s) => {
    const f = figures.get(s.id) ?? { total: 0, signed: 0 }
    const my = mine.get(s.id)
    return {
      id: s.id, projectId: s.projectId, courseId: s.courseId, courseTitle: courses.find((c) => c?.id === s.courseId)?.title ?? '', title: s.title,
      place: s.place, trainer: s.trainer, hours: hoursOf(s.hoursTenths), startsAt: Number(s.startsAt), endsAt: Number(s.endsAt),
      sectionName: contracts.find((c) => c.id === s.contractId)?.enCode ?? '', state: sessionState(s, now), organiserName: names.get(s.organiserUserId) ?? '',
      invited: my !== undefined, signedAt: my?.signedAt === null || my?.signedAt === undefined ? null : Number(my.signedAt), total: f.total, signed: f.signed
    }
  })
}

export async function listSessions(ctx: AppContext, user: UserTable, q: { projectId?: string; scope?: string; page: number; size: number }): Promise<SessionPage> {
  const m = await memberOf(ctx, user)
  const projectId = requireProject(m, q.projectId)
  const scope = q.scope ?? 'mine'
  if (scope !== 'mine' && scope !== 'all') throw new BadRequest('范围不正确（mine 或 all）')
  const mayOrganise = holds(m, ORGANISERS)
  if (scope === 'all' && !mayOrganise) throw new BadRequest('您没有查看全部培训班的权限')
  const { rows, total } = await repo.page(ctx.db, { projectId, invitedUserId: scope === 'mine' ? user.id : undefined }, ctx.clock.now(), q.size, (q.page - 1) * q.size)
  return { list: await cardsOf(ctx, user.id, rows), pagination: { currentPage: q.page, pageSize: q.size, total }, mayOrganise }
}

/** the session when the user may read it: invited, or an organiser of its project */
async function readable(ctx: AppContext, m: Member, id: string): Promise<{ s: TrainSessionTable; invited: boolean; manages: boolean }> {
  const s = await repo.find(ctx.db, id)
  if (!s || (!m.admin && !m.projects.includes(s.projectId))) throw new BadRequest(NO_SESSION)
  const invited = (await repo.mine(ctx.db, m.user.id, [s.id])).has(s.id)
  const manages = s.organiserUserId === m.user.id || holds(m, ORGANISERS)
  if (!invited && !manages) throw new BadRequest(NO_SESSION)
  return { s, invited, manages }
}

export async function sessionDetail(ctx: AppContext, user: UserTable, id: string): Promise<SessionDetail> {
  const m = await memberOf(ctx, user)
  const { s, manages } = await readable(ctx, m, id)
  const [[card], people] = await Promise.all([cardsOf(ctx, user.id, [s]), repo.people(ctx.db, s.id)])
  const person = (r: (typeof people)[number]): SessionPerson => ({
    userId: r.userId, name: r.realName, organize: r.organize, signedAt: r.signedAt === null ? null : Number(r.signedAt), signature: r.signature
  })
  const mine = people.find((r) => r.userId === user.id)
  return {
    ...card, contractId: s.contractId, content: s.content, organiserUserId: s.organiserUserId, closedAt: s.closedAt === null ? null : Number(s.closedAt),
    mayManage: manages, signedPeople: manages ? people.filter((r) => r.signedAt !== null).map(person) : [],
    missingPeople: manages ? people.filter((r) => r.signedAt === null).map(person) : [], mySignature: mine?.signature ?? '', serverNow: ctx.clock.now()
  }
}

async function organiserIn(ctx: AppContext, user: UserTable, projectId: unknown): Promise<{ m: Member; projectId: string }> {
  const m = await memberOf(ctx, user)
  const id = requireProject(m, projectId)
  if (!holds(m, ORGANISERS)) throw new BadRequest('只有安全员、安全总监和项目经理可以组织培训')
  return { m, projectId: id }
}

export async function invitablePeople(ctx: AppContext, user: UserTable, projectId: unknown): Promise<InvitablePerson[]> {
  const { projectId: project } = await organiserIn(ctx, user, projectId)
  return (await repo.members(ctx.db, project)).map((u) => ({ userId: u.id, name: u.realName, organize: u.organize, sectionNames: u.sections.map((s) => s.code) }))
}

export async function createSession(ctx: AppContext, user: UserTable, body: Record<string, unknown>): Promise<SessionDetail> {
  const { projectId } = await organiserIn(ctx, user, body.projectId)
  if (typeof body.courseId !== 'string' || body.courseId === '') throw new BadRequest('请选择培训课程')
  const course = await trainingRepository.course(ctx.db, body.courseId)
  if (!course || course.projectId !== projectId || Number(course.enabled) !== 1) throw new BadRequest('培训课程不存在或不属于该项目')
  let contractId = ''
  if (body.contractId !== undefined && body.contractId !== null && body.contractId !== '') {
    if (typeof body.contractId !== 'string') throw new BadRequest('合同段格式不正确')
    const [c] = await projectRepository.contractsByIds(ctx.db, [body.contractId])
    if (!c || c.projectId !== projectId) throw new BadRequest('合同段不属于该项目')
    contractId = c.id
  }
  const title = text(body.title, '培训主题', 100, false) || course.title
  const place = text(body.place, '培训地点', 200, true)
  const trainer = text(body.trainer, '授课人', 50, true)
  const hours = typeof body.hours === 'string' && body.hours.trim() !== '' ? Number(body.hours) : body.hours
  if (typeof hours !== 'number' || !Number.isFinite(hours)) throw new BadRequest('请填写学时')
  const tenths = Math.round(hours * 10)
  if (Math.abs(hours * 10 - tenths) > 1e-6) throw new BadRequest('学时最多保留一位小数')
  if (tenths < 1 || tenths > 240) throw new BadRequest('学时应在0.1至24之间')
  const startsAt = time(body.startsAt, '开始时间')
  const endsAt = time(body.endsAt, '结束时间')
  if (endsAt <= startsAt) throw new BadRequest('结束时间必须晚于开始时间')
  if (endsAt - startsAt > DAY) throw new BadRequest('一次培训不能超过24小时')
  if (endsAt <= ctx.clock.now()) throw new BadRequest('结束时间必须晚于当前时间')
  const content = text(body.content, '培训内容', 1000, false)
  if (!Array.isArray(body.userIds) || body.userIds.some((u) => typeof u !== 'string' || u === '')) throw new BadRequest('请选择参训人员')
  const userIds = [...new Set(body.userIds as string[])]
  if (userIds.length === 0) throw new BadRequest('请选择参训人员')
  if (userIds.length > MAX_PEOPLE) throw new BadRequest(`参训人员不能超过${MAX_PEOPLE}人`)
  const members = new Set((await repo.members(ctx.db, projectId)).map((u) => u.id))
  if (userIds.some((u) => !members.has(u))) throw new BadRequest('参训人员须为本项目的在岗人员')
  const s: TrainSessionTable = {
    id: newId(), projectId, contractId, courseId: course.id, title, place, trainer, hoursTenths: tenths, startsAt, endsAt, content,
    organiserUserId: user.id, createdAt: ctx.clock.now(), closedAt: null, closedBy: ''
  }
  await ctx.db.transaction().execute((trx) => repo.insert(trx, s, userIds))
  return sessionDetail(ctx, user, s.id)
}

export async function signInSession(ctx: AppContext, user: UserTable, id: string, body: Record<string, unknown>): Promise<SessionDetail> {
  const m = await memberOf(ctx, user)
  const { s, invited } = await readable(ctx, m, id)
  if (!invited) throw new BadRequest('您不在本次培训的参训名单中')
  const now = ctx.clock.now()
  const state = sessionState(s, now)
  if (state === 'closed') throw new BadRequest('培训已结束签到')
  if (state === 'ended') throw new BadRequest('培训已结束，不能再签到')
  if (state === 'upcoming') throw new BadRequest(`培训开始前${SIGN_IN_EARLY_MINUTES}分钟才能签到`)
  const signature = cleanSignImg(body.signature)
  if (!signature) throw new BadRequest('请先手写签名')
  if (!(await repo.signIn(ctx.db, s.id, user.id, now, signature))) throw new BadRequest('您已签到')
  return sessionDetail(ctx, user, id)
}

export async function closeSession(ctx: AppContext, user: UserTable, id: string): Promise<SessionDetail> {
  const m = await memberOf(ctx, user)
  const { s, manages } = await readable(ctx, m, id)
  if (!manages) throw new BadRequest('只有培训组织人可以结束签到')
  if (!(await repo.close(ctx.db, s.id, ctx.clock.now(), user.id))) throw new BadRequest('培训已结束签到')
  return sessionDetail(ctx, user, id)
}

export async function myHours(ctx: AppContext, user: UserTable, projectId: unknown): Promise<MyTrainingHours> {
  const m = await memberOf(ctx, user)
  const project = requireProject(m, projectId)
  const rows = await repo.signedBy(ctx.db, user.id, project)
  return {
    totalHours: rows.reduce((n, r) => n + Number(r.hoursTenths), 0) / 10,
    sessions: rows.map((r) => ({ id: r.id, title: r.title, courseTitle: r.courseTitle, startsAt: Number(r.startsAt), hours: hoursOf(r.hoursTenths), signedAt: Number(r.signedAt) }))
  }
}

/** each course's session for the exam list: the newest I am invited to, else the project's newest */
export async function courseSessions(ctx: AppContext, projectId: string, userId: string): Promise<Map<string, CourseSessionRef>> {
  const rows = await repo.ofCourses(ctx.db, projectId, userId)
  const now = ctx.clock.now()
  const out = new Map<string, CourseSessionRef>()
  for (const invitedFirst of [true, false]) {
    for (const r of rows) {
      if (out.has(r.courseId) || (invitedFirst && !r.invited)) continue
      out.set(r.courseId, { id: r.id, title: r.title, startsAt: Number(r.startsAt), state: sessionState(r, now) })
    }
  }
  return out
}
