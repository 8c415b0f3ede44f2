// The task centre's moves. A task is published to people or to a section (待接收); one of them accepts it and
// becomes its handler (进行中); the handler reports progress with site photos and submits the work for audit (待审核);
// the publisher passes it (已完成) or returns it with an opinion (已退回: back to the handler, who reworks and submits
// again); the publisher may withdraw unfinished work (已撤销). Each move is checked against the task's state and
// the caller's part in it, made only if the task is still in the state it was read in, written to the task's
// timeline, and told to whoever acts next through the message centre.
import {
  TASK_PRIORITY_NAMES, TASK_STATE_NAMES, type TaskAction, type TaskAssignees, type TaskCard, type TaskDetail,
  type TaskFile, type TaskPriority, type TaskScope, type TaskState
} from '@shared/api/tasks'
import type { AppContext } from '../../context'
import type { ContractTable, TaskItemTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { claimFiles, fileKeysIn, fileRefRepository, signedUploads } from '../files'
import { projectRepository } from '../projects'
import { idempotentCreate } from '../visualdev'
import { MANAGERS, NO_TASK, PUBLISHERS, SECTION_ACTORS, holds, mayAccept, mayRead, memberOf, requireProject, type Member } from './access'
import { taskRepository, type TaskFilter } from './repository'
import { acceptorsOf, tell } from './notify'
import { cleanFiles, dueDateOf, parseFiles, text, today } from './input'

const MAX_ASSIGNEES = 20
const OPEN: TaskState[] = ['pending', 'doing', 'returned']
const KIND_NAMES: Record<string, string> = {
  publish: '发布任务', accept: '接收任务', progress: '进展汇报', submit: '提交审核', pass: '审核通过', return: '审核退回', cancel: '撤销任务'
}

// ---- reading ----

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
    handlerName: name(t.handlerUserId), nextText, overdue: OPEN.includes(state) && t.dueDate < day, creatorTime: Number(t.creatorTime)
  }
}

function actionsOf(m: Member, t: TaskItemTable, assigneeIds: string[]): TaskAction[] {
  const me = m.user.id
  const out: TaskAction[] = []
  if (t.state === 'pending' && mayAccept(m, t, assigneeIds)) out.push('accept')
  if ((t.state === 'doing' || t.state === 'returned') && t.handlerUserId === me) out.push('update', 'submit')
  if (t.state === 'auditing' && t.publisherUserId === me) out.push('pass', 'return')
  if (t.state !== 'done' && t.state !== 'cancelled' && t.publisherUserId === me) out.push('cancel')
  return out
}

export interface ListQuery { projectId?: string; scope?: string; state?: string; keyword?: string; page: number; size: number }

export async function listTasks(ctx: AppContext, user: UserTable, q: ListQuery) {
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
  const { rows, total } = await taskRepository.list(ctx.db, f, q.size, (q.page - 1) * q.size)
  const c = await contextOf(ctx, rows)
  const day = today(ctx)
  return { list: rows.map((t) => card(t, c, day)), pagination: { currentPage: q.page, pageSize: q.size, total } }
}

