// How a node's handlers decide (jnpf-forms-and-flows.md §4.3 counterSign): 0 or-sign (the first action decides),
// 1 countersign (until the approval ratio or count is reached; rejections count against rejectType's threshold),
// 2 sequential (one handler after another in approversSortList order; anyone's rejection decides).
import type { Json } from './types'

export type SignMode = 0 | 1 | 2

export interface CounterSignConfig {
  /** 1 percent, 2 count */
  auditType: number
  auditRatio: number
  auditNum: number
  /** 0 any rejection rejects the node, 1 percent, 2 count */
  rejectType: number
  rejectRatio: number
  rejectNum: number
}

export function signModeOf(props: Json): SignMode {
  const v = Number(props.counterSign ?? 0)
  return v === 1 || v === 2 ? v : 0
}

export function counterSignConfig(props: Json): CounterSignConfig {
  const c = (typeof props.counterSignConfig === 'object' && props.counterSignConfig !== null ? props.counterSignConfig : {}) as Json
  const num = (v: unknown, d: number) => (Number.isFinite(Number(v)) && v !== null && v !== '' ? Number(v) : d)
  // ≤3.3 stored the ratio as countersignRatio
  return {
    auditType: num(c.auditType, 1),
    auditRatio: num(c.auditRatio, num(props.countersignRatio, 100)),
    auditNum: num(c.auditNum, 1),
    rejectType: num(c.rejectType, 0),
    rejectRatio: num(c.rejectRatio, 10),
    rejectNum: num(c.rejectNum, 1)
  }
}

/** the counted entries of one node activation: the original handlers (and transfer targets), not add-signers */
export interface Tally {
  total: number
  approved: number
  rejected: number
  /** entries still to act */
  open: number
}

export type Verdict = 'wait' | 'pass' | 'reject'

/** the node's verdict after the latest action */
export function verdict(mode: SignMode, props: Json, t: Tally, lastAction: 'approve' | 'reject'): Verdict {
  if (mode === 0) return lastAction === 'reject' ? 'reject' : 'pass'
  if (mode === 2) {
    if (lastAction === 'reject') return 'reject'
    return t.open === 0 ? 'pass' : 'wait'
  }
  const c = counterSignConfig(props)
  const total = Math.max(1, t.total)
  const passed = c.auditType === 2 ? t.approved >= Math.min(Math.max(1, c.auditNum), total) : (t.approved * 100) / total >= c.auditRatio
  if (passed) return 'pass'
  if (t.rejected > 0) {
    if (c.rejectType === 0) return 'reject'
    const rejected = c.rejectType === 2 ? t.rejected >= Math.max(1, c.rejectNum) : (t.rejected * 100) / total >= c.rejectRatio
    if (rejected) return 'reject'
  }
  // everybody has acted and the approvals fell short: the node is rejected
  return t.open === 0 ? 'reject' : 'wait'
}
