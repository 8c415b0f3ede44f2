// What one handler's approval or rejection means for the node: the sign mode decides (engine/sign-modes.ts);
// sequential nodes hand over to the next in line, add-sign entries come first (before) or must also agree (after).
import type { FlowTaskNodeTable, FlowTaskOperatorTable } from '../../../db/schema'
import { dueTime } from '../engine/properties'
import { signModeOf, verdict, type Tally } from '../engine/sign-modes'
import { nodeOf } from '../engine/tree'
import { titles } from './messages'
import { operatorRepository } from './operator-repository'
import { rejectNode, type RejectPlan } from './reject-core'
import type { Run } from './run'
import { completeNode } from './runtime'

/** handleType of add-sign entries: 1 before the adder, 2 after */
export const ADD_BEFORE = 'freeApprover1'
export const ADD_AFTER = 'freeApprover2'

const APPROVALS = new Set([1, 6])

export function tally(entries: FlowTaskOperatorTable[]): Tally {
  // the node's own handlers (and whom they transferred to); add-signers and entries given away are not counted
  const counted = entries.filter((e) => e.parentId === '0' && e.handleStatus !== 7 && !(Number(e.state) === -1 && Number(e.completion) === 0))
  return {
    total: counted.length,
    approved: counted.filter((e) => APPROVALS.has(Number(e.handleStatus))).length,
    rejected: counted.filter((e) => e.handleStatus !== null && Number(e.handleStatus) === 0).length,
    open: counted.filter((e) => Number(e.completion) === 0).length
  }
}

async function wake(run: Run, row: FlowTaskNodeTable, e: FlowTaskOperatorTable): Promise<void> {
  const n = nodeOf(run.tree, row.nodeCode)
  const due = dueTime(n.props, run.tree.start.props, { receiveTime: run.now, launchTime: run.task.startTime ?? run.now, form: run.values })
  await operatorRepository.setState(run.db, e.id, 0, due)
  run.outbox.todo(run.task, e.handleId, e.id, row.id, titles.todo(run.task.fullName), run.actorId)
}

/** completes the node when its handlers have agreed and no add-signer is still to act */
async function passIfDone(run: Run, row: FlowTaskNodeTable): Promise<void> {
  const entries = await operatorRepository.ofNode(run.db, row.id)
  const pendingAdds = entries.some((e) => e.parentId !== '0' && Number(e.completion) === 0 && Number(e.state) !== -1)
  if (!pendingAdds) await completeNode(run, row)
}

/**
 * after `entry` approved (1, or 6 with an after-add-sign) or rejected (0): moves the node on. `plan` says where
 * a rejection that decides the node sends the task.
 */
export async function afterVote(run: Run, row: FlowTaskNodeTable, entry: FlowTaskOperatorTable, action: 'approve' | 'reject', plan: RejectPlan): Promise<void> {
  const n = nodeOf(run.tree, row.nodeCode)
  const entries = await operatorRepository.ofNode(run.db, row.id)
  if (entry.parentId !== '0') {
    if (action === 'reject') return rejectNode(run, row, plan)
    if (entry.handleType === ADD_BEFORE) {
      const adder = entries.find((e) => e.id === entry.parentId)
      if (adder && Number(adder.completion) === 0 && Number(adder.state) === 1) {
        await wake(run, row, adder)
        return
      }
      // the adder's part was settled meanwhile (the countersign passed without them): the node may be done now
    }
    // an add-signer agreed: the node passes once its own handlers have decided
    if (verdict(signModeOf(n.props), n.props, tally(entries), 'approve') === 'pass') await passIfDone(run, row)
    return
  }
  const v = verdict(signModeOf(n.props), n.props, tally(entries), action)
  if (v === 'reject') return rejectNode(run, row, plan)
  if (v === 'pass') {
    const open = entries.filter((e) => e.parentId === '0' && Number(e.completion) === 0 && Number(e.state) !== -1).map((e) => e.id)
    for (const id of open) await operatorRepository.setState(run.db, id, -1)
    await passIfDone(run, row)
    return
  }
  if (signModeOf(n.props) === 2 && action === 'approve') {
    const next = entries.filter((e) => e.parentId === '0' && Number(e.completion) === 0 && Number(e.state) === 1)
      .sort((a, b) => a.sortCode - b.sortCode)[0]
    if (next) await wake(run, row, next)
  }
}
