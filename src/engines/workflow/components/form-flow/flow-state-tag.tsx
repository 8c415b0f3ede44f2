// The task state of a record of a flow-bound model (flowState = the task status, jnpf-api.md §6.5) as a coloured
// tag on its card, in the process centre's wording. A record with no task yet has not been submitted: 待提交.
import type { VisualDevRow } from '@shared/api/visualdev'
import { taskStatusTag } from '@/engines/workflow/lib/status'
import { StatusTag } from '../lists/status-tag'
import { rowFlowState } from './form-flow'

export function FlowStateTag({ row, className }: { row: VisualDevRow; className?: string }) {
  return <StatusTag tag={taskStatusTag(rowFlowState(row) ?? 0)} kind='流程状态' className={className} />
}
