// The personal schedule (日程安排): my own entries (title, start and end, all-day, place, a reminder before the start,
// notes) and, read-only, my open tasks of the current project by their due date and my meetings by their day. Days are China days. Only the
// owner reads and changes an entry; a task shows only when the task centre counts it as mine.
import { TASK_STATE_NAMES, type TaskState } from '@shared/api/tasks'
import type { ScheduleDay, ScheduleEntry, ScheduleMeeting, ScheduleMonth, ScheduleTask } from '@shared/api/schedule'
import type { AppContext } from '../../context'
import type { ScheduleEntryTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { projectRepository } from '../projects'
import { chinaDay, dayText } from '../scheduler'
import { myMeetingsBetween } from '../supervision-meetings'
import { holds, memberOf, requireProject, SECTION_ACTORS, taskRepository, text, type Member } from '../tasks'
import { scheduleRepository } from './repository'

export const NO_ENTRY = '日程不存在或您无权访问'
const DAY = 86_400_000
const OFFSET = 8 * 3_600_000
const REMIND = [15, 60, 1440]
const OPEN: TaskState[] = ['pending', 'doing', 'returned']
const MAX_SPAN = 31 * DAY
const DATE = /^\d{4}-\d{2}-\d{2}$/
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/** the start (epoch ms) of a China day number */
const dayStart = (day: number) => day * DAY - OFFSET
const dayOf = (text: string) => Date.UTC(Number(text.slice(0, 4)), Number(text.slice(5, 7)) - 1, Number(text.slice(8, 10))) / DAY

export const entryOf = (e: ScheduleEntryTable): ScheduleEntry => ({
  id: e.id, title: e.title, startAt: Number(e.startAt), endAt: Number(e.endAt), allDay: Number(e.allDay) === 1, place: e.place,
  remindMinutes: e.remindMinutes === null ? null : Number(e.remindMinutes), notes: e.notes
})

async function myTasks(ctx: AppContext, m: Member, projectId: string | undefined, from: string, to: string): Promise<ScheduleTask[]> {
  if (!projectId) return []
  const id = requireProject(m, projectId)
  const { rows } = await taskRepository.list(ctx.db, {
    projectId: id, states: OPEN, dueBetween: [from, to],
    mineOf: { userId: m.user.id, contractIds: holds(m, SECTION_ACTORS) && !m.admin ? m.contracts : [] }
  }, 200, 0)
  const project = (await projectRepository.findById(ctx.db, id))?.fullName ?? ''
  return rows.map((t) => ({ id: t.id, billNo: t.billNo, title: t.title, dueDate: t.dueDate, stateName: TASK_STATE_NAMES[t.state as TaskState] ?? t.state, projectName: project }))
}

async function myMeetings(ctx: AppContext, m: Member, projectId: string | undefined, from: string, to: string): Promise<ScheduleMeeting[]> {
  return projectId ? myMeetingsBetween(ctx, m.user.id, requireProject(m, projectId), from, to) : []
}

export async function scheduleMonth(ctx: AppContext, user: UserTable, q: { month?: string; projectId?: string }): Promise<ScheduleMonth> {
  const mm = MONTH.exec(q.month ?? '')
  if (!mm) throw new BadRequest('月份格式不正确（yyyy-MM）')
  const m = await memberOf(ctx, user)
  const first = Date.UTC(Number(mm[1]), Number(mm[2]) - 1, 1) / DAY
  const next = Date.UTC(Number(mm[1]), Number(mm[2]), 1) / DAY
  const days = new Set<string>()
  for (const e of await scheduleRepository.between(ctx.db, user.id, dayStart(first), dayStart(next))) {
    const a = Math.max(first, chinaDay(Number(e.startAt)))
    const b = Math.min(next - 1, chinaDay(Number(e.endAt)))
    for (let d = a; d <= b; d++) days.add(dayText(d))
  }
  for (const t of await myTasks(ctx, m, q.projectId, dayText(first), dayText(next - 1))) days.add(t.dueDate)
  for (const meeting of await myMeetings(ctx, m, q.projectId, dayText(first), dayText(next - 1))) days.add(meeting.meetingDate)
  return { month: q.month!, days: [...days].sort() }
}

export async function scheduleDay(ctx: AppContext, user: UserTable, q: { date?: string; projectId?: string }): Promise<ScheduleDay> {
  const date = q.date ?? ''
  if (!DATE.test(date) || dayText(dayOf(date)) !== date) throw new BadRequest('日期格式不正确（yyyy-MM-dd）')
  const m = await memberOf(ctx, user)
  const d = dayOf(date)
  const [entries, tasks, meetings] = await Promise.all([
    scheduleRepository.between(ctx.db, user.id, dayStart(d), dayStart(d + 1)), myTasks(ctx, m, q.projectId, date, date),
    myMeetings(ctx, m, q.projectId, date, date)
  ])
  return { day: date, entries: entries.map(entryOf), tasks, meetings }
}

async function own(ctx: AppContext, user: UserTable, id: string): Promise<ScheduleEntryTable> {
  const e = await scheduleRepository.find(ctx.db, id)
  if (!e || e.userId !== user.id) throw new BadRequest(NO_ENTRY)
  return e
}

export async function scheduleEntry(ctx: AppContext, user: UserTable, id: string): Promise<ScheduleEntry> {
  return entryOf(await own(ctx, user, id))
}

function time(value: unknown, label: string): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0) throw new BadRequest(`请选择${label}`)
  return n
}

