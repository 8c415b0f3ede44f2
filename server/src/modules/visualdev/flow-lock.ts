// A record with a flow task (task id = record id, flowState set by the workflow) belongs to its flow: the record
// endpoints must not change it behind the approvers' backs (jnpf-api.md §5.2: DELETE refuses while a flow task
// exists). The workflow writes the record itself, through workflow/task/form-store.ts, never through these checks.
import type { VisualDevRecordTable } from '../../db/schema'
import { BadRequest } from '../../errors'

type FlowBound = Pick<VisualDevRecordTable, 'flowState'>

/** PUT: refused while the task is with the approvers or has ended approved or terminated */
const EDIT_LOCKED: Record<number, string> = {
  1: '该记录正在审批中，不能修改', 2: '该记录已审批通过，不能修改', 5: '该记录已终止，不能修改',
  // a suspended task is still under approval
  6: '该记录正在审批中，不能修改'
}

/** DELETE: the states the list explains (§3.2 point 10); any other task state still owns the record */
const DELETE_LOCKED: Record<number, string> = {
  1: '该流程已提交，无法删除', 2: '该流程已通过，无法删除', 3: '该流程已退回，无法删除', 5: '该流程已终止，无法删除'
}
const HAS_TASK = '该记录已关联流程，无法删除'

/** the states PUT refuses, for the update's own condition (a flow may be submitted between the check and the write) */
export const EDIT_LOCKED_STATES = Object.keys(EDIT_LOCKED).map(Number)

const stateOf = (r: FlowBound): number | undefined =>
  r.flowState === null || r.flowState === undefined ? undefined : Number(r.flowState)

/** a draft (0), returned (3) or withdrawn (4, 7) record may still be edited by its users */
export function assertEditable(record: FlowBound): void {
  const state = stateOf(record)
  const locked = state === undefined ? undefined : EDIT_LOCKED[state]
  if (locked) throw new BadRequest(locked)
}

/** deleting the record would orphan its task, whatever state the task is in */
export function assertDeletable(record: FlowBound): void {
  const state = stateOf(record)
  if (state !== undefined) throw new BadRequest(DELETE_LOCKED[state] ?? HAS_TASK)
}
