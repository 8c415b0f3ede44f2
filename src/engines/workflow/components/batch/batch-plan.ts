// How one batch action runs: what is asked first (BatchCandidate for approving, RejectList for the return target),
// the approve dialog (the same operate page the detail uses: opinion, attachments, signature, candidates, the
// transfer target), a confirmation naming how many to-dos it touches, then BatchOperation.
import type { ApiResult } from '@shared/api/envelope'
import { BatchType, type BatchOperationBody, type BatchOperationResult, type BatchTypeCode } from '@shared/api/workflow-batch'
import { getRejectList } from '../../api/actions'
import { batchOperation, getBatchCandidates } from '../../api/batch'
import { flag, type NodeProps } from '../flow-before/buttons'
import type { OperateEvent, OperateRequest, OperateResult } from '../operate/operate-types'

export type BatchKind = 'approve' | 'reject' | 'transfer'

export const BATCH_VERB: Record<BatchKind, string> = { approve: '通过', reject: '退回', transfer: '转审' }

const TYPE: Record<BatchKind, BatchTypeCode> = { approve: BatchType.Approve, reject: BatchType.Reject, transfer: BatchType.Transfer }

export interface BatchEnv {
  /** the chosen to-dos (taskOperatorIds), all at one node of one version */
  ids: string[]
  /** that version (flow_template_json id) */
  flowId: string
  /** that node's properties (the list's approversProperties) */
  props: NodeProps
  openOperate: (request: OperateRequest) => Promise<OperateResult | undefined>
  confirm: (content: string) => Promise<boolean>
}

/** which actions the node offers (a flag JNPF leaves out is on) */
export function batchKinds(props: NodeProps): BatchKind[] {
  const kinds: BatchKind[] = []
  if (flag(props, 'hasRejectBtn', true)) kinds.push('reject')
  if (flag(props, 'hasTransferBtn', true)) kinds.push('transfer')
  if (flag(props, 'hasAuditBtn', true)) kinds.push('approve')
  return kinds
}

/** the request body: the dialog's answer, only what the action uses (each item returns to its node's default step) */
export function batchBody(kind: BatchKind, ids: string[], r: OperateResult): BatchOperationBody {
  const body: BatchOperationBody = { ids, batchType: TYPE[kind], handleOpinion: r.handleOpinion ?? '', fileList: (r.fileList ?? []).map((f) => ({ ...f })) }
  if (r.signImg) body.signImg = r.signImg
  if (kind === 'approve' && r.candidateList && Object.keys(r.candidateList).length) body.candidateList = r.candidateList
  if (kind !== 'transfer' && r.copyIds) body.copyIds = r.copyIds
  if (kind === 'reject' && r.rejectType) body.rejectType = r.rejectType
  if (kind === 'transfer') body.freeApproverUserId = r.freeApproverUserId
  return body
}

/** the answer of BatchOperation, or null when the user stopped on the way */
export async function runBatch(kind: BatchKind, env: BatchEnv): Promise<ApiResult<BatchOperationResult> | null> {
  const { ids, flowId, props } = env
  if (ids.length === 0) return null
  const hasOpinion = flag(props, 'hasOpinion', true)
  const hasSign = flag(props, 'hasSign', false)
  const isCustomCopy = kind !== 'transfer' && flag(props, 'isCustomCopy', false)
  const dialog = (eventType: OperateEvent, extra: Partial<OperateRequest> = {}) =>
    env.openOperate({
      eventType, title: `批量${BATCH_VERB[kind]}`, taskOperatorId: ids[0], flowId, hasOpinion,
      opinionRequired: hasOpinion && flag(props, 'opinionRequired', false), hasSign, isCustomCopy, ...extra
    })

  let answer: OperateResult | undefined = {}
  if (kind === 'approve') {
    const candidates = await getBatchCandidates(flowId, ids[0])
    if (hasOpinion || hasSign || isCustomCopy || candidates.type !== 3) answer = await dialog('audit', { candidates })
  } else if (kind === 'reject') {
    // every item goes back by its node's rule; the dialog shows where that is for the first one
    const rejectList = await getRejectList(ids[0])
    answer = await dialog('reject', {
      rejectList: { list: rejectList.list.slice(0, 1), isLastAppro: rejectList.isLastAppro }, rejectStepRule: '0',
      rejectTypeRule: Number(props.rejectType) || undefined
    })
  } else answer = await dialog('transfer')
  if (!answer) return null
  if (!(await env.confirm(`您确定要批量${BATCH_VERB[kind]}所选的 ${ids.length} 条待办吗？`))) return null
  return batchOperation(batchBody(kind, ids, answer))
}
