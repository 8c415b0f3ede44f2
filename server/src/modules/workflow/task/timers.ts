// Time in the engine: timer nodes fire when their time has come, and handlers whose time limit has run out are
// reminded or, where overTimeConfig says overAutoApprove, approved by the system. tick(ctx) does one pass; the
// scheduler runs it every 30 seconds on one instance at a time (flowTimerJob) and the tests call it after moving the
// fake clock.
import type { AppContext } from '../../../context'
import type { Job } from '../../scheduler'
import { overtimePolicy } from '../engine/properties'
import { nodeOf } from '../engine/tree'
import { withRun } from './action'
import { titles } from './messages'
import { operatorRepository } from './operator-repository'
import { planReject } from './reject-core'
import { writeRecord } from './records'
import { completeNode } from './runtime'
import { nodeRepository } from './task-repository'
import { afterVote } from './votes'

const BATCH = 200

async function fireTimers(ctx: AppContext, now: number): Promise<number> {
  let moved = 0
  for (const t of await nodeRepository.dueTimers(ctx.db, now, BATCH)) {
    await withRun(ctx, t.taskId, '', {}, async (run) => {
      const row = await nodeRepository.find(run.db, t.id)
      if (!row || Number(row.state) !== 1 || row.dueTime === null || row.dueTime > now || Number(run.task.status) !== 1) return
      if (await completeNode(run, row)) moved += 1
    }).catch((err: unknown) => ctx.log.warn({ err, taskId: t.taskId }, 'flow timer could not fire'))
  }
  return moved
}

async function handleOverdue(ctx: AppContext, now: number): Promise<number> {
  let handled = 0
  for (const e of await operatorRepository.overdue(ctx.db, now, BATCH)) {
    await withRun(ctx, e.taskId, '', {}, async (run) => {
      const entry = await operatorRepository.find(run.db, e.id)
      const row = entry ? await nodeRepository.find(run.db, entry.taskNodeId) : undefined
      if (!entry || !row || Number(entry.completion) !== 0 || Number(entry.state) !== 0 || entry.dueTime === null || entry.dueTime > now) return
      if (Number(row.state) !== 1 || Number(run.task.status) !== 1) return
      const n = nodeOf(run.tree, row.nodeCode)
      const policy = overtimePolicy(n.props, run.tree.start.props)
      handled += 1
      if (policy.autoApprove && (await operatorRepository.claim(run.db, entry.id, 1, run.now))) {
        await writeRecord(run, {
          handleStatus: 1, handleId: entry.handleId, delegatorUserId: entry.delegatorUserId, nodeCode: n.code, nodeName: n.name,
          taskNodeId: row.id, taskOperatorId: entry.id, handleOpinion: '审批超时，系统自动通过'
        })
        await afterVote(run, row, { ...entry, completion: 1, handleStatus: 1 }, 'approve', await planReject(run, row, undefined, undefined))
        return
      }
      // remind once: the limit is spent, so the entry is not picked up again
      await operatorRepository.clearDue(run.db, entry.id)
      if (policy.notice) run.outbox.todo(run.task, entry.handleId, entry.id, row.id, titles.overdue(run.task.fullName), '')
    }).catch((err: unknown) => ctx.log.warn({ err, taskId: e.taskId }, 'flow time limit could not be handled'))
  }
  return handled
}

/** one pass over due timers and overdue handlers; answers how many steps it took */
export async function tick(ctx: AppContext, now = ctx.clock.now()): Promise<number> {
  return (await fireTimers(ctx, now)) + (await handleOverdue(ctx, now))
}

/** the scheduler's job: one pass per 30-second slot, whichever instance claims it */
export const flowTimerJob: Job = {
  name: 'workflow.timers',
  period: { everyMs: 30_000 },
  leaseMs: 5 * 60_000,
  run: ({ ctx }) => tick(ctx)
}
