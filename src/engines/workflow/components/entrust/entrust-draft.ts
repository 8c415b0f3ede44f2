// The delegation form's values and their checks. The server checks the same (dates, not to oneself, overlaps);
// checking here first lets the user fix everything at once instead of one server refusal at a time.
import type { DelegableFlow, DelegateType, FlowDelegateForm, FlowDelegateItem } from '../../api/delegate'

export const DESCRIPTION_MAX = 500

export interface DelegateDraft {
  type: DelegateType
  toUserId: string
  toUserName: string
  /** the chosen flows; empty = every flow */
  flows: DelegableFlow[]
  startTime: number | null
  endTime: number | null
  description: string
}

export type DraftField = 'type' | 'toUserId' | 'startTime' | 'endTime' | 'description'

export function emptyDraft(now = Date.now()): DelegateDraft {
  // a new delegation usually starts now: the start is preset to the current minute
  const start = Math.floor(now / 60000) * 60000
  return { type: '1', toUserId: '', toUserName: '', flows: [], startTime: start, endTime: null, description: '' }
}

export function draftFromItem(item: FlowDelegateItem): DelegateDraft {
  const ids = (item.flowId ?? '').split(',').filter(Boolean)
  const names = (item.flowName ?? '').split(',')
  return {
    type: String(item.type) === '0' ? '0' : '1',
    toUserId: item.toUserId ?? '',
    toUserName: item.toUserName ?? '',
    flows: ids.map((id, i) => ({ id, fullName: names[i] ?? id })),
    startTime: Number(item.startTime) || null,
    endTime: Number(item.endTime) || null,
    description: item.description ?? ''
  }
}

/** a message per field that is wrong; `me` is the delegator's user id */
export function validateDraft(draft: DelegateDraft, me: string, now = Date.now()): Partial<Record<DraftField, string>> {
  const errors: Partial<Record<DraftField, string>> = {}
  if (draft.type !== '0' && draft.type !== '1') errors.type = '请选择委托类型'
  if (!draft.toUserId) errors.toUserId = '请选择被委托人'
  else if (me && draft.toUserId === me) errors.toUserId = '不能委托给自己'
  if (!draft.startTime) errors.startTime = '请选择开始时间'
  if (!draft.endTime) errors.endTime = '请选择结束时间'
  else if (draft.startTime && draft.endTime <= draft.startTime) errors.endTime = '结束时间必须晚于开始时间'
  else if (draft.endTime <= now) errors.endTime = '结束时间必须晚于当前时间'
  if (draft.description.length > DESCRIPTION_MAX) errors.description = `委托说明不能超过${DESCRIPTION_MAX}个字`
  return errors
}

/** FlowDelegateCrForm of a valid draft */
export function toDelegateForm(draft: DelegateDraft, me: { id: string; name: string }): FlowDelegateForm {
  return {
    userId: me.id,
    userName: me.name,
    toUserId: draft.toUserId,
    toUserName: draft.toUserName,
    type: draft.type,
    description: draft.description.trim(),
    startTime: draft.startTime ?? 0,
    endTime: draft.endTime ?? 0,
    flowId: draft.flows.map((f) => f.id).join(','),
    flowName: draft.flows.length ? draft.flows.map((f) => f.fullName).join(',') : '全部流程'
  }
}
