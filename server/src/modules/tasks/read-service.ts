// Reading the task centre: lists and their filter, one task with its timeline and moves, cards, read rights, assignees.
import {
  TASK_STATE_NAMES, type TaskAction, type TaskAssignees, type TaskCard, type TaskDetail, type TaskPriority, type TaskScope,
  type TaskState
} from '@shared/api/tasks'
import type { AppContext } from '../../context'
import type { ContractTable, TaskItemTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { signedUploads } from '../files'
import { projectRepository } from '../projects'
import { chinaDay, dayText } from '../scheduler'
import { MANAGERS, NO_TASK, SECTION_ACTORS, holds, mayAccept, mayRead, memberOf, requireProject, type Member } from './access'
import { taskRepository, type TaskFilter } from './repository'
import { parseFiles, today } from './input'

const OPEN: TaskState[] = ['pending', 'doing', 'returned']
/** the timeline entries' names, by kind (a move is named by its kind) */
export const KIND_NAMES: Record<string, string> = {
  publish: '发布任务', accept: '接收任务', progress: '进展汇报', submit: '提交审核', pass: '审核通过', return: '审核退回', cancel: '撤销任务'
}


interface Context {
  names: Map<string, string>
  assignees: Map<string, string[]>
  contracts: Map<string, ContractTable>
}

async function contextOf(ctx: AppContext, tasks: TaskItemTable[]): Promise<Context> {
  const assignees = await taskRepository.assignees(ctx.db, tasks.map((t) => t.id))
  const ids = tasks.flatMap((t) => [t.publisherUserId, t.handlerUserId, ...(assignees.get(t.id) ?? [])])
  const contractIds = [...new Set(tasks.map((t) => t.contractId).filter(Boolean))]
  const [names, contracts] = await Promise.all([taskRepository.names(ctx.db, ids), projectRepository.contractsByIds(ctx.db, contractIds)])
  return { names, assignees, contracts: new Map(contracts.map((c) => [c.id, c])) }
}

function card(t: TaskItemTable, c: Context, day: string): TaskCard {
  const name = (id: string) => c.names.get(id) ?? ''
  const section = c.contracts.get(t.contractId)
  const assigneeText = t.assignType === 'section'
    ? (section ? `${section.enCode} ${section.contractor || section.fullName}` : '')
    : (c.assignees.get(t.id) ?? []).map(name).filter(Boolean).join('、')
  const state = t.state as TaskState
  let nextText = ''
  if (state === 'pending') nextText = `待 ${t.assignType === 'section' ? (section?.enCode ?? '合同段') : assigneeText} 接收`
  else if (state === 'doing') nextText = `待 ${name(t.handlerUserId)} 办理`
  else if (state === 'returned') nextText = `待 ${name(t.handlerUserId)} 整改后重新提交`
  else if (state === 'auditing') nextText = `待 ${name(t.publisherUserId)} 审核`
  return {
    id: t.id, billNo: t.billNo, title: t.title, priority: Number(t.priority) as TaskPriority, dueDate: t.dueDate, state,
    stateName: TASK_STATE_NAMES[state] ?? t.state, progress: Number(t.progress), assigneeText, publisherName: name(t.publisherUserId),
    handlerName: name(t.handlerUserId), nextText, overdue: OPEN.includes(state) && t.dueDate < day, creatorTime: Number(t.creatorTime),
    kind: t.kind === 'siteCheck' ? 'siteCheck' : 'task'
  }
}

/** the moves the member may make on the task now */
export function actionsOf(m: Member, t: TaskItemTable, assigneeIds: string[]): TaskAction[] {
  const me = m.user.id
  const out: TaskAction[] = []
  if (t.state === 'pending' && mayAccept(m, t, assigneeIds)) out.push('accept')
  if ((t.state === 'doing' || t.state === 'returned') && t.handlerUserId === me) out.push('update', 'submit')
  if (t.state === 'auditing' && t.publisherUserId === me) out.push('pass', 'return')
  if (t.state !== 'done' && t.state !== 'cancelled' && t.publisherUserId === me) out.push('cancel')
  return out
}

export interface ListQuery {
  projectId?: string; scope?: string; state?: string; keyword?: string; page: number; size: number
  /** the managers' filters: a section, a person, overdue / due this week, the kind */
  contractId?: string; assigneeId?: string; due?: string; kind?: string
}

/** the list's filter for the caller (refusing bad input), shared with the export */
export async function filterOf(ctx: AppContext, user: UserTable, q: Omit<ListQuery, 'page' | 'size'>): Promise<TaskFilter> {
  const m = await memberOf(ctx, user)
  const projectId = requireProject(m, q.projectId)
  const scope = (q.scope ?? 'mine') as TaskScope
  if (!['mine', 'published', 'audit', 'all'].includes(scope)) throw new BadRequest('任务范围不正确')
  const states = q.state ? q.state.split(',') : undefined
  if (states?.some((s) => !(s in TASK_STATE_NAMES))) throw new BadRequest('任务状态不正确')
  if (q.keyword && q.keyword.length > 50) throw new BadRequest('关键字不能超过50个字')
  const f: TaskFilter = { projectId, states, keyword: q.keyword }
  if (scope === 'mine') f.mineOf = { userId: user.id, contractIds: m.roles.some((r) => SECTION_ACTORS.includes(r)) ? m.contracts : [] }
  if (scope === 'published') f.publisherId = user.id
  if (scope === 'audit') {
    f.publisherId = user.id
    f.states = ['auditing']
  }
  if (scope === 'all') {
    if (!holds(m, MANAGERS)) throw new BadRequest('您没有查看全部任务的权限')
    if (!m.admin) f.visibleContracts = m.contracts
  }
  const id = (v: unknown, label: string) => {
    if (v === undefined || v === '') return undefined
    if (typeof v !== 'string' || v.length > 64) throw new BadRequest(`${label}格式不正确`)
    return v
  }
  f.contractId = id(q.contractId, '合同段')
  f.assigneeId = id(q.assigneeId, '人员')
  if (q.due !== undefined && q.due !== '') {
    const day = today(ctx)
    if (q.due === 'overdue') f.openDueBefore = day
    else if (q.due === 'week') f.dueBetween = [day, dayText(chinaDay(ctx.clock.now()) + 6)]
    else throw new BadRequest('截止日期筛选不正确')
  }
  if (q.kind !== undefined && q.kind !== '') {
    if (q.kind !== 'task' && q.kind !== 'siteCheck') throw new BadRequest('任务类型不正确')
    f.kind = q.kind
  }
  return f
}

export async function listTasks(ctx: AppContext, user: UserTable, q: ListQuery) {
  const f = await filterOf(ctx, user, q)
  const { rows, total } = await taskRepository.list(ctx.db, f, q.size, (q.page - 1) * q.size)
  const c = await contextOf(ctx, rows)
  const day = today(ctx)
  return { list: rows.map((t) => card(t, c, day)), pagination: { currentPage: q.page, pageSize: q.size, total } }
}

/** the task and its assignees, when the member may read it (refused as missing otherwise) */
export async function readable(ctx: AppContext, m: Member, id: string): Promise<{ task: TaskItemTable; assigneeIds: string[] }> {
  const task = await taskRepository.find(ctx.db, id)
  if (!task) throw new BadRequest(NO_TASK)
  const assigneeIds = (await taskRepository.assignees(ctx.db, [id])).get(id) ?? []
  if (!mayRead(m, task, assigneeIds)) throw new BadRequest(NO_TASK)
  return { task, assigneeIds }
}

export async function taskDetail(ctx: AppContext, user: UserTable, id: string): Promise<TaskDetail> {
  const m = await memberOf(ctx, user)
  const { task, assigneeIds } = await readable(ctx, m, id)
  const [c, updates] = await Promise.all([contextOf(ctx, [task]), taskRepository.updates(ctx.db, id)])
  const names = await taskRepository.names(ctx.db, updates.map((u) => u.userId))
  return {
    ...card(task, c, today(ctx)), projectId: task.projectId, contractId: task.contractId, content: task.content,
    assignType: task.assignType as 'user' | 'section', assigneeIds, attachments: signedUploads(ctx, parseFiles(task.attachments)),
    publisherUserId: task.publisherUserId, handlerUserId: task.handlerUserId, actions: actionsOf(m, task, assigneeIds),
    updates: updates.map((u) => ({
      id: u.id, kind: u.kind, kindName: KIND_NAMES[u.kind] ?? u.kind, percent: u.percent === null ? null : Number(u.percent), content: u.content,
      photos: signedUploads(ctx, parseFiles(u.photos)), userName: names.get(u.userId) ?? '', createdAt: Number(u.createdAt)
    }))
  }
}

/** the cards of tasks as the lists show them (for the site checks and work orders built on the task centre) */
export async function taskCards(ctx: AppContext, tasks: TaskItemTable[]): Promise<TaskCard[]> {
  const c = await contextOf(ctx, tasks)
  const day = today(ctx)
  return tasks.map((t) => card(t, c, day))
}

/** a task the user may read (refused as missing otherwise), with the user's membership and moves on it */
export async function taskOf(ctx: AppContext, user: UserTable, id: string): Promise<{ task: TaskItemTable; member: Member; actions: TaskAction[] }> {
  const m = await memberOf(ctx, user)
  const { task, assigneeIds } = await readable(ctx, m, id)
  return { task, member: m, actions: actionsOf(m, task, assigneeIds) }
}


/** whether the user may read the task (and so its attachments and photos) */
export async function mayReadTaskItem(ctx: AppContext, user: UserTable, id: string): Promise<boolean> {
  try {
    await readable(ctx, await memberOf(ctx, user), id)
    return true
  } catch {
    return false
  }
}

export async function assigneesOf(ctx: AppContext, user: UserTable, projectId: unknown): Promise<TaskAssignees> {
  const m = await memberOf(ctx, user)
  const id = requireProject(m, projectId)
  const [users, sections] = await Promise.all([taskRepository.projectMembers(ctx.db, id), projectRepository.contractsOfProject(ctx.db, id)])
  return {
    users: users.map((u) => ({ id: u.id, realName: u.realName, account: u.account, organize: u.organize })),
    sections: sections.filter((s) => s.kind === 'construction').map((s) => ({ id: s.id, enCode: s.enCode, fullName: s.fullName }))
  }
}
