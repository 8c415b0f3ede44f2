// The parts of a FlowModel body several actions share: the opinion and signature a node demands, form edits under
// the node's field rights, and the candidates a handler picks for the nodes that come next.
import type { FlowModel } from '@shared/api/workflow'
import { BadRequest } from '../../../errors'
import { newId } from '../../../lib/tokens'
import { expandMembers } from '../engine/assignees'
import { checkRequired, mergeApproverEdits } from '../engine/form-rights'
import { list, opinionRequired, signRequired } from '../engine/properties'
import type { Json, NodeDef } from '../engine/types'
import { writeValues } from './form-store'
import { candidateRepository } from './operator-repository'
import type { Run } from './run'
import { bareUploads, cleanSignImg } from '../../files'
import { userRepository } from '../../users/repository'
import { withoutServerOwned } from '../../visualdev/server-owned'

/** opinion required (hasOpinion + opinionRequired) and hand signature required (hasSign), in a form we store */
export function checkOpinionAndSign(props: Json, m: FlowModel): void {
  if (opinionRequired(props) && !(m.handleOpinion ?? '').trim()) throw new BadRequest('请填写审批意见')
  const sign = cleanSignImg(m.signImg)
  if (signRequired(props) && !sign) throw new BadRequest('请手写签名后再提交')
}

/** the form map of a FlowModel (the app may nest it as formData.formData) */
export function formValuesOf(m: FlowModel): Record<string, unknown> | undefined {
  const f = m.formData as Record<string, unknown> | undefined
  if (!f || typeof f !== 'object' || Array.isArray(f)) return undefined
  const inner = f.formData
  return inner && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Record<string, unknown>) : f
}

/**
 * the form values as sent with our file links unsigned: the detail answers uploads with signed links and the app
 * sends them back unchanged, so a read-only upload field compares with its stored (bare) value as the same
 */
export const unsignedValues = (values: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, bareUploads(v)]))

/** an approver's form edits: writable fields only, the node's required ones filled, stored through the form */
export async function applyApproverEdits(run: Run, node: NodeDef, m: FlowModel): Promise<void> {
  const incoming = formValuesOf(m)
  if (!incoming) return
  // server-owned fields come back as the display text the detail gave: ignored, never compared
  const merged = mergeApproverEdits(node.props, run.values, withoutServerOwned(run.def.fields, unsignedValues(incoming)))
  checkRequired(node.props, false, merged)
  const user = await userRepository.findById(run.db, run.actorId)
  if (!user) throw new BadRequest('用户不存在')
  const stored = await writeValues(run.ctx, user, run.def, run.task, merged, { draft: false, approver: true })
  run.values = stored.values
  if (run.def.formType === 1) run.task.flowFormDataJson = stored.flowFormDataJson
}

/**
 * candidateList {nodeCode: [userId]}: each node must be a candidate node (assigneeType 7) of this template and
 * each user one of its pool (its approvers when it names them, else a member of the task's project)
 */
export async function saveCandidates(run: Run, taskNodeId: string, taskOperatorId: string, m: FlowModel): Promise<void> {
  const chosen = m.candidateList && typeof m.candidateList === 'object' ? m.candidateList : {}
  const rows = []
  for (const [code, raw] of Object.entries(chosen).slice(0, 50)) {
    const ids = [...new Set(list(raw))].slice(0, 200)
    if (ids.length === 0) continue
    const n = run.tree.nodes.get(code)
    if (!n || Number(n.props.assigneeType) !== 7) throw new BadRequest('候选人所属的节点不正确')
    const pool = await expandMembers(run.dir, list(n.props.approvers), run.task.projectId)
    const allowed = pool.length ? ids.filter((id) => pool.includes(id)) : await run.dir.projectMembers(run.task.projectId, ids)
    const enabled = new Set((await run.dir.users(allowed)).filter((u) => u.enabled).map((u) => u.id))
    if (ids.some((id) => !enabled.has(id))) throw new BadRequest(`「${n.name}」的候选人不在可选范围内`)
    rows.push({
      id: newId(), taskId: run.task.id, taskNodeId, taskOperatorId, nodeCode: code, handleId: run.actorId, account: '',
      candidates: ids.join(','), type: 1, creatorTime: run.now
    })
  }
  if (Array.isArray(m.branchList) && m.branchList.length) {
    rows.push({
      id: newId(), taskId: run.task.id, taskNodeId, taskOperatorId, nodeCode: taskNodeId, handleId: run.actorId, account: '',
      candidates: m.branchList.map(String).slice(0, 50).join(','), type: 2, creatorTime: run.now
    })
  }
  await candidateRepository.insertMany(run.db, rows)
}
