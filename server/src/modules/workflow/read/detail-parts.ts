// The lists of the detail (jnpf-forms-and-flows.md §4.8): the node list with each node's state and handlers, the
// open operator entries and the whole operator record history, with "realName/account" names.
import type { FlowTaskNodeModel, FlowTaskOperatorModel, FlowTaskOperatorRecordModel } from '@shared/api/workflow'
import type { FlowTaskNodeTable, FlowTaskOperatorRecordTable, FlowTaskOperatorTable, FlowTaskTable } from '../../../db/schema'
import type { AppContext } from '../../../context'
import { signFileUrl, signedUploadsText } from '../../files'
import type { UserNames } from './names'

const stateType = (state: number): FlowTaskNodeModel['type'] => (state === 1 ? '1' : state === 0 ? '0' : undefined)

/** user ids the node list names, so the caller loads them with everything else in one query */
export function nodeUserIds(task: FlowTaskTable, operators: FlowTaskOperatorTable[], children: { creatorUserId: string }[]): string[] {
  return [task.creatorUserId, ...operators.map((o) => o.handleId), ...children.map((c) => c.creatorUserId)]
}

/**
 * One entry per node code, from its latest activation (a node reached again after a return gets a new row):
 * type "1" current, "0" passed, left out when discarded; the end node is added once the task is approved.
 */
export function nodeList(
  task: FlowTaskTable, nodes: FlowTaskNodeTable[], operators: FlowTaskOperatorTable[],
  children: { parentTaskNodeId: string; creatorUserId: string }[], names: UserNames
): FlowTaskNodeModel[] {
  const latest = new Map<string, FlowTaskNodeTable>()
  for (const n of nodes) latest.set(n.nodeCode, n)
  const out = [...latest.values()].map((n): FlowTaskNodeModel => {
    const handlers = n.nodeType === 'start'
      ? [task.creatorUserId]
      : n.nodeType === 'subFlow'
        ? children.filter((c) => c.parentTaskNodeId === n.id).map((c) => c.creatorUserId)
        // who handled or holds this activation; entries closed without acting (another or-signer decided) are left out
        : operators.filter((o) => o.taskNodeId === n.id && (Number(o.state) >= 0 || Number(o.completion) === 1)).map((o) => o.handleId)
    const type = stateType(Number(n.state))
    return {
      id: n.id, nodeCode: n.nodeCode, nodeName: n.nodeName, nodeType: n.nodeType, nodePropertyJson: n.nodePropertyJson,
      nodeUp: n.nodeUp, nodeNext: n.nodeNext, completion: Number(n.completion), description: '', sortCode: Number(n.sortCode),
      creatorTime: Number(n.creatorTime), taskId: n.taskId, userName: names.names(handlers), formId: n.formId,
      ...(type === undefined ? {} : { type })
    }
  })
  if (Number(task.status) === 2 && !out.some((n) => n.nodeType === 'end')) {
    out.push({
      id: `${task.id}-end`, nodeCode: 'end', nodeName: '结束', nodeType: 'end', nodePropertyJson: '{}', nodeUp: '', nodeNext: '',
      completion: 100, description: '', sortCode: out.length, creatorTime: Number(task.endTime ?? task.lastModifyTime ?? task.creatorTime),
      taskId: task.id, userName: '', formId: '', type: '0'
    })
  }
  return out
}

/** the open entries (to-dos not yet acted on); a draft is shown to its own handler only */
export function operatorList(operators: FlowTaskOperatorTable[], meId: string): FlowTaskOperatorModel[] {
  return operators.filter((o) => Number(o.completion) === 0 && Number(o.state) >= 0).map((o) => ({
    id: o.id, handleType: o.handleType, handleId: o.handleId, handleStatus: o.handleStatus === null ? null : Number(o.handleStatus),
    handleTime: o.handleTime === null ? null : Number(o.handleTime), nodeCode: o.nodeCode, nodeName: o.nodeName,
    completion: Number(o.completion), description: o.description, creatorTime: Number(o.creatorTime), taskNodeId: o.taskNodeId,
    taskId: o.taskId, ...(o.handleId === meId && o.draftData ? { draftData: o.draftData } : {})
  }))
}

/** a JSON array string whatever was stored, since clients JSON.parse it */
function fileListText(text: string): string {
  try {
    return Array.isArray(JSON.parse(text)) ? text : '[]'
  } catch {
    return '[]'
  }
}

export function recordUserIds(records: FlowTaskOperatorRecordTable[]): string[] {
  return records.flatMap((r) => [r.handleId, r.operatorId, r.delegatorUserId])
}

/** every step, oldest first (the app reverses it); nothing is filtered: voided steps carry status -1. Uploaded
 *  signatures and attachments are answered with signed links, for the timeline's <image> and file taps */
export function recordList(ctx: Pick<AppContext, 'config' | 'clock'>, records: FlowTaskOperatorRecordTable[], names: UserNames): FlowTaskOperatorRecordModel[] {
  return records.map((r) => ({
    id: r.id, nodeCode: r.nodeCode, nodeName: r.nodeName, handleStatus: Number(r.handleStatus), handleId: r.handleId,
    handleTime: Number(r.handleTime), handleOpinion: r.handleOpinion, taskOperatorId: r.taskOperatorId, taskNodeId: r.taskNodeId,
    taskId: r.taskId, userName: names.name(r.handleId), signImg: signFileUrl(ctx, r.signImg), status: Number(r.status),
    operatorId: r.operatorId ? names.name(r.operatorId) || r.operatorId : '', fileList: signedUploadsText(ctx, fileListText(r.fileList)),
    approverType: r.approverType, draftData: '', creatorTime: Number(r.creatorTime), isLog: false,
    delegateUser: names.name(r.delegatorUserId)
  }))
}
