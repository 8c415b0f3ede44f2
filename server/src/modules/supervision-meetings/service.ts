// Supervision meetings: called by a supervision engineer or a manager (待召开: scope, type, date and time, place,
// host, agenda, attendees, who are told); attendees sign themselves in on the meeting's day; the organiser or the
// host opens it (已召开, 待发布纪要), records the minutes, photos and resolutions (each with an owner, a person or a
// section, and a due date), and publishes the minutes (纪要已发布): every resolution becomes a task of the task
// centre in the same transaction, and the owners are told. A meeting not yet held may be cancelled with a reason.
// Each change is checked against the meeting's state and the caller's part in it, and made only if the meeting is
// still in the state it was read in.
import {
  MEETING_STATE_NAMES, MEETING_TYPES, type MeetingAction, type MeetingCard, type MeetingDetail, type MeetingOptions,
  type MeetingScope, type MeetingState, type MeetingType
} from '@shared/api/supervision-meetings'
import { TASK_STATE_NAMES, type TaskState } from '@shared/api/tasks'
import type { AppContext } from '../../context'
import type { SupervisionMeetingAttendeeTable, SupervisionMeetingTable, TaskItemTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { claimFiles, fileKeysIn, fileRefRepository, signedUploads } from '../files'
import { projectRepository } from '../projects'
import {
  announceTask, cleanFiles, insertTask, memberOf, parseFiles, requireProject, taskRepository, text, today, type Member
} from '../tasks'
import { NO_MEETING, mayOrganise, mayRead, mayRun, sectionsOf, textList } from './access'
import { agendaOf, attendeesOf, basicsOf, resolutionsOf } from './input'
import { tell } from './notify'
import { meetingRepository, type MeetingFilter } from './repository'

const SCOPES: MeetingScope[] = ['mine', 'organised', 'all']
const OPEN: MeetingState[] = ['draft', 'held']

const typeName = (t: string) => MEETING_TYPES.find((x) => x.value === t)?.label ?? t

// ---- reading ----

interface View {
  attendees: Map<string, SupervisionMeetingAttendeeTable[]>
  people: Map<string, { realName: string; organize: string }>
  sections: Map<string, { enCode: string; text: string }>
}

async function viewOf(ctx: AppContext, meetings: SupervisionMeetingTable[], more: string[] = [], moreSections: string[] = []): Promise<View> {
  const attendees = await meetingRepository.attendees(ctx.db, meetings.map((m) => m.id))
  const ids = [...meetings.flatMap((m) => [m.hostUserId, m.organiserUserId]), ...[...attendees.values()].flat().map((a) => a.userId), ...more]
  const contractIds = [...new Set([...meetings.flatMap(sectionsOf), ...moreSections].filter(Boolean))]
  const [people, contracts] = await Promise.all([meetingRepository.people(ctx.db, ids), projectRepository.contractsByIds(ctx.db, contractIds)])
  return { attendees, people, sections: new Map(contracts.map((c) => [c.id, { enCode: c.enCode, text: `${c.enCode} ${c.contractor || c.fullName}` }])) }
}

function card(mt: SupervisionMeetingTable, v: View, me: string): MeetingCard {
  const state = mt.state as MeetingState
  const attendees = v.attendees.get(mt.id) ?? []
  const mine = attendees.find((a) => a.userId === me)
  const sections = sectionsOf(mt)
  return {
    id: mt.id, meetingNo: mt.meetingNo, type: mt.type as MeetingType, typeName: typeName(mt.type), subject: mt.subject, meetingDate: mt.meetingDate,
    startTime: mt.startTime, place: mt.place, hostName: v.people.get(mt.hostUserId)?.realName ?? '',
    scopeText: sections.length ? sections.map((c) => v.sections.get(c)?.enCode ?? '').filter(Boolean).join('、') : '全线',
    state, stateName: MEETING_STATE_NAMES[state] ?? mt.state, attendeeCount: attendees.length,
    signedCount: attendees.filter((a) => a.signedAt !== null).length,
    mine: { attendee: Boolean(mine), signedAt: mine?.signedAt === null || mine?.signedAt === undefined ? null : Number(mine.signedAt) },
    creatorTime: Number(mt.creatorTime)
  }
}

function actionsOf(ctx: AppContext, m: Member, mt: SupervisionMeetingTable, attendees: SupervisionMeetingAttendeeTable[]): MeetingAction[] {
  const out: MeetingAction[] = []
  const run = mayRun(m, mt)
  const mine = attendees.find((a) => a.userId === m.user.id)
  if (OPEN.includes(mt.state as MeetingState) && mine && mine.signedAt === null && mt.meetingDate === today(ctx)) out.push('signIn')
  if (mt.state === 'draft' && run) out.push('edit', 'editMinutes', 'hold', 'cancel')
  if (mt.state === 'held' && run) out.push('editMinutes', 'publish')
  return out
}

export interface ListQuery { projectId?: string; scope?: string; state?: string; keyword?: string; page: number; size: number }

export async function listMeetings(ctx: AppContext, user: UserTable, q: ListQuery) {
  const m = await memberOf(ctx, user)
  const projectId = requireProject(m, q.projectId)
  const scope = (q.scope ?? 'mine') as MeetingScope
  if (!SCOPES.includes(scope)) throw new BadRequest('列表范围不正确')
  const states = q.state ? q.state.split(',') : undefined
  if (states?.some((s) => !(s in MEETING_STATE_NAMES))) throw new BadRequest('会议状态不正确')
  if (q.keyword && q.keyword.length > 50) throw new BadRequest('关键字不能超过50个字')
  const f: MeetingFilter = { projectId, states, keyword: q.keyword }
  if (!m.admin) f.readable = { userId: user.id, contracts: m.contracts }
  if (scope === 'mine') f.mineOf = user.id
  if (scope === 'organised') f.organisedBy = user.id
  const { rows, total } = await meetingRepository.list(ctx.db, f, q.size, (q.page - 1) * q.size)
  const v = await viewOf(ctx, rows)
  return { list: rows.map((mt) => card(mt, v, user.id)), pagination: { currentPage: q.page, pageSize: q.size, total } }
}

async function readable(ctx: AppContext, m: Member, id: string): Promise<{ mt: SupervisionMeetingTable; attendees: SupervisionMeetingAttendeeTable[] }> {
  const mt = await meetingRepository.find(ctx.db, id)
  if (!mt) throw new BadRequest(NO_MEETING)
  const attendees = (await meetingRepository.attendees(ctx.db, [id])).get(id) ?? []
  if (!mayRead(m, mt, attendees.map((a) => a.userId))) throw new BadRequest(NO_MEETING)
  return { mt, attendees }
}

export async function meetingDetail(ctx: AppContext, user: UserTable, id: string): Promise<MeetingDetail> {
  const m = await memberOf(ctx, user)
  const { mt, attendees } = await readable(ctx, m, id)
  const resolutions = await meetingRepository.resolutions(ctx.db, id)
  const v = await viewOf(ctx, [mt], resolutions.map((r) => r.ownerUserId), resolutions.map((r) => r.contractId))
  const tasks = new Map<string, TaskItemTable>()
  for (const r of resolutions) {
    if (!r.taskId) continue
    const t = await taskRepository.find(ctx.db, r.taskId)
    if (t) tasks.set(t.id, t)
  }
  return {
    ...card(mt, v, user.id), projectId: mt.projectId, contractIds: sectionsOf(mt), hostUserId: mt.hostUserId, organiserUserId: mt.organiserUserId,
    organiserName: v.people.get(mt.organiserUserId)?.realName ?? '', agenda: textList(mt.agenda), minutes: mt.minutes,
    photos: signedUploads(ctx, parseFiles(mt.photos)), cancelReason: mt.cancelReason, actions: actionsOf(ctx, m, mt, attendees),
    attendees: attendees.map((a) => ({
      userId: a.userId, realName: v.people.get(a.userId)?.realName ?? '', organize: v.people.get(a.userId)?.organize ?? '',
      signedAt: a.signedAt === null ? null : Number(a.signedAt)
    })),
    resolutions: resolutions.map((r) => {
      const t = tasks.get(r.taskId)
      return {
        id: r.id, content: r.content, ownerType: r.ownerType as 'user' | 'section', ownerUserId: r.ownerUserId, contractId: r.contractId,
        ownerText: r.ownerType === 'section' ? (v.sections.get(r.contractId)?.text ?? '') : (v.people.get(r.ownerUserId)?.realName ?? ''),
        dueDate: r.dueDate, taskId: r.taskId, taskBillNo: t?.billNo ?? '', taskStateName: t ? (TASK_STATE_NAMES[t.state as TaskState] ?? t.state) : ''
      }
    })
  }
}

/** whether the user may read the meeting (and so its photos) */
export async function mayReadMeeting(ctx: AppContext, user: UserTable, id: string): Promise<boolean> {
  try {
    await readable(ctx, await memberOf(ctx, user), id)
    return true
  } catch {
    return false
  }
}

export async function meetingOptions(ctx: AppContext, user: UserTable, projectId: unknown): Promise<MeetingOptions> {
  const m = await memberOf(ctx, user)
  const id = requireProject(m, projectId)
  const [users, sections] = await Promise.all([taskRepository.projectMembers(ctx.db, id), projectRepository.contractsOfProject(ctx.db, id)])
  return {
    mayOrganise: mayOrganise(m),
    users: users.map((u) => ({ id: u.id, realName: u.realName, organize: u.organize })),
    sections: sections.filter((s) => s.kind === 'construction').map((s) => ({ id: s.id, enCode: s.enCode, fullName: s.fullName }))
  }
}

// ---- changes ----

const PREFIX = (ctx: AppContext) => `HY-${today(ctx).slice(0, 4)}-`

export async function createMeeting(ctx: AppContext, user: UserTable, input: Record<string, unknown>): Promise<{ id: string; meetingNo: string }> {
  const m = await memberOf(ctx, user)
  const projectId = requireProject(m, input.projectId)
  if (!mayOrganise(m)) throw new BadRequest('只有监理工程师或项目管理人员可以组织会议')
  const b = await basicsOf(ctx, projectId, input)
  const attendeeIds = await attendeesOf(ctx, projectId, input.attendeeIds, b.hostUserId)
  const now = ctx.clock.now()
  const prefix = PREFIX(ctx)
  for (let attempt = 0; ; attempt++) {
    const meetingNo = `${prefix}${String((await meetingRepository.lastNumber(ctx.db, projectId, prefix)) + 1).padStart(3, '0')}`
    const mt: SupervisionMeetingTable = {
      id: newId(), projectId, contractIds: JSON.stringify(b.contractIds), meetingNo, type: b.type, subject: b.subject, meetingDate: b.meetingDate,
      startTime: b.startTime, place: b.place, hostUserId: b.hostUserId, organiserUserId: user.id, agenda: JSON.stringify(b.agenda), minutes: '',
      photos: '[]', state: 'draft', cancelReason: '', creatorTime: now, lastModifyTime: now, heldTime: null, publishedTime: null
    }
    try {
      await ctx.db.transaction().execute((trx) => meetingRepository.insert(trx, mt, attendeeIds))
    } catch (err) {
      // two meetings numbered at once: the later one takes the next number
      if (attempt < 2 && (await meetingRepository.lastNumber(ctx.db, projectId, prefix)) >= Number(meetingNo.slice(prefix.length))) continue
      throw err
    }
    await tell(ctx, user.id, attendeeIds, `会议通知：${b.subject}，${b.meetingDate} ${b.startTime}在${b.place}召开，请准时参加并现场签到`, mt)
    return { id: mt.id, meetingNo }
  }
}

function refuse(mt: SupervisionMeetingTable, what: string): never {
  if (mt.state === 'published') throw new BadRequest('会议纪要已发布，不能再修改')
  if (mt.state === 'cancelled') throw new BadRequest('会议已取消，不能再修改')
  throw new BadRequest(`会议${MEETING_STATE_NAMES[mt.state as MeetingState] ?? mt.state}，您不能${what}`)
}

async function runnable(ctx: AppContext, user: UserTable, id: string, action: MeetingAction, what: string) {
  const m = await memberOf(ctx, user)
  const r = await readable(ctx, m, id)
  if (!actionsOf(ctx, m, r.mt, r.attendees).includes(action)) {
    if (OPEN.includes(r.mt.state as MeetingState) && !mayRun(m, r.mt) && action !== 'signIn') throw new BadRequest(`只有会议的组织人或主持人可以${what}`)
    refuse(r.mt, what)
  }
  return { m, ...r }
}

/** PUT /:id while 待召开: the meeting's basics, agenda and attendees */
export async function editMeeting(ctx: AppContext, user: UserTable, id: string, input: Record<string, unknown>): Promise<MeetingDetail> {
  const { mt, attendees } = await runnable(ctx, user, id, 'edit', '修改会议')
  const b = await basicsOf(ctx, mt.projectId, input)
  const attendeeIds = await attendeesOf(ctx, mt.projectId, input.attendeeIds, b.hostUserId)
  const signed = attendees.filter((a) => a.signedAt !== null && !attendeeIds.includes(a.userId))
  if (signed.length) throw new BadRequest('已签到的参会人员不能移除')
  const now = ctx.clock.now()
  const done = await ctx.db.transaction().execute(async (trx) => {
    const set: Partial<SupervisionMeetingTable> = {
      contractIds: JSON.stringify(b.contractIds), type: b.type, subject: b.subject, meetingDate: b.meetingDate, startTime: b.startTime, place: b.place,
      hostUserId: b.hostUserId, agenda: JSON.stringify(b.agenda), lastModifyTime: now
    }
    if (!(await meetingRepository.update(trx, id, ['draft'], set))) return false
    await meetingRepository.setAttendees(trx, id, attendeeIds)
    return true
  })
  if (!done) throw new BadRequest('会议状态已变化，请刷新后重试')
  const added = attendeeIds.filter((u) => !attendees.some((a) => a.userId === u))
  const changed = b.meetingDate !== mt.meetingDate || b.startTime !== mt.startTime || b.place !== mt.place
  const after = { ...mt, meetingDate: b.meetingDate, startTime: b.startTime, place: b.place, subject: b.subject }
  if (changed) await tell(ctx, user.id, attendeeIds, `会议变更：${b.subject}改为${b.meetingDate} ${b.startTime}在${b.place}召开`, after)
  else if (added.length) await tell(ctx, user.id, added, `会议通知：${b.subject}，${b.meetingDate} ${b.startTime}在${b.place}召开，请准时参加并现场签到`, after)
  return meetingDetail(ctx, user, id)
}

/** PUT /:id/minutes while 待召开 or 待发布纪要: the agenda, attendees, minutes, photos and resolutions */
export async function saveMinutes(ctx: AppContext, user: UserTable, id: string, input: Record<string, unknown>): Promise<MeetingDetail> {
  const { mt, attendees } = await runnable(ctx, user, id, 'editMinutes', '修改会议纪要')
  const agenda = input.agenda === undefined ? textList(mt.agenda) : agendaOf(input.agenda)
  const attendeeIds = input.attendeeIds === undefined ? attendees.map((a) => a.userId) : await attendeesOf(ctx, mt.projectId, input.attendeeIds, mt.hostUserId)
  if (attendees.some((a) => a.signedAt !== null && !attendeeIds.includes(a.userId))) throw new BadRequest('已签到的参会人员不能移除')
  const minutes = text(input.minutes, '会议纪要', 5000, false)
  const photos = cleanFiles(input.photos, '会议照片')
  const resolutions = await resolutionsOf(ctx, mt, input.resolutions)
  const keys = await claimFiles(ctx, user, fileKeysIn(photos))
  const now = ctx.clock.now()
  const done = await ctx.db.transaction().execute(async (trx) => {
    const set = { agenda: JSON.stringify(agenda), minutes, photos: JSON.stringify(photos), lastModifyTime: now }
    if (!(await meetingRepository.update(trx, id, [mt.state], set))) return false
    await meetingRepository.setAttendees(trx, id, attendeeIds)
    await meetingRepository.setResolutions(trx, id, resolutions)
    await fileRefRepository.replace(trx, 'supervisionMeeting', id, keys)
    return true
  })
  if (!done) throw new BadRequest('会议状态已变化，请刷新后重试')
  return meetingDetail(ctx, user, id)
}

/** an attendee signs in on the meeting's day; the time is kept */
export async function signIn(ctx: AppContext, user: UserTable, id: string): Promise<MeetingDetail> {
  const m = await memberOf(ctx, user)
  const { mt, attendees } = await readable(ctx, m, id)
  const mine = attendees.find((a) => a.userId === user.id)
  if (!mine) throw new BadRequest('您不在本次会议的参会人员名单中')
  if (mine.signedAt !== null) throw new BadRequest('您已签到')
  if (!OPEN.includes(mt.state as MeetingState)) refuse(mt, '签到')
  if (mt.meetingDate !== today(ctx)) throw new BadRequest(`只能在会议当天（${mt.meetingDate}）签到`)
  const now = ctx.clock.now()
  const done = await ctx.db.transaction().execute(async (trx) => {
    if (!(await meetingRepository.update(trx, id, OPEN, { lastModifyTime: now }))) return false
    return meetingRepository.signIn(trx, id, user.id, now)
  })
  if (!done) throw new BadRequest('会议状态已变化，请刷新后重试')
  return meetingDetail(ctx, user, id)
}

/** the organiser or the host opens the meeting (on or after its day): 待发布纪要 */
export async function holdMeeting(ctx: AppContext, user: UserTable, id: string): Promise<MeetingDetail> {
  const { mt } = await runnable(ctx, user, id, 'hold', '开始会议')
  if (mt.meetingDate > today(ctx)) throw new BadRequest(`会议定于${mt.meetingDate}召开，未到会议日期`)
  const now = ctx.clock.now()
  if (!(await meetingRepository.update(ctx.db, id, ['draft'], { state: 'held', heldTime: now, lastModifyTime: now }))) {
    throw new BadRequest('会议状态已变化，请刷新后重试')
  }
  return meetingDetail(ctx, user, id)
}

export async function cancelMeeting(ctx: AppContext, user: UserTable, id: string, input: Record<string, unknown>): Promise<MeetingDetail> {
  const { mt, attendees } = await runnable(ctx, user, id, 'cancel', '取消会议')
  const reason = text(input.reason, '取消原因', 500, true)
  const now = ctx.clock.now()
  if (!(await meetingRepository.update(ctx.db, id, ['draft'], { state: 'cancelled', cancelReason: reason, lastModifyTime: now }))) {
    throw new BadRequest('会议状态已变化，请刷新后重试')
  }
  await tell(ctx, user.id, attendees.map((a) => a.userId), `会议取消：${mt.subject}，原因：${reason}`, mt)
  return meetingDetail(ctx, user, id)
}

/**
 * The minutes are published: the meeting is closed to changes and each resolution becomes a task (待接收) of its
 * owner, published by the one who publishes the minutes, in one transaction; the attendees and owners are told.
 */
export async function publishMinutes(ctx: AppContext, user: UserTable, id: string): Promise<MeetingDetail> {
  const { mt, attendees } = await runnable(ctx, user, id, 'publish', '发布会议纪要')
  if (!mt.minutes.trim()) throw new BadRequest('请先填写会议纪要')
  const stored = await meetingRepository.resolutions(ctx.db, id)
  // the owners and dates are checked again: a person may have left the project, a date passed since they were saved
  const resolutions = await resolutionsOf(ctx, mt, stored.map((r) => ({ ...r, contractId: r.contractId })))
  const now = ctx.clock.now()
  const tasks = await ctx.db.transaction().execute(async (trx) => {
    if (!(await meetingRepository.update(trx, id, ['held'], { state: 'published', publishedTime: now, lastModifyTime: now }))) return null
    const made: TaskItemTable[] = []
    for (const r of resolutions) {
      const title = `${r.content.length > 60 ? `${r.content.slice(0, 59)}…` : r.content}`
      const t = await insertTask(trx, ctx, user.id, {
        projectId: mt.projectId, title, priority: 2, dueDate: r.dueDate, attachments: [],
        content: `${typeName(mt.type)}（${mt.meetingNo} ${mt.subject}，${mt.meetingDate}）决议事项：${r.content}`,
        assignType: r.ownerType as 'user' | 'section', assigneeIds: r.ownerUserId ? [r.ownerUserId] : [], contractId: r.contractId
      })
      await meetingRepository.linkTask(trx, stored[made.length].id, t.id)
      made.push(t)
    }
    return made
  })
  if (!tasks) throw new BadRequest('会议状态已变化，请刷新后重试')
  for (const t of tasks) await announceTask(ctx, user.id, t)
  await tell(ctx, user.id, attendees.map((a) => a.userId), `会议纪要已发布：${mt.subject}${tasks.length ? `，决议事项${tasks.length}项已转为任务` : ''}`, mt)
  return meetingDetail(ctx, user, id)
}
