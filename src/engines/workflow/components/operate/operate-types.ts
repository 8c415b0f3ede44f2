// What the detail page asks of the approve dialog (jnpf-forms-and-flows §5.5) and what the dialog answers. The
// request travels through the page-to-page bridge; the detail page then sends the action itself.
import type { FlowCandidateVO, FlowRejectVO } from '@shared/api/workflow'
import type { UploadItem } from '@/components'
import { routes } from '@/config/routes'
import { openPicker } from '@/lib/picker-bridge'

export type OperateEvent = 'submit' | 'audit' | 'reject' | 'transfer' | 'freeApprover' | 'revoke' | 'recall' | 'cancel'

export interface OperateRequest {
  eventType: OperateEvent
  /** the button's caption: the page title and the confirm button */
  title: string
  /** CandidateUser asks with it ('0' at launch) */
  taskOperatorId: string
  /** at launch the candidates depend on the flow and the form values */
  flowId?: string
  formData?: Record<string, unknown>
  /** node properties that shape the dialog */
  hasOpinion: boolean
  opinionRequired: boolean
  hasSign: boolean
  isCustomCopy: boolean
  /** the Candidates answer (submit, audit, add-sign) */
  candidates?: FlowCandidateVO
  /** reject: the steps it may go back to */
  rejectList?: FlowRejectVO
  /** properties.rejectStep: "2" lets the user pick the step */
  rejectStepRule?: string
  /** properties.rejectType: 3 lets the user pick how the task comes back */
  rejectTypeRule?: number
}

export interface OperateResult {
  handleOpinion?: string
  signImg?: string
  fileList?: UploadItem[]
  /** comma-joined user ids */
  copyIds?: string
  candidateList?: Record<string, string[]>
  branchList?: string[]
  rejectStep?: string
  rejectType?: number
  freeApproverUserId?: string
  freeApproverType?: number
}

/** opens the approve dialog; resolves with what the user confirmed, or undefined when they backed out */
export function openOperate(request: OperateRequest): Promise<OperateResult | undefined> {
  return openPicker<OperateResult, OperateRequest>(routes.flowOperate, request)
}

const OPINION_LABEL: Record<OperateEvent, string> = {
  submit: '审批意见',
  audit: '审批意见',
  reject: '退回意见',
  transfer: '转审原因',
  freeApprover: '加签原因',
  revoke: '撤回原因',
  recall: '撤回原因',
  cancel: '驳回原因'
}

export const opinionLabel = (event: OperateEvent): string => OPINION_LABEL[event]
