// GET /api/workflow/Engine/FlowBefore/{id} (FlowBeforeInfoVO, jnpf-forms-and-flows.md §4.8). id "0" (or a low-code
// record that has no task yet) with flowId = a version: what a new launch needs. A task id: the task, its nodes,
// operators, records, template, form and values, for the people involved only (access.ts). approversProperties are
// those of the node of taskOperatorId (a to-do id, or a record id from the done list) or taskNodeId, else the
// start node's; draftData replaces formData when the caller's own to-do holds a draft.
import type { FlowBeforeInfoVO, FlowTaskModel, FlowTemplateModel, FormOperate } from '@shared/api/workflow'
import type { AppContext } from '../../../context'
import type { FlowTaskNodeTable, FlowTaskTable, FlowTemplateJsonTable, FlowTemplateTable } from '../../../db/schema'
import { BadRequest } from '../../../errors'
import type { UserRow } from '../../users/repository'
import { visualDevRepository } from '../../visualdev/repository'
import { mayLaunchOrDelegated } from '../template/visibility'
import { isAdmin, readableTask, TASK_NOT_FOUND } from './access'
import { nodeList, nodeUserIds, operatorList, recordList, recordUserIds } from './detail-parts'
import { formVo, loadForm, recordValues, taskValues } from './form-info'
import { loadNames } from './names'
import { mayReadRecord, type Origin } from './record-access'
import { findTemplateNode, formOperatesOf, isObj, nodeProperties, parseObject, startProperties, type Json } from './node-json'
import { taskReadRepository as repo } from './task-repository'

export interface BeforeQuery { taskOperatorId?: string; taskNodeId?: string; flowId?: string }

const templateVo = (v: FlowTemplateJsonTable, t: FlowTemplateTable | undefined): FlowTemplateModel => ({
  id: v.id, templateId: v.templateId, fullName: t?.fullName ?? v.fullName, visibleType: Number(v.visibleType),
  flowTemplateJson: v.flowTemplateJson, version: String(v.version), type: Number(t?.type ?? 0)
})

const operates = (props: Json) => formOperatesOf(props) as unknown as FormOperate[]

/** a version a new launch may use: it exists, is the one launches use, and the caller may launch it */
async function launchVersion(ctx: AppContext, me: UserRow, flowId: string | undefined): Promise<{ v: FlowTemplateJsonTable; t: FlowTemplateTable }> {
  if (!flowId) throw new BadRequest('请选择要发起的流程')
  const v = await repo.findVersion(ctx.db, flowId)
  const t = v && (await repo.findTemplate(ctx.db, v.templateId))
  if (!v || !t) throw new BadRequest('该流程不存在或已被删除')
  if (Number(t.enabledMark) !== 1 || Number(v.enabledMark) !== 1) throw new BadRequest('该流程已停用或版本已更新，请重新发起')
  if (!(await mayLaunchOrDelegated(ctx, me, v))) throw new BadRequest('您没有发起该流程的权限')
  return { v, t }
}

async function newLaunch(ctx: AppContext, me: UserRow, flowId: string | undefined, recordId?: string, origin: Origin = 'pc'): Promise<FlowBeforeInfoVO> {
  const { v, t } = await launchVersion(ctx, me, flowId)
  const form = await loadForm(ctx, v.formId ? await repo.findForm(ctx.db, v.formId) : undefined)
  const props = startProperties(v.flowTemplateJson)
  let formData: Json | undefined
  if (recordId) {
    // a record of the bound model that has no task yet: the caller must be able to open it as the record's own GET
    // allows (its project, and the model's menu and buttons), then launches it
    if (!form.model) throw new BadRequest(TASK_NOT_FOUND)
    await mayReadRecord(ctx, me, form.model.id, await visualDevRepository.findRecord(ctx.db, form.model.id, recordId), origin, TASK_NOT_FOUND)
    formData = await recordValues(ctx, me, form, recordId)
  }
  return {
    flowTaskNodeList: [], flowTaskOperatorList: [], flowTaskOperatorRecordList: [], flowTemplateInfo: templateVo(v, t),
    flowFormInfo: formVo(form), formOperates: operates(props), approversProperties: props,
    ...(formData ? { formData } : {}), noOperateAuth: !isAdmin(me)
  }
}

/** the node the caller is looking from: the one of their to-do / done record, or the task node asked for */
async function viewNode(ctx: AppContext, task: FlowTaskTable, nodes: FlowTaskNodeTable[], q: BeforeQuery) {
  if (q.taskOperatorId) {
    const op = await repo.findOperator(ctx.db, q.taskOperatorId)
    if (op && op.taskId === task.id) return { node: nodes.find((n) => n.id === op.taskNodeId), nodeCode: op.nodeCode, nodeName: op.nodeName, operator: op }
    const rec = await repo.findRecord(ctx.db, q.taskOperatorId)
    if (rec && rec.taskId === task.id) return { node: nodes.find((n) => n.id === rec.taskNodeId), nodeCode: rec.nodeCode, nodeName: rec.nodeName }
  }
  if (q.taskNodeId) {
    const node = nodes.find((n) => n.id === q.taskNodeId)
    if (node) return { node, nodeCode: node.nodeCode }
  }
  return undefined
}

