// The daily work log (工作日志). Each person writes one log a day (the China day) in a project: weather, what was
// done, problems, tomorrow's plan and photos; he may share it with his manager (base_user.manager_id), who reads it
// in 下属日志 and comments on it (the author hears of the comment). Only the author changes his log, and only within
// WORK_LOG_EDIT_DAYS of its date; a log is read by its author, the manager it is shared with, and administrators,
// while they belong to its project.
import type { RecordLinkBody } from '@shared/api/message'
import { WORK_LOG_EDIT_DAYS, WORK_LOG_LINK_MODEL, WORK_LOG_WEATHERS, type WorkLogCard, type WorkLogDetail } from '@shared/api/work-log'
import type { AppContext } from '../../context'
import type { UserTable, WorkLogTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { claimFiles, fileKeysIn, fileRefRepository, signedUploads } from '../files'
import { createMessage } from '../message'
import { cleanFiles, memberOf, parseFiles, requireProject, taskRepository, text, today, type Member } from '../tasks'
import { workLogRepository } from './repository'

export const NO_WORK_LOG = '工作日志不存在或您无权访问'
const DATE = /^\d{4}-\d{2}-\d{2}$/
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/
const DAY = 86_400_000

const dayNumber = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10))) / DAY
const validDate = (d: string) => DATE.test(d) && new Date(dayNumber(d) * DAY).toISOString().slice(0, 10) === d
/** within the days a log may still be written or changed (today included) */
const editableDay = (ctx: AppContext, d: string) => dayNumber(today(ctx)) - dayNumber(d) <= WORK_LOG_EDIT_DAYS

async function cardsOf(ctx: AppContext, rows: WorkLogTable[]): Promise<WorkLogCard[]> {
  const [names, comments] = await Promise.all([
    taskRepository.names(ctx.db, rows.map((r) => r.userId)), workLogRepository.commentCounts(ctx.db, rows.map((r) => r.id))
  ])
  return rows.map((r) => ({
    id: r.id, logDate: r.logDate, weather: r.weather, done: r.done, authorName: names.get(r.userId) ?? '', shared: Number(r.shared) === 1,
    photoCount: parseFiles(r.photos).length, commentCount: comments.get(r.id) ?? 0
  }))
}

export async function listWorkLogs(ctx: AppContext, user: UserTable, q: { projectId?: string; scope?: string; month?: string; page: number; size: number }) {
  const m = await memberOf(ctx, user)
  const projectId = requireProject(m, q.projectId)
  const scope = q.scope ?? 'mine'
  if (scope !== 'mine' && scope !== 'team') throw new BadRequest('日志范围不正确')
  if (q.month !== undefined && q.month !== '' && !MONTH.test(q.month)) throw new BadRequest('月份格式不正确（yyyy-MM）')
  const f = { projectId, month: q.month || undefined, ...(scope === 'mine' ? { userId: user.id } : { managerUserId: user.id }) }
  const { rows, total } = await workLogRepository.list(ctx.db, f, q.size, (q.page - 1) * q.size)
  return { list: await cardsOf(ctx, rows), pagination: { currentPage: q.page, pageSize: q.size, total } }
}

const mayRead = (m: Member, log: WorkLogTable) =>
  m.admin || (m.projects.includes(log.projectId) && (log.userId === m.user.id || (Number(log.shared) === 1 && log.managerUserId === m.user.id)))

async function readable(ctx: AppContext, m: Member, id: string): Promise<WorkLogTable> {
  const log = await workLogRepository.find(ctx.db, id)
  if (!log || !mayRead(m, log)) throw new BadRequest(NO_WORK_LOG)
  return log
}

/** the file check of file_ref 'workLog': its author and the manager it is shared with */
export async function mayReadWorkLog(ctx: AppContext, user: UserTable, id: string): Promise<boolean> {
  const log = await workLogRepository.find(ctx.db, id)
  return log !== undefined && mayRead(await memberOf(ctx, user), log)
}

export async function workLogDetail(ctx: AppContext, user: UserTable, id: string): Promise<WorkLogDetail> {
  const m = await memberOf(ctx, user)
  const log = await readable(ctx, m, id)
  const comments = await workLogRepository.comments(ctx.db, id)
  const [[card], names] = await Promise.all([cardsOf(ctx, [log]), taskRepository.names(ctx.db, [log.managerUserId, ...comments.map((c) => c.userId)])])
  const shared = Number(log.shared) === 1
  return {
    ...card, projectId: log.projectId, userId: log.userId, problems: log.problems, plan: log.plan,
    photos: signedUploads(ctx, parseFiles(log.photos)), managerName: names.get(log.managerUserId) ?? '',
    comments: comments.map((c) => ({ id: c.id, userName: names.get(c.userId) ?? '', content: c.content, createdAt: Number(c.createdAt) })),
    editable: log.userId === user.id && editableDay(ctx, log.logDate), mayComment: shared && log.managerUserId === user.id,
    createdAt: Number(log.createdAt), updatedAt: Number(log.updatedAt)
  }
}

