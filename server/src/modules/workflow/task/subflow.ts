// Sub-flow nodes (jnpf-forms-and-flows.md §4.3 subFlow): one child task of another template per initiator, with
// values mapped from the parent (assignList ruleList parentField -> childField). autoSubmit submits the child at
// once, otherwise it waits as a draft for its initiator. A synchronous node waits until every child has ended;
// an asynchronous one (isAsync) moves on at once.
import type { FlowTaskNodeTable } from '../../../db/schema'
import { BadRequest } from '../../../errors'
import { resolveAssignees } from '../engine/assignees'
import { flag } from '../engine/properties'
import { nodeOf } from '../engine/tree'
import type { Json } from '../engine/types'
import { createTask, submitTask } from './launch-core'
import { titles } from './messages'
import { openRun, saveRun, type Run, type Values } from './run'
import { completeNode } from './runtime'
import { nodeRepository, taskRepository, templateRepository } from './task-repository'
import { userRepository } from '../../users/repository'

const ENDED = new Set([2, 4, 5])

function mapValues(props: Json, parent: Values): Values {
  const out: Values = {}
  const assign = Array.isArray(props.assignList) ? props.assignList : []
  for (const a of assign) {
    const rules = typeof a === 'object' && a !== null && Array.isArray((a as Json).ruleList) ? (a as Json).ruleList as unknown[] : []
    for (const r of rules) {
      if (typeof r !== 'object' || r === null) continue
      const { parentField, childField } = r as Json
      if (typeof parentField === 'string' && typeof childField === 'string' && childField && parentField in parent) out[childField] = parent[parentField]
    }
  }
  return out
}

export async function startSubflows(run: Run, row: FlowTaskNodeTable): Promise<void> {
  const n = nodeOf(run.tree, row.nodeCode)
  const templateId = typeof n.props.flowId === 'string' ? n.props.flowId : ''
  const template = templateId ? await templateRepository.findTemplate(run.db, templateId) : undefined
  const version = templateId ? await templateRepository.currentVersion(run.db, templateId) : undefined
  if (!template || !version) throw new BadRequest(`「${n.name}」的子流程不存在或已停用`)
  const props = { ...n.props, assigneeType: n.props.initiateType ?? 6, approvers: n.props.initiator }
  let initiators = await resolveAssignees({ dir: run.dir, nodeCode: n.code, props, launcherId: run.task.creatorUserId, projectId: run.task.projectId, form: run.values })
  if (initiators.length === 0) initiators = [run.task.creatorUserId]
  const values = mapValues(n.props, run.values)
  const auto = flag(n.props, 'autoSubmit', false)
  for (const userId of initiators) {
    const launcher = await userRepository.findById(run.db, userId)
    if (!launcher) continue
    const child = await createTask(run.ctx, {
      version, template, launcher, values, draft: !auto, projectId: run.task.projectId, contractId: run.task.contractId,
      parentId: run.task.id, parentTaskNodeId: row.id, isAsync: flag(n.props, 'isAsync', false), urgent: run.task.flowUrgent
    })
    if (auto) {
      const childRun = await openRun(run.ctx, run.db, child, run.actorId, run.outbox)
      childRun.steps = run.steps
      await submitTask(childRun, {})
      await saveRun(childRun)
      run.steps = childRun.steps
    } else {
      run.outbox.add({ toUserIds: [userId], kind: 1, title: titles.subflow(child.fullName), task: child, fromUserId: run.actorId })
    }
  }
  if (flag(n.props, 'isAsync', false)) await completeNode(run, row)
  else {
    const children = await taskRepository.children(run.db, row.id)
    if (children.every((c) => ENDED.has(Number(c.status)))) await completeNode(run, row)
  }
}

/** a child has ended: its synchronous parent node completes once all its siblings have ended too */
export async function onChildFinished(child: Run): Promise<void> {
  const parent = await taskRepository.find(child.db, child.task.parentId)
  const node = child.task.parentTaskNodeId ? await nodeRepository.find(child.db, child.task.parentTaskNodeId) : undefined
  if (!parent || !node || child.outbox.openTasks.has(parent.id) || Number(parent.status) !== 1 || Number(node.state) !== 1) return
  const siblings = await taskRepository.children(child.db, node.id)
  if (!siblings.every((c) => c.id === child.task.id || ENDED.has(Number(c.status)))) return
  await taskRepository.lock(child.db, parent.id)
  const run = await openRun(child.ctx, child.db, parent, child.actorId, child.outbox)
  run.steps = child.steps
  await completeNode(run, node)
  await saveRun(run)
}
