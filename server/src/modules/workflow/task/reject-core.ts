// Returns (退回): where a rejection may send the task (properties.rejectStep "0" start, "1" the previous node,
// "2" the rejecter picks among the nodes already passed on the way here) and how it comes back (rejectType 1
// approve again from there, 2 straight back to the rejecting node once the target has acted).
import type { FlowTaskNodeTable } from '../../../db/schema'
import { BadRequest } from '../../../errors'
import { rejectStepRule, rejectTypeRule } from '../engine/properties'
import { isInside, isPathPrefix, nodeOf } from '../engine/tree'
import type { Json } from '../engine/types'
import { titles } from './messages'
import { operatorRepository } from './operator-repository'
import type { Run } from './run'
import { activate, discardActive } from './runtime'
import { nodeRepository } from './task-repository'

export interface RejectPlan {
  /** a node code (the start node's code for a return to the launcher) */
  target: string
  rejectType: 1 | 2
}

export interface RejectTarget { id: string; nodeCode: string; nodeName: string }

/** start first, then the approver nodes passed on this task's path to `row`, latest first */
export async function rejectTargets(run: Run, row: FlowTaskNodeTable): Promise<RejectTarget[]> {
  const here = nodeOf(run.tree, row.nodeCode)
  const passed = (await nodeRepository.ofTask(run.db, run.task.id)).filter((r) => Number(r.state) === 0).reverse()
  const start = run.tree.start
  const out: RejectTarget[] = [{ id: passed.find((r) => r.nodeCode === start.code)?.id ?? '', nodeCode: start.code, nodeName: start.name }]
  for (const r of passed) {
    const def = run.tree.nodes.get(r.nodeCode)
    if (!def || def.type !== 'approver' || def.code === here.code || out.some((o) => o.nodeCode === def.code)) continue
    if (isPathPrefix(def, here)) out.push({ id: r.id, nodeCode: def.code, nodeName: def.name })
  }
  return out
}

/** the previous node: the latest passed approver on the way here, else the start */
export const previousTarget = (targets: RejectTarget[]): RejectTarget => targets[1] ?? targets[0]

/** the targets the rejecter is offered by the node's rule */
export function offeredTargets(props: Json, targets: RejectTarget[]): RejectTarget[] {
  const rule = rejectStepRule(props)
  if (rule === '0') return [targets[0]]
  if (rule === '1') return [previousTarget(targets)]
  return targets
}

/** the rejecter's request checked against the node's rules */
export async function planReject(run: Run, row: FlowTaskNodeTable, requestedStep: unknown, requestedType: unknown): Promise<RejectPlan> {
  const n = nodeOf(run.tree, row.nodeCode)
  const targets = await rejectTargets(run, row)
  const rule = rejectStepRule(n.props)
  let target = targets[0]
  if (rule === '1') target = previousTarget(targets)
  if (rule === '2' && requestedStep !== undefined && requestedStep !== null && requestedStep !== '' && requestedStep !== '0') {
    const found = requestedStep === '1' ? previousTarget(targets) : targets.find((t) => t.nodeCode === requestedStep)
    if (!found) throw new BadRequest('不能退回到该节点')
    target = found
  }
  const typeRule = rejectTypeRule(n.props)
  const rejectType = typeRule === 3 ? (Number(requestedType) === 2 ? 2 : 1) : typeRule
  return { target: target.nodeCode, rejectType }
}

/** the node is rejected: its open entries close and the task goes where the plan says */
export async function rejectNode(run: Run, row: FlowTaskNodeTable, plan: RejectPlan): Promise<void> {
  await operatorRepository.closeOpen(run.db, [row.id])
  await nodeRepository.updateCurrent(run.db, row.id, { state: -1, completedTime: run.now, nodeNext: plan.target })
  const target = nodeOf(run.tree, plan.target)
  const scope = target.path[target.path.length - 1]
  // a return inside a branch only restarts that branch; anywhere else everything still running stops
  await discardActive(run, (code) => !scope || isInside(run.tree, code, scope.owner, scope.head))
  run.task.rejectNodeCode = plan.rejectType === 2 ? row.nodeCode : ''
  await activate(run, [target.code], [row.nodeCode])
  if (target.type === 'start') {
    run.outbox.add({ toUserIds: [run.task.creatorUserId], kind: 1, title: titles.returned(run.task.fullName), task: run.task, fromUserId: run.actorId })
  }
}
