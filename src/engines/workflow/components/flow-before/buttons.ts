// Which buttons the detail shows (jnpf-forms-and-flows §5.3): by opType and task status, with the flags and
// captions of approversProperties (§4.3). "main" buttons sit in the footer, "more" ones in the 更多 sheet.
import { isBackWithLauncher, type FlowOpType } from '@/engines/workflow/lib/flow-config'

export type FlowAction = 'submit' | 'save' | 'press' | 'revoke' | 'audit' | 'transfer' | 'reject' | 'saveAudit' | 'freeApprover' | 'cancel' | 'recall'

export interface ActionButton {
  action: FlowAction
  label: string
}

export interface FlowButtons {
  main: ActionButton[]
  more: ActionButton[]
}

export type NodeProps = Record<string, unknown>

export interface ButtonContext {
  opType: FlowOpType
  /** the task status (undefined for a new launch) */
  status?: number
  /** done (opType 2): the handleStatus of my record the item points at (1 an approval); see doneRecordStatus */
  recordStatus?: number
  props: NodeProps
  /** template type: 1 a flow bound to a function form */
  type?: number
  jurisdictionType?: string
}

/** a flag JNPF leaves out counts as its default */
export function flag(props: NodeProps, key: string, fallback: boolean): boolean {
  const value = props[key]
  if (value === undefined || value === null || value === '') return fallback
  return value === true || value === 1 || value === '1' || value === 'true'
}

const text = (props: NodeProps, key: string, fallback: string): string => {
  const value = props[key]
  return typeof value === 'string' && value.trim() ? value.trim() : fallback
}

function launchButtons(ctx: ButtonContext): FlowButtons {
  const { props, type, jurisdictionType } = ctx
  // a function flow is submitted only from its form's add/edit (§5.3 row -1)
  const canSubmit = Number(type) !== 1 || jurisdictionType === 'btn_edit' || jurisdictionType === 'btn_add'
  const main = canSubmit ? [{ action: 'submit' as const, label: text(props, 'submitBtnText', '提交') }] : []
  const more = flag(props, 'hasSaveBtn', true) ? [{ action: 'save' as const, label: text(props, 'saveBtnText', '暂存') }] : []
  return { main, more }
}

export function flowButtons(ctx: ButtonContext): FlowButtons {
  const { opType, status, props } = ctx
  const none: FlowButtons = { main: [], more: [] }
  if (opType === -1) return launchButtons(ctx)
  if (opType === 0) {
    if (isBackWithLauncher(status)) return launchButtons(ctx)
    if (status !== 1) return none
    return {
      main: flag(props, 'hasPressBtn', true) ? [{ action: 'press', label: text(props, 'pressBtnText', '催办') }] : [],
      more: flag(props, 'hasRevokeBtn', true) ? [{ action: 'revoke', label: text(props, 'revokeBtnText', '撤回') }] : []
    }
  }
  if (opType === 1) {
    // a to-do of a task that is no longer in progress (opened from an old message) has nothing left to do
    if (status !== undefined && status !== 1) return none
    const more: ActionButton[] = []
    if (flag(props, 'hasTransferBtn', true)) more.push({ action: 'transfer', label: text(props, 'transferBtnText', '转审') })
    if (flag(props, 'hasRejectBtn', true)) more.push({ action: 'reject', label: text(props, 'rejectBtnText', '退回') })
    if (flag(props, 'hasSaveBtn', false)) more.push({ action: 'saveAudit', label: text(props, 'saveBtnText', '暂存') })
    if (flag(props, 'hasFreeApproverBtn', false) || flag(props, 'hasFreeApprover', false)) {
      more.push({ action: 'freeApprover', label: text(props, 'hasFreeApproverBtnText', text(props, 'freeApproverBtnText', '加签')) })
    }
    if (flag(props, 'hasCancelBtn', false)) more.push({ action: 'cancel', label: text(props, 'cancelBtnText', '驳回') })
    return { main: flag(props, 'hasAuditBtn', true) ? [{ action: 'audit', label: text(props, 'auditBtnText', '通过') }] : [], more }
  }
  // only an approval can be recalled: a return or a transfer of mine is not taken back this way
  if (opType === 2 && status === 1 && ctx.recordStatus === 1 && flag(props, 'hasRevokeBtn', true)) {
    return { main: [{ action: 'recall', label: text(props, 'revokeBtnText', '撤回') }], more: [] }
  }
  return none
}
