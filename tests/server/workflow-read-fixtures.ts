// Tasks written straight into the workflow tables, in the shapes the engine writes them (migration 009), so the
// read side is tested on its own: lists, detail, access, comments. The seeded demo flows (leave, payment) are used
// as their templates.
import type { AppContext } from '../../server/src/context'
import type { FlowTaskNodeTable, FlowTaskOperatorRecordTable, FlowTaskOperatorTable, FlowTaskTable } from '../../server/src/db/schema'

export const u = (account: string) => `u-${account}`

let seq = 0
const id = (p: string) => `${p}-${++seq}`

export interface TaskSpec {
  id: string
  flow: 'leave' | 'payment'
  launcher: string
  title: string
  status: number
  at: number
  values?: Record<string, unknown>
  urgent?: number
  currentNode?: [string, string]
  delegateUserId?: string
}

const FLOWS = {
  leave: { flowId: 'ftj-leave-v1', templateId: 'ft-leave', code: 'leaveApply', name: '请假申请', formId: 'ff-leave-apply', formType: 1, category: 'dd-WorkFlowCategory-office' },
  payment: { flowId: 'ftj-meter-payment-v1', templateId: 'ft-meter-payment', code: 'meterPayment', name: '计量支付审批', formId: 'ff-meter-payment', formType: 2, category: 'dd-WorkFlowCategory-metering' }
}

export class Fixture {
  constructor(private ctx: AppContext) {}

  async task(s: TaskSpec): Promise<FlowTaskTable> {
    const f = FLOWS[s.flow]
    const row: FlowTaskTable = {
      id: s.id, processId: s.id, enCode: '', fullName: s.title, flowUrgent: s.urgent ?? 1, flowId: f.flowId, templateId: f.templateId,
      flowCode: f.code, flowName: f.name, flowType: 0, flowCategory: f.category, formId: f.formId, formType: f.formType,
      flowFormDataJson: JSON.stringify(s.values ?? {}), flowVersion: '1', startTime: s.status === 0 ? null : s.at, endTime: null,
      currentNodeName: s.currentNode?.[1] ?? '', currentNodeCode: s.currentNode?.[0] ?? '', status: s.status, suspend: 0,
      completion: s.status === 2 ? 100 : 0, parentId: '0', parentTaskNodeId: '', isAsync: 0, delegateUserId: s.delegateUserId ?? '',
      rejectNodeCode: '', projectId: 'proj-hj', contractId: 'ct-hj-tj01', description: '', sortCode: 0, enabledMark: 1,
      creatorUserId: u(s.launcher), creatorTime: s.at, lastModifyUserId: '', lastModifyTime: null
    }
    await this.ctx.db.insertInto('flowTask').values(row).execute()
    return row
  }

  async node(taskId: string, code: string, name: string, type: string, state: number, at: number, props: Record<string, unknown> = {}): Promise<FlowTaskNodeTable> {
    const row: FlowTaskNodeTable = {
      id: id(`node-${code}`), taskId, nodeCode: code, nodeName: name, nodeType: type, nodePropertyJson: JSON.stringify({ nodeId: code, type, properties: { title: name, ...props } }),
      nodeUp: '', nodeNext: '', completion: state === 0 ? 1 : 0, state, candidates: '[]', draftData: '', formId: '', dueTime: null,
      sortCode: 0, creatorTime: at, completedTime: state === 0 ? at : null
    }
    await this.ctx.db.insertInto('flowTaskNode').values(row).execute()
    return row
  }

  async operator(node: FlowTaskNodeTable, handler: string, at: number, o: Partial<FlowTaskOperatorTable> = {}): Promise<FlowTaskOperatorTable> {
    const row: FlowTaskOperatorTable = {
      id: id('op'), taskId: node.taskId, taskNodeId: node.id, nodeCode: node.nodeCode, nodeName: node.nodeName, handleType: '6',
      handleId: u(handler), delegatorUserId: '', completion: 0, handleStatus: null, handleTime: null, state: 0, parentId: '0',
      draftData: '', dueTime: null, sortCode: 0, description: '', creatorTime: at, ...o
    }
    await this.ctx.db.insertInto('flowTaskOperator').values(row).execute()
    return row
  }

  async record(node: FlowTaskNodeTable, handler: string, handleStatus: number, at: number, o: Partial<FlowTaskOperatorRecordTable> = {}): Promise<FlowTaskOperatorRecordTable> {
    const row: FlowTaskOperatorRecordTable = {
      id: id('rec'), taskId: node.taskId, taskNodeId: node.id, taskOperatorId: '', nodeCode: node.nodeCode, nodeName: node.nodeName,
      handleStatus, handleId: u(handler), delegatorUserId: '', handleTime: at, handleOpinion: '', operatorId: '', signImg: '',
      fileList: '[]', status: 0, draftData: '', approverType: '', creatorTime: at, ...o
    }
    await this.ctx.db.insertInto('flowTaskOperatorRecord').values(row).execute()
    return row
  }

  async copy(node: FlowTaskNodeTable, to: string, at: number): Promise<string> {
    const cid = id('copy')
    await this.ctx.db.insertInto('flowTaskCirculate').values({
      id: cid, taskId: node.taskId, taskNodeId: node.id, nodeCode: node.nodeCode, nodeName: node.nodeName, objectType: 'user',
      objectId: u(to), creatorUserId: '', creatorTime: at
    }).execute()
    return cid
  }
}
