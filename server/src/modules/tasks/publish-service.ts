// Publishing a task: whom it is handed to, writing it with its first timeline entry, telling who may accept it.
import { TASK_PRIORITY_NAMES, type TaskFile } from '@shared/api/tasks'
import type { AppContext } from '../../context'
import type { Db } from '../../db/database'
import type { TaskItemTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { claimFiles, fileKeysIn, fileRefRepository } from '../files'
import { projectRepository } from '../projects'
import { PUBLISHERS, SECTION_ACTORS, holds, memberOf, requireProject } from './access'
import { taskRepository } from './repository'
import { acceptorsOf, tell } from './notify'
import { cleanFiles, dueDateOf, text, today } from './input'

const MAX_ASSIGNEES = 20

/**
 * Publishes a task. `also` (the site checks) writes its own rows in the same transaction and `kind` marks the task;
 * a throw in it publishes nothing.
 */
export async function publishTask(
  ctx: AppContext, user: UserTable, input: Record<string, unknown>,
  extra?: { kind: string; also(trx: Db, task: TaskItemTable): Promise<void> }
): Promise<{ id: string; billNo: string }> {
  const m = await memberOf(ctx, user)
  const projectId = requireProject(m, input.projectId)
  if (!holds(m, PUBLISHERS)) throw new BadRequest('您没有发布任务的权限')
  const title = text(input.title, '任务名称', 100, true)
  const content = text(input.content, '任务内容', 2000, true)
  const priority = Number(input.priority ?? 1)
  if (!(priority in TASK_PRIORITY_NAMES)) throw new BadRequest('优先级不正确')
  const dueDate = dueDateOf(input.dueDate, ctx)
  const to = await checkAssignees(ctx, projectId, input.assignType, input.assigneeIds, input.contractId)
  const attachments = cleanFiles(input.attachments, '附件')
  const keys = await claimFiles(ctx, user, fileKeysIn(attachments))
  const task = await ctx.db.transaction().execute(async (trx) => {
    const t = await insertTask(trx, ctx, user.id, { projectId, title, content, priority, dueDate, ...to, attachments, kind: extra?.kind })
    await fileRefRepository.replace(trx, 'taskItem', t.id, keys)
    if (extra) await extra.also(trx, t)
    return t
  })
  await announceTask(ctx, user.id, task)
  return { id: task.id, billNo: task.billNo }
}

export interface TaskHandOut { assignType: 'user' | 'section'; assigneeIds: string[]; contractId: string }

/** whom a task is handed to: people of the project, or a section of it with someone to accept the task */
export async function checkAssignees(ctx: AppContext, projectId: string, assignType: unknown, ids: unknown, contractId: unknown): Promise<TaskHandOut> {
  if (assignType === 'user') {
    if (!Array.isArray(ids) || ids.length === 0) throw new BadRequest('请选择任务接收人')
    if (ids.some((x) => typeof x !== 'string' || x === '')) throw new BadRequest('任务接收人格式不正确')
    const assigneeIds = [...new Set(ids as string[])]
    if (assigneeIds.length > MAX_ASSIGNEES) throw new BadRequest(`任务接收人最多${MAX_ASSIGNEES}人`)
    const members = new Set((await taskRepository.projectMembers(ctx.db, projectId)).map((u) => u.id))
    if (assigneeIds.some((x) => !members.has(x))) throw new BadRequest('任务接收人须为本项目的在职人员')
    return { assignType, assigneeIds, contractId: '' }
  }
  if (assignType === 'section') {
    if (typeof contractId !== 'string' || contractId === '') throw new BadRequest('请选择接收任务的合同段')
    const section = (await projectRepository.contractsOfProject(ctx.db, projectId)).find((c) => c.id === contractId)
    if (!section) throw new BadRequest('合同段不存在或不属于该项目')
    if ((await taskRepository.sectionActors(ctx.db, section.id, SECTION_ACTORS)).length === 0) {
      throw new BadRequest('该合同段没有可接收任务的人员（项目经理、总工或工区长）')
    }
    return { assignType, assigneeIds: [], contractId: section.id }
  }
  throw new BadRequest('请选择任务接收方式（人员或合同段）')
}

export interface NewTask extends TaskHandOut {
  projectId: string
  title: string
  content: string
  priority: number
  dueDate: string
  attachments: TaskFile[]
  /** 'task' unless said (a site check is 'siteCheck') */
  kind?: string
}

/**
 * Writes a published task (待接收) and its first timeline entry in the caller's transaction (a meeting's minutes
 * publish their resolutions this way, all or none); the caller announces it with announceTask after the commit.
 */
export async function insertTask(trx: Db, ctx: AppContext, publisherId: string, t: NewTask): Promise<TaskItemTable> {
  const now = ctx.clock.now()
  const prefix = `RW${today(ctx).replace(/-/g, '')}`
  const billNo = `${prefix}${String((await taskRepository.countOfDay(trx, prefix)) + 1).padStart(3, '0')}`
  const task: TaskItemTable = {
    id: newId(), projectId: t.projectId, contractId: t.contractId, billNo, title: t.title, content: t.content, priority: t.priority, dueDate: t.dueDate,
    assignType: t.assignType, state: 'pending', progress: 0, publisherUserId: publisherId, handlerUserId: '', attachments: JSON.stringify(t.attachments),
    creatorTime: now, lastModifyTime: now, finishedTime: null, kind: t.kind ?? 'task'
  }
  await taskRepository.insert(trx, task, t.assigneeIds)
  await taskRepository.addUpdate(trx, { id: newId(), taskId: task.id, kind: 'publish', percent: null, content: '', photos: '[]', userId: publisherId, createdAt: now })
  return task
}

/** tells those who may accept a new task */
export async function announceTask(ctx: AppContext, publisherId: string, task: TaskItemTable): Promise<void> {
  await tell(ctx, publisherId, await acceptorsOf(ctx, task), `新任务：${task.title}，请于${task.dueDate}前完成`, task)
}
