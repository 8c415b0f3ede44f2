// Batch approval (FlowBefore/BatchOperation, BatchCandidate): each to-do is handled by the single action (Audit,
// Reject or Transfer) in its own transaction, so one that cannot be handled changes nothing and does not stop the
// others; the answer says how many went through and why the rest did not. Unlike JNPF 3.6 (all or nothing in one
// transaction), a busy approver keeps what succeeded and sees what to do about the rest.
import type { FlowCandidateVO, FlowModel } from '@shared/api/workflow'
import type { BatchFailure, BatchOperationResult } from '@shared/api/workflow-batch'
import type { AppContext } from '../../../context'
import { BadRequest, isDomainError } from '../../../errors'
import type { UserRow } from '../../users/repository'
import { ENTRY_NOT_FOUND } from './action'
import { audit, reject } from './audit-service'
import { batchRepository } from './batch-repository'
import { batchable } from './batch-selectors'
import { candidates } from './candidates-service'
import { transfer } from './handover-service'

export const NOT_BATCHABLE = '该节点不允许批量审批，请逐条处理'
export const BRANCH_NOT_BATCHABLE = '下一节点需要选择分支，无法批量审批，请逐条处理'
const UNEXPECTED = '系统异常，请稍后重试'

type Action = (ctx: AppContext, user: UserRow, operatorId: string, m: FlowModel) => Promise<void>

const ACTIONS: Record<number, Action> = { 0: audit, 1: reject, 2: transfer }

/** what every item of the batch receives: never form edits, branch picks or a return step (each node's default) */
function itemModel(type: number, m: FlowModel): FlowModel {
  const shared: FlowModel = { handleOpinion: m.handleOpinion, signImg: m.signImg, fileList: m.fileList }
  if (type === 0) return { ...shared, candidateList: m.candidateList, copyIds: m.copyIds }
  if (type === 1) return { ...shared, copyIds: m.copyIds, rejectType: m.rejectType }
  return { ...shared, freeApproverUserId: (m.freeApproverUserId ?? '').trim() }
}

function checkRequest(m: FlowModel): { ids: string[]; type: number } {
  const ids = [...new Set((Array.isArray(m.ids) ? m.ids : []).map((id) => String(id).trim()).filter(Boolean))]
  if (ids.length === 0) throw new BadRequest('请选择要批量处理的待办')
  const type = Number(m.batchType)
  if (!(type in ACTIONS)) throw new BadRequest('批量操作类型不正确，应为 0 通过、1 退回或 2 转审')
  if (type === 2 && !(m.freeApproverUserId ?? '').trim()) throw new BadRequest('请选择转审人员')
  return { ids, type }
}

export async function batchOperation(ctx: AppContext, user: UserRow, m: FlowModel): Promise<BatchOperationResult> {
  const { ids, type } = checkRequest(m)
  const body = itemModel(type, m)
  const successList: string[] = []
  const failList: BatchFailure[] = []
  // one after the other: each takes its task's lock, and items of one task must see each other's outcome
  for (const id of ids) {
    const entry = await batchRepository.entryOf(ctx.db, user.id, id)
    if (!entry) {
      failList.push({ id, fullName: '', msg: ENTRY_NOT_FOUND })
      continue
    }
    if (!batchable(entry.nodePropertyJson)) {
      failList.push({ id, fullName: entry.fullName, msg: NOT_BATCHABLE })
      continue
    }
    try {
      await ACTIONS[type](ctx, user, id, { ...body })
      successList.push(id)
    } catch (err) {
      if (!isDomainError(err)) ctx.log.error({ err, operatorId: id }, 'batch approval item failed')
      failList.push({ id, fullName: entry.fullName, msg: isDomainError(err) ? err.message : UNEXPECTED })
    }
  }
  return { total: ids.length, successCount: successList.length, failCount: failList.length, successList, failList }
}

/** the msg of the answer: JNPF's "批量操作完成", with the counts when not everything went through */
export function batchMessage(r: BatchOperationResult): string {
  return r.failCount === 0 ? '批量操作完成' : `批量操作完成，成功 ${r.successCount} 条，失败 ${r.failCount} 条`
}

/**
 * BatchCandidate?flowId&taskOperatorId: what approving the batch needs chosen, asked of one of its to-dos (they
 * all wait at the same node of the same version). A choice of branches differs task by task, so it is refused.
 */
export async function batchCandidate(ctx: AppContext, user: UserRow, flowId: string, taskOperatorId: string): Promise<FlowCandidateVO> {
  const entry = await batchRepository.entryOf(ctx.db, user.id, taskOperatorId)
  if (!entry) throw new BadRequest(ENTRY_NOT_FOUND)
  if (!batchable(entry.nodePropertyJson)) throw new BadRequest(NOT_BATCHABLE)
  if (flowId && flowId !== entry.flowId) throw new BadRequest('该待办不属于所选的流程版本，请刷新后重试')
  const vo = await candidates(ctx, user, taskOperatorId, {})
  if (vo.type === 1) throw new BadRequest(BRANCH_NOT_BATCHABLE)
  return vo
}
