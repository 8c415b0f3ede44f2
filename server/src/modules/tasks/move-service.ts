// The moves of a published task (accept, submit, pass, return, cancel), the submit guards and the progress reports.
//
// The task centre's moves. A task is published to people or to a section (待接收); one of them accepts it and
// becomes its handler (进行中); the handler reports progress with site photos and submits the work for audit (待审核);
// the publisher passes it (已完成) or returns it with an opinion (已退回: back to the handler, who reworks and submits
// again); the publisher may withdraw unfinished work (已撤销). Each move is checked against the task's state and
// the caller's part in it, made only if the task is still in the state it was read in, written to the task's
// timeline, and told to whoever acts next through the message centre.
import { TASK_STATE_NAMES, type TaskDetail, type TaskFile, type TaskState } from '@shared/api/tasks'
import type { AppContext } from '../../context'
import type { TaskItemTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { claimFiles, fileKeysIn, fileRefRepository } from '../files'
import { idempotentCreate } from '../visualdev'
import { memberOf } from './access'
import { taskRepository } from './repository'
import { acceptorsOf, tell } from './notify'
import { cleanFiles, text } from './input'
import { KIND_NAMES, actionsOf, readable, taskDetail } from './read-service'

/** checks run before a task is submitted for audit (a site check refuses one with items left to check) */
type SubmitGuard = (ctx: AppContext, task: TaskItemTable) => Promise<void>
const submitGuards: SubmitGuard[] = []
export function addSubmitGuard(guard: SubmitGuard): void {
  if (!submitGuards.includes(guard)) submitGuards.push(guard)
}


type Move = 'accept' | 'submit' | 'pass' | 'return' | 'cancel'

/** a state move of the task by the user; answers the task's detail after it. `updateId` names its timeline entry */
export async function moveTask(
  ctx: AppContext, user: UserTable, id: string, move: Move, input: Record<string, unknown>, updateId = newId()
): Promise<TaskDetail> {
  const m = await memberOf(ctx, user)
  const { task, assigneeIds } = await readable(ctx, m, id)
  const allowed = actionsOf(m, task, assigneeIds)
  if (!allowed.includes(move)) {
    const state = TASK_STATE_NAMES[task.state as TaskState] ?? task.state
    throw new BadRequest(`任务${state}，您不能${KIND_NAMES[move]}`)
  }
  if (move === 'submit') for (const guard of submitGuards) await guard(ctx, task)
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
    await taskRepository.addUpdate(trx, { id: updateId, taskId: id, kind: move, percent, content, photos: JSON.stringify(photos), userId: user.id, createdAt: now })
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
 * A move under an Idempotency-Key (a submission with site photos made without signal, sent by the outbox): the same
 * key again answers the task as it stands and moves nothing; a move meeting a task moved on meanwhile is refused.
 */
export async function moveTaskOnce(
  ctx: AppContext, user: UserTable, id: string, move: Move, input: Record<string, unknown>, idemKey: string | undefined
): Promise<TaskDetail> {
  if (!idemKey) return moveTask(ctx, user, id, move, input)
  await idempotentCreate(ctx, user.id, `task-${move}:${id}`, idemKey, async (updateId) => { await moveTask(ctx, user, id, move, input, updateId) },
    async (c, _scope, made) => Boolean(await taskRepository.findUpdate(c.db, made)))
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
