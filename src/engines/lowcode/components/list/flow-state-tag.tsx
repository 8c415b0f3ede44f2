// The task state of a record of a flow-bound model (flowState = the task status, jnpf-api.md §6.5) as a coloured
// tag on its card, with the process centre's wording. A record with no task yet has not been submitted: 待提交.
import { Text } from '@tarojs/components'
import type { VisualDevRow } from '@shared/api/visualdev'
import { rowFlowState } from '../flow-launch'

type Tone = 'primary' | 'success' | 'warning' | 'error' | 'info'

const FLOW_STATES: Readonly<Record<number, { label: string; tone: Tone }>> = {
  0: { label: '待提交', tone: 'info' },
  1: { label: '审批中', tone: 'primary' },
  2: { label: '已通过', tone: 'success' },
  3: { label: '已退回', tone: 'error' },
  4: { label: '已撤回', tone: 'warning' },
  5: { label: '已终止', tone: 'error' },
  6: { label: '挂起', tone: 'warning' },
  7: { label: '撤回提交', tone: 'info' }
}

/** the tag of a row; an unknown state shows as its number rather than disappearing */
export function flowStateTag(row: VisualDevRow): { label: string; tone: Tone } {
  const state = rowFlowState(row) ?? 0
  return FLOW_STATES[state] ?? { label: `状态${state}`, tone: 'info' }
}

export function FlowStateTag({ row }: { row: VisualDevRow }) {
  const tag = flowStateTag(row)
  return (
    <Text className={`lc-flow-tag lc-flow-tag--${tag.tone}`} aria-label={`流程状态：${tag.label}`}>
      {tag.label}
    </Text>
  )
}