/** the entry's fields from the form; an all-day entry covers its China days whole */
function fieldsOf(ctx: AppContext, body: Record<string, unknown>) {
  const title = text(body.title, '日程标题', 100, true)
  if (body.allDay !== undefined && typeof body.allDay !== 'boolean') throw new BadRequest('全天格式不正确')
  const allDay = body.allDay === true
  let startAt = time(body.startAt, '开始时间')
  let endAt = time(body.endAt, '结束时间')
  if (allDay) {
    startAt = dayStart(chinaDay(startAt))
    endAt = dayStart(chinaDay(endAt) + 1) - 1
  }
  if (endAt < startAt) throw new BadRequest('结束时间不能早于开始时间')
  if (endAt - startAt > MAX_SPAN) throw new BadRequest('日程时长不能超过31天')
  const r = body.remindMinutes
  if (r !== undefined && r !== null && !(typeof r === 'number' && REMIND.includes(r))) throw new BadRequest('提醒时间不正确')
  const remindMinutes = typeof r === 'number' ? r : null
  const remindAt = remindMinutes === null ? null : startAt - remindMinutes * 60_000
  const now = ctx.clock.now()
  return {
    title, allDay: allDay ? 1 : 0, startAt, endAt, place: text(body.place, '地点', 100, false), notes: text(body.notes, '备注', 1000, false),
    remindMinutes, remindAt,
    // a reminder whose time has passed already is not sent
    remindedAt: remindAt !== null && remindAt <= now ? now : null
  }
}

export async function createEntry(ctx: AppContext, user: UserTable, body: Record<string, unknown>): Promise<ScheduleEntry> {
  const f = fieldsOf(ctx, body)
  const now = ctx.clock.now()
  const e: ScheduleEntryTable = { id: newId(), userId: user.id, ...f, createdAt: now, updatedAt: now }
  await scheduleRepository.insert(ctx.db, e)
  return entryOf(e)
}

export async function changeEntry(ctx: AppContext, user: UserTable, id: string, body: Record<string, unknown>): Promise<ScheduleEntry> {
  await own(ctx, user, id)
  const f = fieldsOf(ctx, body)
  await scheduleRepository.update(ctx.db, id, { ...f, updatedAt: ctx.clock.now() })
  return entryOf((await scheduleRepository.find(ctx.db, id))!)
}

export async function deleteEntry(ctx: AppContext, user: UserTable, id: string): Promise<void> {
  await own(ctx, user, id)
  await scheduleRepository.remove(ctx.db, id)
}