async function readable(ctx: AppContext, m: Member, id: string): Promise<{ task: TaskItemTable; assigneeIds: string[] }> {
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

// ---- moves ----

export async function publishTask(ctx: AppContext, user: UserTable, input: Record<string, unknown>): Promise<{ id: string; billNo: string }> {
  const m = await memberOf(ctx, user)
  const projectId = requireProject(m, input.projectId)
  if (!holds(m, PUBLISHERS)) throw new BadRequest('您没有发布任务的权限')
  const title = text(input.title, '任务名称', 100, true)
  const content = text(input.content, '任务内容', 2000, true)
  const priority = Number(input.priority ?? 1)
  if (!(priority in TASK_PRIORITY_NAMES)) throw new BadRequest('优先级不正确')
  const dueDate = dueDateOf(input.dueDate, ctx)
  let assigneeIds: string[] = []
  let contractId = ''
  if (input.assignType === 'user') {
    const ids = input.assigneeIds
    if (!Array.isArray(ids) || ids.length === 0) throw new BadRequest('请选择任务接收人')
    if (ids.some((x) => typeof x !== 'string' || x === '')) throw new BadRequest('任务接收人格式不正确')
    assigneeIds = [...new Set(ids as string[])]
    if (assigneeIds.length > MAX_ASSIGNEES) throw new BadRequest(`任务接收人最多${MAX_ASSIGNEES}人`)
    const members = new Set((await taskRepository.projectMembers(ctx.db, projectId)).map((u) => u.id))
    if (assigneeIds.some((x) => !members.has(x))) throw new BadRequest('任务接收人须为本项目的在职人员')
  } else if (input.assignType === 'section') {
    if (typeof input.contractId !== 'string' || input.contractId === '') throw new BadRequest('请选择接收任务的合同段')
    const section = (await projectRepository.contractsOfProject(ctx.db, projectId)).find((c) => c.id === input.contractId)
    if (!section) throw new BadRequest('合同段不存在或不属于该项目')
    if ((await taskRepository.sectionActors(ctx.db, section.id, SECTION_ACTORS)).length === 0) {
      throw new BadRequest('该合同段没有可接收任务的人员（项目经理、总工或工区长）')
    }
    contractId = section.id
  } else {
    throw new BadRequest('请选择任务接收方式（人员或合同段）')
  }
  const attachments = cleanFiles(input.attachments, '附件')
  const keys = await claimFiles(ctx, user, fileKeysIn(attachments))
  const now = ctx.clock.now()
  const prefix = `RW${today(ctx).replace(/-/g, '')}`
  const billNo = `${prefix}${String((await taskRepository.countOfDay(ctx.db, prefix)) + 1).padStart(3, '0')}`
  const task: TaskItemTable = {
    id: newId(), projectId, contractId, billNo, title, content, priority, dueDate, assignType: input.assignType, state: 'pending', progress: 0,
    publisherUserId: user.id, handlerUserId: '', attachments: JSON.stringify(attachments), creatorTime: now, lastModifyTime: now, finishedTime: null
  }
  await ctx.db.transaction().execute(async (trx) => {
    await taskRepository.insert(trx, task, assigneeIds)
    await taskRepository.addUpdate(trx, { id: newId(), taskId: task.id, kind: 'publish', percent: null, content: '', photos: '[]', userId: user.id, createdAt: now })
    await fileRefRepository.replace(trx, 'taskItem', task.id, keys)
  })
  await tell(ctx, user.id, await acceptorsOf(ctx, task), `新任务：${title}，请于${dueDate}前完成`, task)
  return { id: task.id, billNo }
}

type Move = 'accept' | 'submit' | 'pass' | 'return' | 'cancel'

/** a state move of the task by the user; answers the task's detail after it */
export async function moveTask(ctx: AppContext, user: UserTable, id: string, move: Move, input: Record<string, unknown>): Promise<TaskDetail> {
  const m = await memberOf(ctx, user)
  const { task, assigneeIds } = await readable(ctx, m, id)
  const allowed = actionsOf(m, task, assigneeIds)
  if (!allowed.includes(move)) {
    const state = TASK_STATE_NAMES[task.state as TaskState] ?? task.state
    throw new BadRequest(`任务${state}，您不能${KIND_NAMES[move]}`)
  }
  const now = ctx.clock.now()
  let set: Partial<TaskItemTable> = { lastModifyTime: now }
  let content = ''
  let photos: TaskFile[] = []
  let percent: number | null = null
  if (move === 'accept') set = { ...set, state: 'doing', handlerUserId: user.id }
  if (move === 'submit') {
    content = text(input.content, '完成情况', 1000, true)
    photos = cleanFiles(input.photos, '现场照片')
    percent = 100
    set = { ...set, state: 'auditing', progress: 100 }
  }
  if (move === 'pass') {
    content = text(input.opinion, '审核意见', 1000, false) || '审核通过'
    set = { ...set, state: 'done', finishedTime: now }
  }
  if (move === 'return') {
    content = text(input.opinion, '退回意见', 1000, true)
    set = { ...set, state: 'returned' }
  }
  if (move === 'cancel') {
    content = text(input.reason, '撤销原因', 1000, true)
    set = { ...set, state: 'cancelled', finishedTime: now }
  }
  const keys = await claimFiles(ctx, user, fileKeysIn(photos))
  const moved = await ctx.db.transaction().execute(async (trx) => {
    if (!(await taskRepository.move(trx, id, [task.state], set))) return false
    await taskRepository.addUpdate(trx, { id: newId(), taskId: id, kind: move, percent, content, photos: JSON.stringify(photos), userId: user.id, createdAt: now })
    if (keys.length) await fileRefRepository.add(trx, 'taskItem', id, keys)
    return true
  })
  if (!moved) throw new BadRequest('任务状态已变化，请刷新后重试')
  const me = user.realName
  if (move === 'accept') await tell(ctx, user.id, [task.publisherUserId], `${me}已接收任务：${task.title}`, task)
  if (move === 'submit') await tell(ctx, user.id, [task.publisherUserId], `任务待审核：${task.title}（${me}已完成并提交）`, task)
  if (move === 'pass') await tell(ctx, user.id, [task.handlerUserId], `任务已审核通过：${task.title}`, task)
  if (move === 'return') await tell(ctx, user.id, [task.handlerUserId], `任务被退回：${task.title}，退回意见：${content}`, task)
  if (move === 'cancel') {
    const to = task.handlerUserId ? [task.handlerUserId] : await acceptorsOf(ctx, task)
    await tell(ctx, user.id, to, `任务已撤销：${task.title}，原因：${content}`, task)
  }
  return taskDetail(ctx, user, id)
}

/**
 * A progress report by the handler: how far the work is (a percent never below the last one), what was done and
 * site photos. Sent from the outbox with an Idempotency-Key, so a report sent twice is recorded once. A returned
 * task is back in hand (进行中) once its handler reports on the rework.
 */
export async function reportProgress(ctx: AppContext, user: UserTable, id: string, input: Record<string, unknown>, idemKey?: string): Promise<{ id: string }> {
  const m = await memberOf(ctx, user)
  const { task, assigneeIds } = await readable(ctx, m, id)
  if (!actionsOf(m, task, assigneeIds).includes('update')) {
    throw new BadRequest(`任务${TASK_STATE_NAMES[task.state as TaskState] ?? task.state}，您不能汇报进展`)
  }
  let percent = Number(task.progress)
  if (input.percent !== undefined && input.percent !== null && input.percent !== '') {
    const p = typeof input.percent === 'number' ? input.percent : typeof input.percent === 'string' && /^\d+$/.test(input.percent) ? Number(input.percent) : NaN
    if (!Number.isInteger(p) || p < 0 || p > 100) throw new BadRequest('完成进度应为0到100的整数')
    if (p < Number(task.progress)) throw new BadRequest(`完成进度不能小于当前进度${task.progress}%`)
    percent = p
  }
  const content = text(input.content, '进展说明', 1000, true)
  const photos = cleanFiles(input.photos, '现场照片')
  const keys = await claimFiles(ctx, user, fileKeysIn(photos))
  const create = async (updateId: string) => {
    const now = ctx.clock.now()
    const moved = await ctx.db.transaction().execute(async (trx) => {
      const set: Partial<TaskItemTable> = { progress: percent, lastModifyTime: now, state: 'doing' }
      if (!(await taskRepository.move(trx, id, ['doing', 'returned'], set))) return false
      await taskRepository.addUpdate(trx, { id: updateId, taskId: id, kind: 'progress', percent, content, photos: JSON.stringify(photos), userId: user.id, createdAt: now })
      if (keys.length) await fileRefRepository.add(trx, 'taskItem', id, keys)
      return true
    })
    if (!moved) throw new BadRequest('任务状态已变化，请刷新后重试')
  }
  if (!idemKey) {
    const updateId = newId()
    await create(updateId)
    return { id: updateId }
  }
  const updateId = await idempotentCreate(ctx, user.id, `task-update:${id}`, idemKey, create,
    async (c, _scope, made) => Boolean(await taskRepository.findUpdate(c.db, made)))
  return { id: updateId }
}
