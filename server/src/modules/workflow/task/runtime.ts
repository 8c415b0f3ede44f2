// The engine's moves on a task: activating nodes (finding handlers, starting timers and sub-flows), completing a
// node and following the template to the next ones, ending the task, and discarding what a return or a
// withdrawal leaves behind. Every move happens inside the action's transaction (run.db).
import type { FlowTaskNodeTable, FlowTaskOperatorTable } from '../../../db/schema'
import { BadRequest } from '../../../errors'
import { newId } from '../../../lib/tokens'
import { resolveAssignees, sortForSequence } from '../engine/assignees'
import { fallbackAssignees } from '../engine/error-rule'
import { successors } from '../engine/navigate'
import { dueTime, timerDelay } from '../engine/properties'
import { signModeOf } from '../engine/sign-modes'
import { isInside, nodeOf } from '../engine/tree'
import { titles } from './messages'
import { delegateRepository, operatorRepository } from './operator-repository'
import { copyTask, writeRecord } from './records'
import { step, type Run } from './run'
import { startSubflows, onChildFinished } from './subflow'
import { nodeRepository } from './task-repository'

/** the delegate may take the to-do: enabled, and a member of the task's project (or an administrator) */
async function mayTakeOver(run: Run, delegateId: string): Promise<boolean> {
  const [u] = await run.dir.users([delegateId])
  if (!u || !u.enabled) return false
  return u.isAdministrator || !run.task.projectId || (await run.dir.projectMembers(run.task.projectId, [delegateId])).length > 0
}

/**
 * approval delegations in force route an entry to the delegate (one hop), remembering on whose behalf; a delegate
 * outside the task's project would read and decide another project's work, so the entry then stays with the delegator
 */
async function routeDelegations(run: Run, ids: string[]): Promise<{ handleId: string; delegatorUserId: string }[]> {
  const out: { handleId: string; delegatorUserId: string }[] = []
  for (const id of ids) {
    const d = await delegateRepository.active(run.db, id, '1', run.task.templateId, run.now)
    const target = d && d.toUserId !== id && (await mayTakeOver(run, d.toUserId)) ? d.toUserId : ''
    const entry = target ? { handleId: target, delegatorUserId: id } : { handleId: id, delegatorUserId: '' }
    // somebody who is a handler in their own right keeps that entry rather than a second, delegated one
    if (!out.some((o) => o.handleId === entry.handleId)) out.push(entry)
  }
  return out
}

export async function newNodeRow(run: Run, code: string, from: string[]): Promise<FlowTaskNodeTable> {
  const n = nodeOf(run.tree, code)
  const row: FlowTaskNodeTable = {
    id: newId(), taskId: run.task.id, nodeCode: code, nodeName: n.name, nodeType: n.type,
    nodePropertyJson: JSON.stringify({ properties: n.props }), nodeUp: from.join(','), nodeNext: '', completion: 0, state: 1,
    candidates: JSON.stringify(run.input.candidateList?.[code] ?? []), draftData: '',
    formId: typeof n.props.formId === 'string' ? n.props.formId : '', dueTime: null,
    sortCode: await nodeRepository.nextSort(run.db, run.task.id), creatorTime: run.now, completedTime: null
  }
  await nodeRepository.insert(run.db, row)
  return row
}

/** creates the to-do entries of an approver node; a node nobody can handle follows its errorRule */
async function staffNode(run: Run, row: FlowTaskNodeTable): Promise<void> {
  const n = nodeOf(run.tree, row.nodeCode)
  const base = { dir: run.dir, nodeCode: n.code, props: n.props, launcherId: run.task.creatorUserId, projectId: run.task.projectId }
  let ids = await resolveAssignees({ ...base, form: run.values })
  if (ids.length === 0 && Number(n.props.assigneeType) === 7) throw new BadRequest(`请选择「${n.name}」的审批人`)
  if (ids.length === 0) {
    const fb = await fallbackAssignees({ ...base, nodeName: n.name, picked: run.input.errorRuleUserList })
    if (fb.kind === 'autoPass') {
      await writeRecord(run, { handleStatus: 1, handleId: '', nodeCode: n.code, nodeName: n.name, taskNodeId: row.id, handleOpinion: '未找到审批人，系统自动通过' })
      await completeNode(run, row)
      return
    }
    ids = fb.ids
  }
  const mode = signModeOf(n.props)
  const routed = await routeDelegations(run, mode === 2 ? sortForSequence(n.props, ids) : ids)
  const due = dueTime(n.props, run.tree.start.props, { receiveTime: run.now, launchTime: run.task.startTime ?? run.now, form: run.values })
  const entries: FlowTaskOperatorTable[] = routed.map((r, i) => ({
    id: newId(), taskId: run.task.id, taskNodeId: row.id, nodeCode: n.code, nodeName: n.name,
    handleType: String(n.props.assigneeType ?? 6), handleId: r.handleId, delegatorUserId: r.delegatorUserId, completion: 0,
    handleStatus: null, handleTime: null, state: mode === 2 && i > 0 ? 1 : 0, parentId: '0', draftData: '',
    dueTime: mode === 2 && i > 0 ? null : due, sortCode: i, description: '', creatorTime: run.now
  }))
  await operatorRepository.insertMany(run.db, entries)
  if (due !== null) await nodeRepository.update(run.db, row.id, { dueTime: due })
  for (const e of entries) if (e.state === 0) run.outbox.todo(run.task, e.handleId, e.id, row.id, titles.todo(run.task.fullName), run.actorId)
}