function fieldsOf(body: Record<string, unknown>) {
  const weather = text(body.weather, '天气', 20, false)
  if (weather && !(WORK_LOG_WEATHERS as readonly string[]).includes(weather)) throw new BadRequest('天气不正确')
  if (body.shared !== undefined && typeof body.shared !== 'boolean') throw new BadRequest('共享设置格式不正确')
  return {
    weather, done: text(body.done, '今日工作', 2000, true), problems: text(body.problems, '存在问题', 1000, false),
    plan: text(body.plan, '明日计划', 1000, false), photos: cleanFiles(body.photos, '现场照片'), shared: body.shared === true
  }
}

/** my manager when the log is to be shared (refused when I have none) */
function managerOf(user: UserTable, shared: boolean): string {
  if (!shared) return ''
  if (!user.managerId) throw new BadRequest('您尚未设置直属上级，无法共享日志')
  return user.managerId
}

async function tellManager(ctx: AppContext, user: UserTable, log: WorkLogTable): Promise<void> {
  const body: RecordLinkBody = { modelId: WORK_LOG_LINK_MODEL, id: log.id, content: log.done }
  try {
    await createMessage(ctx, { toUserIds: [log.managerUserId], type: 3, title: `${user.realName}的工作日志（${log.logDate}）`, bodyText: JSON.stringify(body), creatorUserId: user.id })
  } catch (err) {
    ctx.log.warn({ err, logId: log.id }, 'work log message could not be sent')
  }
}

export async function writeWorkLog(ctx: AppContext, user: UserTable, body: Record<string, unknown>): Promise<WorkLogDetail> {
  const m = await memberOf(ctx, user)
  const projectId = requireProject(m, body.projectId)
  const logDate = body.logDate
  if (typeof logDate !== 'string' || !validDate(logDate)) throw new BadRequest('请选择日志日期（yyyy-MM-dd）')
  if (logDate > today(ctx)) throw new BadRequest('不能填写未来日期的日志')
  if (!editableDay(ctx, logDate)) throw new BadRequest(`只能填写${WORK_LOG_EDIT_DAYS}天内的日志`)
  const f = fieldsOf(body)
  if (await workLogRepository.ofDay(ctx.db, user.id, logDate)) throw new BadRequest('该日已填写工作日志，请在原日志上修改')
  const keys = await claimFiles(ctx, user, fileKeysIn(f.photos))
  const now = ctx.clock.now()
  const log: WorkLogTable = {
    id: newId(), userId: user.id, projectId, logDate, weather: f.weather, done: f.done, problems: f.problems, plan: f.plan,
    photos: JSON.stringify(f.photos), shared: f.shared ? 1 : 0, managerUserId: managerOf(user, f.shared), createdAt: now, updatedAt: now
  }
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await workLogRepository.insert(trx, log)
      await fileRefRepository.replace(trx, 'workLog', log.id, keys)
    })
  } catch (err) {
    // two taps at once: the day's unique key refuses the second
    if (await workLogRepository.ofDay(ctx.db, user.id, logDate)) throw new BadRequest('该日已填写工作日志，请在原日志上修改')
    throw err
  }
  if (log.shared) await tellManager(ctx, user, log)
  return workLogDetail(ctx, user, log.id)
}

export async function changeWorkLog(ctx: AppContext, user: UserTable, id: string, body: Record<string, unknown>): Promise<WorkLogDetail> {
  const m = await memberOf(ctx, user)
  const log = await readable(ctx, m, id)
  if (log.userId !== user.id) throw new BadRequest('只能修改本人的工作日志')
  if (!editableDay(ctx, log.logDate)) throw new BadRequest(`只能修改${WORK_LOG_EDIT_DAYS}天内的日志`)
  const f = fieldsOf(body)
  const keys = await claimFiles(ctx, user, fileKeysIn(f.photos))
  const managerUserId = managerOf(user, f.shared)
  const newlyShared = f.shared && (Number(log.shared) !== 1 || log.managerUserId !== managerUserId)
  await ctx.db.transaction().execute(async (trx) => {
    await workLogRepository.update(trx, id, {
      weather: f.weather, done: f.done, problems: f.problems, plan: f.plan, photos: JSON.stringify(f.photos), shared: f.shared ? 1 : 0,
      managerUserId, updatedAt: ctx.clock.now()
    })
    await fileRefRepository.replace(trx, 'workLog', id, keys)
  })
  if (newlyShared) await tellManager(ctx, user, { ...log, managerUserId, done: f.done })
  return workLogDetail(ctx, user, id)
}

export async function commentWorkLog(ctx: AppContext, user: UserTable, id: string, body: Record<string, unknown>): Promise<WorkLogDetail> {
  const m = await memberOf(ctx, user)
  const log = await readable(ctx, m, id)
  if (!(Number(log.shared) === 1 && log.managerUserId === user.id)) throw new BadRequest('只有直属上级可以点评该日志')
  const content = text(body.content, '点评内容', 500, true)
  await workLogRepository.addComment(ctx.db, { id: newId(), logId: id, userId: user.id, content, createdAt: ctx.clock.now() })
  const link: RecordLinkBody = { modelId: WORK_LOG_LINK_MODEL, id, content }
  try {
    await createMessage(ctx, { toUserIds: [log.userId], type: 3, title: `${user.realName}点评了您${log.logDate}的工作日志`, bodyText: JSON.stringify(link), creatorUserId: user.id })
  } catch (err) {
    ctx.log.warn({ err, logId: id }, 'work log comment message could not be sent')
  }
  return workLogDetail(ctx, user, id)
}
