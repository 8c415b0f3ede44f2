// One action on one task inside its transaction: the task row (kept in memory and written back once), its pinned
// template version, its form, the current values, who acts, and the messages to send after commit.
import type { AppContext } from '../../../context'
import type { Db } from '../../../db/database'
import type { FlowTaskTable, FlowTemplateJsonTable } from '../../../db/schema'
import { BadRequest } from '../../../errors'
import type { Directory } from '../engine/assignees'
import { parseTree } from '../engine/tree'
import type { FlowTree } from '../engine/types'
import { directoryFor } from './directory'
import { loadFormDef, readValues, syncFlowState, type FormDef } from './form-store'
import type { Outbox } from './messages'
import { nodeRepository, taskRepository, templateRepository } from './task-repository'

export type Values = Record<string, unknown>

export interface ActionInput {
  branches?: string[]
  candidateList?: Record<string, string[]>
  errorRuleUserList?: Record<string, string[]>
}

export interface Run {
  /** ctx.db is the action's transaction */
  ctx: AppContext
  db: Db
  task: FlowTaskTable
  version: FlowTemplateJsonTable
  tree: FlowTree
  def: FormDef
  values: Values
  actorId: string
  now: number
  outbox: Outbox
  dir: Directory
  input: ActionInput
  /** guards against templates whose nodes pass each other forever */
  steps: number
}

export async function loadVersion(db: Db, flowId: string): Promise<FlowTemplateJsonTable> {
  const version = await templateRepository.findVersion(db, flowId)
  if (!version) throw new BadRequest('流程不存在或已被删除')
  return version
}

/** the run of an existing task; `trx` is the action's transaction */
export async function openRun(ctx: AppContext, trx: Db, task: FlowTaskTable, actorId: string, outbox: Outbox, input: ActionInput = {}): Promise<Run> {
  const tctx = { ...ctx, db: trx }
  outbox.openTasks.add(task.id)
  const version = await loadVersion(trx, task.flowId)
  const def = await loadFormDef(tctx, task.formId || version.formId)
  const tree = parseTree(version.flowTemplateJson)
  return {
    ctx: tctx, db: trx, task: { ...task }, version, tree, def, values: await readValues(tctx, def, task), actorId,
    now: ctx.clock.now(), outbox, dir: directoryFor(trx, task.id, task.creatorUserId, tree.start.code, task.contractId), input, steps: 0
  }
}

/** the names and codes of the current nodes, what lists show as thisStep / thisStepId */
async function refreshCurrent(run: Run): Promise<void> {
  const t = run.task
  if (t.status === 2) {
    t.currentNodeName = '结束'
    t.currentNodeCode = 'end'
    return
  }
  if (t.status !== 1 && t.status !== 3) {
    t.currentNodeName = ''
    t.currentNodeCode = ''
    return
  }
  const active = await nodeRepository.active(run.db, t.id)
  t.currentNodeName = [...new Set(active.map((n) => n.nodeName))].join(',').slice(0, 500)
  t.currentNodeCode = [...new Set(active.map((n) => n.nodeCode))].join(',').slice(0, 500)
}

/** writes the task row back and moves the bound record's flowState with it */
export async function saveRun(run: Run): Promise<void> {
  await refreshCurrent(run)
  const { id, ...rest } = run.task
  await taskRepository.update(run.db, id, { ...rest, lastModifyUserId: run.actorId, lastModifyTime: run.now })
  await syncFlowState(run.ctx, run.task, run.def, run.actorId)
}

export function step(run: Run): void {
  run.steps += 1
  if (run.steps > 500) throw new BadRequest('流程模板存在循环，无法继续流转，请联系管理员')
}
