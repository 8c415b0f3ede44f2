// Checks a flow version's node JSON before the flow designer stores it, so the engine can run every launch of it:
// the tree must parse as the engine reads it (one start node first, unique node codes), the start node must run on
// a flow form that exists and can be filled, every approver node must say who approves, every sub-flow node must
// name a flow that exists, and every condition must be a list. Refusals are 400s naming the flow and the node.
import type { Db } from '../../../db/database'
import type { FlowFormTable } from '../../../db/schema'
import { BadRequest } from '../../../errors'
import { list } from '../engine/properties'
import { parseTree } from '../engine/tree'
import type { FlowTree, Json } from '../engine/types'
import { designRepository as repo } from './repository'

export const MAX_FLOW_JSON_CHARS = 500_000
const ASSIGNEE_TYPES = new Set([1, 2, 3, 4, 5, 6, 7])

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
const text = (v: unknown): string => (typeof v === 'string' ? v : '')

export interface CheckedFlow {
  tree: FlowTree
  /** the JSON as stored */
  json: string
  /** the form the start node runs on */
  form: FlowFormTable
  /** start-node initiators, "<id>--<type>" (launch rights) */
  initiators: string[]
}

function checkEntries(where: string, what: string, value: unknown): void {
  if (value === undefined || value === null || value === '') return
  const entries = Array.isArray(value) ? value : [value]
  if (entries.some((e) => typeof e !== 'string' || e.length > 300)) throw new BadRequest(`${where}的${what}格式不正确`)
}

/** a form a flow node may run on: it exists, and a low-code one has been released (its model exists) */
async function usableForm(db: Db, formId: string, where: string): Promise<FlowFormTable> {
  const form = formId ? await repo.findForm(db, formId) : undefined
  if (!form) throw new BadRequest(`${where}绑定的表单不存在，请重新选择表单`)
  if (Number(form.formType) === 2 && !(form.modelId && (await repo.findModel(db, form.modelId)))) {
    throw new BadRequest(`${where}绑定的表单「${form.fullName}」还未发布，请先发布表单`)
  }
  return form
}

/** `name` is the flow's name for messages; `selfTemplateId` the template being saved (a sub-flow may not be itself) */
export async function checkFlowJson(db: Db, name: string, raw: unknown, selfTemplateId: string): Promise<CheckedFlow> {
  const json = typeof raw === 'string' ? raw : JSON.stringify(raw ?? null)
  if (json.length > MAX_FLOW_JSON_CHARS) throw new BadRequest(`流程「${name}」的设计过大，不能超过${MAX_FLOW_JSON_CHARS / 1000}K个字符`)
  let tree: FlowTree
  try {
    tree = parseTree(json)
  } catch (err) {
    throw err instanceof BadRequest ? new BadRequest(`流程「${name}」：${err.message}`) : err
  }
  const start = tree.start
  const form = await usableForm(db, text(start.props.formId), `流程「${name}」的发起节点`)
  checkEntries(`流程「${name}」的发起节点`, '发起人', start.props.initiator)
  for (const code of tree.order) {
    const node = tree.nodes.get(code)!
    const where = `流程「${name}」的节点「${node.name}」`
    const p = node.props
    if (node.type === 'approver') {
      const type = Number(p.assigneeType ?? 6)
      if (!ASSIGNEE_TYPES.has(type)) throw new BadRequest(`${where}的审批人类型不合法`)
      checkEntries(where, '审批人', p.approvers)
      if (type === 6 && list(p.approvers).length === 0) throw new BadRequest(`${where}没有设置审批人`)
      if (type === 4 && !text(p.formField)) throw new BadRequest(`${where}按表单字段选审批人，但没有选择字段`)
      if (type === 5 && !tree.nodes.has(text(p.nodeId))) throw new BadRequest(`${where}按节点审批人选审批人，但所选节点不存在`)
      if (text(p.formId) && text(p.formId) !== form.id) await usableForm(db, text(p.formId), where)
    }
    if (node.type === 'subFlow') {
      const flowId = text(p.flowId)
      if (!flowId) throw new BadRequest(`${where}没有选择子流程`)
      if (flowId === selfTemplateId) throw new BadRequest(`${where}不能把本流程选作子流程`)
      if (!(await repo.findTemplate(db, flowId))) throw new BadRequest(`${where}选择的子流程不存在`)
      checkEntries(where, '子流程发起人', p.initiator)
    }
    if (node.type === 'condition' && p.conditions !== undefined && p.conditions !== null && !Array.isArray(p.conditions)) {
      throw new BadRequest(`${where}的条件应为数组`)
    }
    if (node.type === 'condition' && Array.isArray(p.conditions) && p.conditions.some((c) => !isObject(c))) {
      throw new BadRequest(`${where}的条件格式不正确`)
    }
  }
  return { tree, json, form, initiators: list(start.props.initiator) }
}
