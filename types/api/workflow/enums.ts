// The 3.x workflow Engine API (jnpf-api.md §6; jnpf-forms-and-flows.md §4, §5.4). Field names follow JNPF 3.6
// exactly. Times are epoch milliseconds. The template JSON travels as a string (flowTemplateJson).

/** FlowTaskStatusEnum (flow_task.status) */
export const FlowTaskStatus = {
  Draft: 0,
  Handle: 1,
  Adopt: 2,
  Reject: 3,
  Revoke: 4,
  Cancel: 5,
  Suspend: 6,
  Resubmit: 7
} as const
export type FlowTaskStatusCode = (typeof FlowTaskStatus)[keyof typeof FlowTaskStatus]

/** FlowRecordEnum (flow_task_operator_record.handleStatus; the done list's status) */
export const FlowRecordStatus = {
  Reject: 0,
  Audit: 1,
  Submit: 2,
  Revoke: 3,
  Cancel: 4,
  Assign: 5,
  CopyId: 6,
  Transfer: 7,
  Change: 8,
  Resurrection: 9,
  BeforeCopyId: 10,
  Suspend: 11,
  Restore: 12,
  Swerve: 13,
  End: 100,
  Recall: -1
} as const
export type FlowRecordStatusCode = (typeof FlowRecordStatus)[keyof typeof FlowRecordStatus]

/** FlowBefore/List/{category}: 1 todo, 2 done, 3 copied, 4 batch-approvable todo */
export type FlowBeforeCategory = 1 | 2 | 3 | 4

/** FlowMessageEnum: bodyText.type of a flow message */
export const FlowMessageType = { Me: 1, Wait: 2, Circulate: 3 } as const

/** flowTaskNodeList[].type: 0 passed, 1 current, -1 discarded; missing = not reached */
export type FlowNodeState = '0' | '1' | '-1'
