// The workflow lists (jnpf-api.md §6.2): my launches (FlowLaunchListVO) and FlowBefore/List/{category}
// (FlowBeforeListVO): 1 to-do (id = operator id), 2 done (id = operator-record id, status = its handleStatus),
// 3 copied to me, 4 to-dos whose node allows batch approval (with the node's approversProperties).
import type { PageList } from '@shared/api/envelope'
import type { FlowBeforeListVO, FlowLaunchListVO, PaginationFlowTask } from '@shared/api/workflow'
import type { AppContext } from '../../../context'
import { BadRequest } from '../../../errors'
import { page } from '../../../lib/envelope'
import type { UserRow } from '../../users/repository'
import { listQuery } from './list-query'
import { flowListRepository, type TaskCols } from './list-repository'
import { loadNames, type UserNames } from './names'
import { nodeProperties } from './node-json'

const num = (v: unknown) => Number(v)
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v))

function taskPart(t: TaskCols, names: UserNames) {
  return {
    processId: t.processId || t.taskId, enCode: t.enCode, fullName: t.fullName, flowName: t.flowName, flowCode: t.flowCode,
    flowId: t.flowId, flowCategory: t.flowCategory, formType: num(t.formType), creatorUserId: t.creatorUserId,
    userName: names.name(t.creatorUserId), startTime: numOrNull(t.startTime), flowUrgent: num(t.flowUrgent) || 1,
    description: t.description, flowVersion: String(t.flowVersion ?? '')
  }
}

export async function launchList(ctx: AppContext, me: UserRow, q: PaginationFlowTask): Promise<PageList<FlowLaunchListVO>> {
  const { currentPage, pageSize, filter } = listQuery(q)
  const { rows, total } = await flowListRepository.launches(ctx.db, me.id, filter, (currentPage - 1) * pageSize, pageSize)
  const names = await loadNames(ctx, rows.map((r) => r.creatorUserId))
  return page(rows.map((t): FlowLaunchListVO => ({
    id: t.taskId, enCode: t.enCode, fullName: t.fullName, flowName: t.flowName, flowCode: t.flowCode, flowId: t.flowId,
    flowCategory: t.flowCategory, formType: num(t.formType), formData: '', status: num(t.status), completion: num(t.completion),
    thisStep: t.currentNodeName, startTime: numOrNull(t.startTime), endTime: numOrNull(t.endTime), creatorTime: num(t.taskCreatorTime),
    creatorUserId: t.creatorUserId, flowUrgent: num(t.flowUrgent) || 1, parentId: t.parentId, description: t.description,
    // launched by me on someone else's behalf (launch delegation): whose launch it is
    delegateUser: t.delegateUserId === me.id && t.creatorUserId !== me.id ? names.name(t.creatorUserId) : ''
  })), currentPage, pageSize, total)
}

/** the task-node ids of my open to-dos whose node allows batch approval, with those nodes' properties */
async function batchNodes(ctx: AppContext, me: UserRow): Promise<Map<string, string>> {
  const out = new Map<string, string>()
  for (const n of await flowListRepository.openTodoNodes(ctx.db, me.id)) {
    const props = nodeProperties(n.nodePropertyJson)
    if (props.isBatchApproval === true || props.isBatchApproval === 1 || props.isBatchApproval === '1') out.set(n.taskNodeId, JSON.stringify(props))
  }
  return out
}

export async function beforeList(ctx: AppContext, me: UserRow, category: number, q: PaginationFlowTask): Promise<PageList<FlowBeforeListVO>> {
  const { currentPage, pageSize, filter } = listQuery(q)
  const offset = (currentPage - 1) * pageSize
  if (category === 1 || category === 4) {
    const batch = category === 4 ? await batchNodes(ctx, me) : undefined
    const { rows, total } = await flowListRepository.todos(ctx.db, me.id, filter, offset, pageSize, batch && [...batch.keys()])
    const names = await loadNames(ctx, rows.flatMap((r) => [r.creatorUserId, r.delegatorUserId]))
    return page(rows.map((r): FlowBeforeListVO => ({
      id: r.id, ...taskPart(r, names), thisStep: r.nodeName, thisStepId: r.taskNodeId, nodeName: r.nodeName, status: num(r.status),
      creatorTime: num(r.creatorTime), delegateUser: names.name(r.delegatorUserId),
      ...(batch ? { approversProperties: batch.get(r.taskNodeId) ?? '{}' } : {})
    })), currentPage, pageSize, total)
  }
  if (category === 2) {
    const { rows, total } = await flowListRepository.dones(ctx.db, me.id, filter, offset, pageSize)
    const names = await loadNames(ctx, rows.flatMap((r) => [r.creatorUserId, r.delegatorUserId]))
    return page(rows.map((r): FlowBeforeListVO => ({
      id: r.id, ...taskPart(r, names), thisStep: r.nodeName, thisStepId: r.taskNodeId, nodeName: r.nodeName,
      status: num(r.handleStatus), creatorTime: num(r.handleTime), delegateUser: names.name(r.delegatorUserId)
    })), currentPage, pageSize, total)
  }
  if (category === 3) {
    const { rows, total } = await flowListRepository.copies(ctx.db, me.id, filter, offset, pageSize)
    const names = await loadNames(ctx, rows.map((r) => r.creatorUserId))
    return page(rows.map((r): FlowBeforeListVO => ({
      id: r.id, ...taskPart(r, names), thisStep: r.currentNodeName || r.nodeName, thisStepId: r.taskNodeId, nodeName: r.nodeName,
      status: num(r.status), creatorTime: num(r.creatorTime), delegateUser: ''
    })), currentPage, pageSize, total)
  }
  throw new BadRequest('列表类型不正确，应为 1 待办、2 已办、3 抄送或 4 批量审批')
}