export async function activate(run: Run, codes: string[], from: string[]): Promise<void> {
  for (const code of codes) {
    step(run)
    const row = await newNodeRow(run, code, from)
    const n = nodeOf(run.tree, code)
    if (n.type === 'approver') await staffNode(run, row)
    else if (n.type === 'timer') {
      const delay = timerDelay(n.props)
      if (delay <= 0) await completeNode(run, row)
      else await nodeRepository.update(run.db, row.id, { dueTime: run.now + delay })
    } else if (n.type === 'subFlow') await startSubflows(run, row)
    else if (n.type === 'start') run.task.status = 3
  }
}

/** marks a current node passed and moves on; false when it was not current any more */
export async function completeNode(run: Run, row: FlowTaskNodeTable): Promise<boolean> {
  step(run)
  if (!(await nodeRepository.updateCurrent(run.db, row.id, { state: 0, completion: 100, completedTime: run.now }))) return false
  await operatorRepository.closeOpen(run.db, [row.id])
  const n = nodeOf(run.tree, row.nodeCode)
  const progress = Number(n.props.progress)
  if (Number.isFinite(progress) && progress > run.task.completion) run.task.completion = Math.min(99, Math.round(progress))
  if (run.task.rejectNodeCode && row.nodeUp.split(',').includes(run.task.rejectNodeCode)) {
    // rejectType 2: the node the task was returned to (activated from the rejecting node) hands it straight back
    const target = run.task.rejectNodeCode
    run.task.rejectNodeCode = ''
    await nodeRepository.update(run.db, row.id, { nodeNext: target })
    await activate(run, [target], [row.nodeCode])
    return true
  }
  const active = await nodeRepository.active(run.db, run.task.id)
  const route = successors({
    tree: run.tree, form: run.values, branches: run.input.branches,
    busyInside: (owner) => active.some((a) => isInside(run.tree, a.nodeCode, owner))
  }, row.nodeCode)
  if (route.choices.length) throw new BadRequest(`请选择「${n.name}」之后要进入的分支`)
  for (const code of route.passed) {
    const p = nodeOf(run.tree, code)
    if (p.type === 'copy') await copyTask(run, { props: p.props, taskNodeId: row.id, nodeCode: code, nodeName: p.name, nodeCopies: true })
  }
  await nodeRepository.update(run.db, row.id, { nodeNext: route.activate.join(',') || (route.end ? 'end' : '') })
  if (route.activate.length) await activate(run, route.activate, [row.nodeCode])
  if (route.end) await finish(run, 2)
  return true
}

/** discards the current nodes (all, or those `keep` does not protect) and closes their open entries */
export async function discardActive(run: Run, inScope: (code: string) => boolean = () => true): Promise<void> {
  const active = (await nodeRepository.active(run.db, run.task.id)).filter((a) => inScope(a.nodeCode))
  for (const a of active) await nodeRepository.updateCurrent(run.db, a.id, { state: -1, completedTime: run.now })
  await operatorRepository.closeOpen(run.db, active.map((a) => a.id))
}

const ENDINGS: Record<number, (name: string) => string> = { 2: titles.approved, 4: titles.withdrawn, 5: titles.terminated }

/** ends the task: 2 approved, 4 withdrawn, 5 terminated; a sub-flow then tells its parent */
export async function finish(run: Run, status: 2 | 4 | 5): Promise<void> {
  await discardActive(run)
  run.task.status = status
  run.task.endTime = run.now
  run.task.rejectNodeCode = ''
  if (status === 2) {
    run.task.completion = 100
    run.outbox.passed(run.task)
  }
  // nobody is told about their own step (a launcher withdrawing, a launcher approving their own last node)
  run.outbox.add({ toUserIds: [run.task.creatorUserId].filter((id) => id !== run.actorId), kind: 1, title: ENDINGS[status](run.task.fullName), task: run.task, fromUserId: run.actorId })
  if (run.task.parentId && run.task.parentId !== '0') await onChildFinished(run)
}
