// Writing templates, their versions and flow forms: what the demo seed and the tests build flows with. A version is
// checked by parsing it; its start node's initiators become flow_visible rows; a low-code form's model is bound to
// the template (Config then answers enableFlow / flowId, jnpf-forms-and-flows.md §3.7).
import type { Db } from '../../../db/database'
import type { FlowFormTable, FlowTemplateJsonTable, FlowTemplateTable, FlowVisibleTable } from '../../../db/schema'
import { BadRequest } from '../../../errors'
import { newId } from '../../../lib/tokens'
import { list } from '../engine/properties'
import { parseTree } from '../engine/tree'
import type { FlowNodeJson } from '../engine/types'
import { templateRepository } from './task-repository'

export interface TemplateInput {
  id?: string
  enCode: string
  fullName: string
  /** 0 发起流程, 1 功能流程 */
  type?: number
  category?: string
  icon?: string
  iconBackground?: string
  description?: string
  sortCode?: number
  creatorUserId?: string
}

export async function createFlowTemplate(db: Db, t: TemplateInput, now: number): Promise<FlowTemplateTable> {
  const row: FlowTemplateTable = {
    id: t.id ?? newId(), enCode: t.enCode, fullName: t.fullName, type: t.type ?? 0, category: t.category ?? '', icon: t.icon ?? '',
    iconBackground: t.iconBackground ?? '', description: t.description ?? '', enabledMark: 1, sortCode: t.sortCode ?? 0,
    creatorUserId: t.creatorUserId ?? '', creatorTime: now, lastModifyTime: null
  }
  await templateRepository.insertTemplate(db, row)
  return row
}

export interface FormInput {
  id?: string
  enCode: string
  fullName: string
  formType: 1 | 2
  /** formType 2: the base_visual_dev model */
  modelId?: string
  propertyJson?: string
  category?: string
  urlAddress?: string
  appUrlAddress?: string
  /** the template the form is bound to */
  flowId?: string
}

export async function createFlowForm(db: Db, f: FormInput, now: number): Promise<FlowFormTable> {
  const row: FlowFormTable = {
    id: f.id ?? (f.formType === 2 && f.modelId ? f.modelId : newId()), enCode: f.enCode, fullName: f.fullName, formType: f.formType,
    flowType: 0, category: f.category ?? '', urlAddress: f.urlAddress ?? '', appUrlAddress: f.appUrlAddress ?? '', interfaceUrl: '',
    propertyJson: f.propertyJson ?? '', tableJson: '', draftJson: '', dbLinkId: '', modelId: f.modelId ?? '', flowId: f.flowId ?? '',
    enabledMark: 1, sortCode: 0, creatorTime: now
  }
  await templateRepository.insertForm(db, row)
  return row
}

export interface VersionInput {
  id?: string
  fullName?: string
  /** the flow_form the start node runs on; default: the start node's properties.formId */
  formId?: string
  creatorUserId?: string
}

/** a new version of the template's node JSON; it becomes the one new launches use */
export async function publishVersion(db: Db, template: FlowTemplateTable, json: FlowNodeJson | string, v: VersionInput, now: number): Promise<FlowTemplateJsonTable> {
  const text = typeof json === 'string' ? json : JSON.stringify(json)
  const tree = parseTree(text)
  const formId = v.formId ?? (typeof tree.start.props.formId === 'string' ? tree.start.props.formId : '')
  const form = formId ? await templateRepository.findForm(db, formId) : undefined
  if (!form) throw new BadRequest('流程模板的发起节点没有绑定表单')
  const id = v.id ?? newId()
  const initiators = list(tree.start.props.initiator)
  const visible: FlowVisibleTable[] = initiators.map((e, i) => {
    const [operatorId, operatorType = 'user'] = e.split('--')
    return { id: newId(), flowId: id, operatorType, operatorId, type: '1', sortCode: i }
  })
  const row: FlowTemplateJsonTable = {
    id, templateId: template.id, fullName: v.fullName ?? template.fullName, groupId: template.id, visibleType: initiators.length ? 1 : 0,
    flowTemplateJson: text, version: (await templateRepository.maxVersion(db, template.id)) + 1, formId, sendConfigIds: '',
    enabledMark: 1, sortCode: 0, creatorUserId: v.creatorUserId ?? '', creatorTime: now
  }
  await templateRepository.insertVersion(db, row, visible)
  if (Number(form.formType) === 2 && form.modelId) {
    await templateRepository.bindModel(db, form.modelId, { flowId: template.id, flowEnCode: template.enCode, flowTemplateJson: text })
  }
  return row
}
