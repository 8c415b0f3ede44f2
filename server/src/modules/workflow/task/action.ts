// The frame of every action: one transaction that first takes the task's row lock, so two actions on one task run
// one after the other, then re-reads what it acts on; the messages go out after commit.
import type { AppContext } from '../../../context'
import type { Db } from '../../../db/database'
import type { FlowTaskNodeTable, FlowTaskOperatorTable, FlowTaskTable } from '../../../db/schema'
import { BadRequest } from '../../../errors'
import type { UserRow } from '../../users/repository'
import { nodeOf } from '../engine/tree'
import type { NodeDef } from '../engine/types'
import { Outbox } from './messages'
import { operatorRepository } from './operator-repository'
import { openRun, saveRun, type ActionInput, type Run } from './run'
import { nodeRepository, taskRepository } from './task-repository'

export const TASK_NOT_FOUND = '该流程不存在或您无权访问'
export const ENTRY_NOT_FOUND = '该待办不存在或您无权处理'
export const ALREADY_HANDLED = '该审批已被处理，请刷新后查看'

export async function inTask<T>(ctx: AppContext, taskId: string, fn: (trx: Db, task: FlowTaskTable, outbox: Outbox) => Promise<T>): Promise<T> {
  const outbox = new Outbox()
  const result = await ctx.db.transaction().execute(async (trx) => {
    if (!(await taskRepository.lock(trx, taskId))) throw new BadRequest(TASK_NOT_FOUND)
    const task = await taskRepository.find(trx, taskId)
    if (!task) throw new BadRequest(TASK_NOT_FOUND)
    return fn(trx, task, outbox)
  })
  await outbox.flush(ctx)
  return result
}

/** runs `fn` on a run of the task and writes the task back afterwards (unless it only looks) */
export async function withRun<T>(
  ctx: AppContext, taskId: string, actorId: string, input: ActionInput, fn: (run: Run) => Promise<T>, readOnly = false
): Promise<T> {
  return inTask(ctx, taskId, async (trx, task, outbox) => {
    const run = await openRun(ctx, trx, task, actorId, outbox, input)
    const out = await fn(run)
    if (!readOnly) await saveRun(run)
    return out
  })
}

export interface EntryScope {
  run: Run
  entry: FlowTaskOperatorTable
  row: FlowTaskNodeTable
  node: NodeDef
}

/**
 * An action on a to-do entry: only its handler may act, only while the entry is open and the task in progress;
 * a stranger's id answers like a missing one, so ids reveal nothing.
 */
export async function withEntry<T>(
  ctx: AppContext, user: UserRow, operatorId: string, input: ActionInput, fn: (s: EntryScope) => Promise<T>, readOnly = false
): Promise<T> {
  const first = await operatorRepository.find(ctx.db, operatorId)
  if (!first || first.handleId !== user.id) throw new BadRequest(ENTRY_NOT_FOUND)
  return withRun(ctx, first.taskId, user.id, input, async (run) => {
    const entry = await operatorRepository.find(run.db, operatorId)
    if (!entry || entry.handleId !== user.id) throw new BadRequest(ENTRY_NOT_FOUND)
    if (Number(entry.completion) !== 0 || Number(entry.state) !== 0) throw new BadRequest(ALREADY_HANDLED)
    if (Number(run.task.status) !== 1) throw new BadRequest('该流程当前不在审批中，请刷新后查看')
    if (Number(run.task.suspend) === 1) throw new BadRequest('该流程已挂起，暂不能审批')
    const row = await nodeRepository.find(run.db, entry.taskNodeId)
    if (!row || Number(row.state) !== 1) throw new BadRequest(ALREADY_HANDLED)
    return fn({ run, entry, row, node: nodeOf(run.tree, row.nodeCode) })
  }, readOnly)
}

/** claims the entry for `handleStatus`; the loser of a race is told the step was already handled */
export async function claim(s: EntryScope, handleStatus: number): Promise<void> {
  if (!(await operatorRepository.claim(s.run.db, s.entry.id, handleStatus, s.run.now))) throw new BadRequest(ALREADY_HANDLED)
}
