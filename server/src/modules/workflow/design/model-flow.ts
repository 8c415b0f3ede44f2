// The flow of a low-code function (功能设计 with 启用流程): JNPF gives such a model a flow form of its own (formType 2,
// flowType 1, bound to the model) and a 功能流程 template (type 1) that the console's 流程设计 button opens through
// getFormById. These are made when the flow is switched on, removed with the function (never while tasks exist), and
// copied with it; a release puts the template in force and needs its flow designed first.
import type { Db } from '../../../db/database'
import type { FlowFormTable, FlowTemplateTable, VisualDevTable } from '../../../db/schema'
import { BadRequest } from '../../../errors'
import { newId } from '../../../lib/tokens'
import { designRepository as repo } from './repository'
import { noteFlowChanged, saveFlows, syncBoundModels } from './versions'

const suffix = () => newId().replace(/[^a-z0-9]/gi, '').slice(0, 5)

async function freeTemplateValue(db: Db, column: 'enCode' | 'fullName', value: string): Promise<string> {
  return (await repo.templateTaken(db, column, value)) ? `${value}${column === 'enCode' ? '_' : '.'}${suffix()}` : value
}

async function templateOf(db: Db, form: FlowFormTable | undefined): Promise<FlowTemplateTable | undefined> {
  return form?.flowId ? repo.findTemplate(db, form.flowId) : undefined
}

/** the model's flow form and template, made when missing; the model learns the template */
export async function ensureModelFlow(db: Db, model: VisualDevTable, userId: string, now: number): Promise<FlowTemplateTable> {
  let form = await repo.formOfModel(db, model.id)
  if (!form) {
    form = {
      id: (await repo.findForm(db, model.id)) ? newId() : model.id, enCode: model.enCode, fullName: model.fullName, formType: 2, flowType: 1,
      category: '', urlAddress: '', appUrlAddress: '', interfaceUrl: '', propertyJson: '', tableJson: '', draftJson: '', dbLinkId: '',
      modelId: model.id, flowId: '', enabledMark: 1, sortCode: 0, creatorTime: now, state: 1, description: '', creatorUserId: userId, lastModifyTime: null
    }
    await repo.insertForm(db, form)
  }
  let template = await templateOf(db, form)
  if (!template) {
    template = {
      id: newId(), enCode: await freeTemplateValue(db, 'enCode', model.enCode), fullName: await freeTemplateValue(db, 'fullName', model.fullName),
      type: 1, category: '', icon: '', iconBackground: '', description: '', enabledMark: 0, sortCode: 0, creatorUserId: userId,
      creatorTime: now, lastModifyTime: null, lastModifyUserId: ''
    }
    await repo.insertTemplate(db, template)
    await repo.updateForm(db, form.id, { flowId: template.id })
  }
  await syncBoundModels(db, template)
  return template
}

/** removes the model's generated flow (the flow is switched off, or the function deleted); refused while tasks exist */
export async function dropModelFlow(db: Db, model: VisualDevTable): Promise<void> {
  const form = await repo.formOfModel(db, model.id)
  const template = await templateOf(db, form)
  if (template) {
    const tasks = await repo.taskCounts(db, { templateId: template.id })
    if (tasks.all > 0) throw new BadRequest(`该功能的流程已有${tasks.all}个工单任务，不能关闭流程或删除功能`)
    await noteFlowChanged(db, template.id, 'deleted')
    await repo.deleteTemplate(db, template.id)
  }
  if (form) await repo.deleteForm(db, form.id)
  await repo.updateModel(db, model.id, { enableFlow: 0, flowId: '', flowEnCode: '', flowTemplateJson: '' })
}

/** swaps every `formId` naming the old form for the new one, wherever it is in the node JSON */
function retarget(value: unknown, from: string, to: string): unknown {
  if (Array.isArray(value)) return value.map((v) => retarget(v, from, to))
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'formId' && v === from ? to : retarget(v, from, to)]))
}

/** the copy of a function gets its own flow form and template, with the source's main flows pointed at its form */
export async function copyModelFlow(db: Db, source: VisualDevTable, copy: VisualDevTable, userId: string, now: number): Promise<void> {
  const template = await ensureModelFlow(db, copy, userId, now)
  const sourceForm = await repo.formOfModel(db, source.id)
  const sourceTemplate = await templateOf(db, sourceForm)
  const copyForm = await repo.formOfModel(db, copy.id)
  if (!sourceForm || !sourceTemplate || !copyForm) return
  const mains = (await repo.versions(db, sourceTemplate.id)).filter((v) => Number(v.enabledMark) === 1)
  const parsed = (text: string): unknown => {
    try { return JSON.parse(text) } catch { return undefined }
  }
  // a version whose JSON no longer reads is left behind: the copy's flow is then designed again
  const items = mains.map((v) => ({ v, json: parsed(v.flowTemplateJson) })).filter((x) => x.json !== undefined)
    .map(({ v, json }) => ({ id: '', fullName: v.fullName, json: retarget(json, sourceForm.id, copyForm.id) }))
  if (items.length) await saveFlows(db, template, items, userId, now)
}

/** a release of a flow function: its flow must be designed; the template is put in force */
export async function enableModelFlow(db: Db, model: VisualDevTable, now: number): Promise<void> {
  const template = await templateOf(db, await repo.formOfModel(db, model.id)) ?? (model.flowId ? await repo.findTemplate(db, model.flowId) : undefined)
  const designed = template && (await repo.versions(db, template.id)).some((v) => Number(v.enabledMark) === 1 && v.flowTemplateJson)
  if (!template || !designed) throw new BadRequest('发布失败，流程未设计！')
  if (Number(template.enabledMark) !== 1) await repo.updateTemplate(db, template.id, { enabledMark: 1, lastModifyTime: now })
}