/** a node's properties: the pinned template version's, overlaid by what its task row stored at activation */
function propsOf(node: FlowTaskNodeTable | undefined, nodeCode: string, templateJson: string): Json {
  const t = nodeCode ? findTemplateNode(templateJson, nodeCode) : undefined
  return { ...(t && isObj(t.properties) ? t.properties : {}), ...(node ? nodeProperties(node.nodePropertyJson) : {}) }
}

function taskVo(task: FlowTaskTable, v: FlowTemplateJsonTable | undefined, t: FlowTemplateTable | undefined, thisStep: string): FlowTaskModel {
  return {
    id: task.id, processId: task.processId || task.id, enCode: task.enCode, fullName: task.fullName, flowUrgent: Number(task.flowUrgent) || 1,
    flowId: task.flowId, flowCode: task.flowCode, flowName: task.flowName, flowType: Number(task.flowType), flowCategory: task.flowCategory,
    flowForm: task.formId, flowFormContentJson: task.flowFormDataJson, flowTemplateJson: v?.flowTemplateJson ?? '',
    flowVersion: String(task.flowVersion), startTime: task.startTime === null ? null : Number(task.startTime),
    endTime: task.endTime === null ? null : Number(task.endTime), thisStep, thisStepId: task.currentNodeCode, grade: '',
    status: Number(task.status), completion: Number(task.completion), description: task.description, sortCode: Number(task.sortCode),
    enabledMark: Number(task.enabledMark), type: Number(t?.type ?? task.flowType), rejectDataId: '', suspend: Number(task.suspend) === 1,
    creatorUserId: task.creatorUserId, creatorTime: Number(task.creatorTime)
  }
}

export async function beforeInfo(ctx: AppContext, me: UserRow, id: string, q: BeforeQuery, origin: Origin = 'pc'): Promise<FlowBeforeInfoVO> {
  if (!id || id === '0') return newLaunch(ctx, me, q.flowId)
  const found = await repo.findTask(ctx.db, id)
  if (!found && q.flowId) return newLaunch(ctx, me, q.flowId, id, origin)
  const task = await readableTask(ctx, me, id)
  const [v, nodes, operators, records] = await Promise.all([
    repo.findVersion(ctx.db, task.flowId), repo.nodes(ctx.db, task.id), repo.operators(ctx.db, task.id), repo.records(ctx.db, task.id)
  ])
  const t = await repo.findTemplate(ctx.db, v?.templateId || task.templateId)
  const view = await viewNode(ctx, task, nodes, q)
  const templateJson = v?.flowTemplateJson ?? ''
  const start = nodes.find((n) => n.nodeType === 'start')
  const approversProperties = view
    ? propsOf(view.node, view.nodeCode, templateJson)
    : { ...startProperties(templateJson), ...(start ? nodeProperties(start.nodePropertyJson) : {}) }
  const formId = (view?.node?.formId || task.formId || v?.formId) ?? ''
  const form = await loadForm(ctx, formId ? await repo.findForm(ctx.db, formId) : undefined)
  const children = await repo.childLaunchers(ctx.db, nodes.filter((n) => n.nodeType === 'subFlow').map((n) => n.id))
  const names = await loadNames(ctx, [...nodeUserIds(task, operators, children), ...recordUserIds(records)])
  const mine = view?.operator && view.operator.handleId === me.id && view.operator.draftData ? parseObject(view.operator.draftData) : undefined
  const draft = mine && Object.keys(mine).length > 0 ? mine : undefined
  const vo: FlowBeforeInfoVO = {
    flowTaskInfo: taskVo(task, v, t, view?.operator ? view.nodeName ?? task.currentNodeName : task.currentNodeName),
    flowTaskNodeList: nodeList(task, nodes, operators, children, names),
    flowTaskOperatorList: operatorList(operators, me.id),
    flowTaskOperatorRecordList: recordList(ctx, records, names),
    flowTemplateInfo: v ? templateVo(v, t) : { id: task.flowId, templateId: task.templateId, fullName: task.flowName, visibleType: 0, flowTemplateJson: '', version: String(task.flowVersion), type: Number(task.flowType) },
    flowFormInfo: formVo(form),
    formOperates: operates(approversProperties),
    approversProperties,
    noOperateAuth: !isAdmin(me)
  }
  // JNPF sets formData only when there is no draft; clients read draftData || formData
  if (draft) vo.draftData = draft
  else vo.formData = await taskValues(ctx, me, form, task)
  return vo
}

/** GET FlowBefore/{taskOperatorId}/Info: isCheck = the entry can no longer be acted on by the caller (open it read-only) */
export async function operatorCheck(ctx: AppContext, me: UserRow, operatorId: string): Promise<{ isCheck: boolean }> {
  const op = await repo.findOperator(ctx.db, operatorId)
  if (!op) throw new BadRequest('该待办不存在或已被删除')
  const task = await readableTask(ctx, me, op.taskId)
  const open = op.handleId === me.id && Number(op.completion) === 0 && Number(op.state) === 0 && Number(task.status) === 1
  return { isCheck: !open }
}
