// Which way a scanned task opens: my open to-do on it opens it for approval (opType 1, taskId = that to-do), my own
// launch as from 我发起的 (0, or -1 while a draft), anything else read-only (3). The task detail says all of it.
import type { FlowBeforeInfoVO } from '@shared/api/workflow'
import { getTaskInfo } from '../../api/lists'
import { launchOpType, type FlowConfig } from '@/engines/workflow/lib/flow-config'

export function scanConfigOf(taskId: string, info: FlowBeforeInfoVO, me: string): FlowConfig {
  const task = info.flowTaskInfo
  const base = {
    id: task?.processId || task?.id || taskId,
    enCode: task?.flowCode || task?.enCode || info.flowFormInfo?.enCode,
    flowId: task?.flowId,
    formType: info.flowFormInfo?.formType,
    fullName: task?.fullName,
    status: task?.status
  }
  const todo = me ? (info.flowTaskOperatorList ?? []).find((op) => op.handleId === me) : undefined
  if (todo) return { ...base, opType: 1, taskId: todo.id, taskNodeId: todo.taskNodeId }
  if (me && task?.creatorUserId === me) return { ...base, opType: launchOpType(task.status), taskId: base.id }
  return { ...base, opType: 3, taskNodeId: task?.thisStepId }
}

/** reads the task (the server refuses one I may not see) and decides how to open it */
export async function resolveScannedTask(taskId: string, me: string): Promise<FlowConfig> {
  return scanConfigOf(taskId, await getTaskInfo(taskId), me)
}
