// A template's versions as the flow designer saves them. The console edits a list of flows (groups); each group has
// one main version (enabledMark 1) that new launches use. Saving a flow whose main version tasks already run on does
// not touch that version: the change becomes a new version of the group, and the console then asks whether it should
// become the main one (MainVersion). Every write keeps the low-code model bound to the template in step (its Config
// hands the app the main JSON) and tells the catalogue that an administrator changed the flow.
import { noteAdministratorChange } from '../../../catalog/administrator-changes'
import type { Db } from '../../../db/database'
import type { FlowFormTable, FlowTemplateJsonTable, FlowTemplateTable, FlowVisibleTable } from '../../../db/schema'
import { BadRequest } from '../../../errors'
import { newId } from '../../../lib/tokens'
import { isFormModel } from './form-model'
import { designRepository as repo } from './repository'
import { checkFlowJson, type CheckedFlow } from './validate-flow'

/** one flow of the designer's list: id = the version it was loaded from ('' = new), fullName = the group's name */
export interface FlowItem { id: string; fullName: string; json: unknown }

const MAX_FLOWS = 50

/** the console's flowTemplateJson: the JSON text of [{id, flowId, fullName, flowTemplateJson}] (null = no flows) */
export function parseFlowItems(raw: unknown, templateName: string): FlowItem[] {
  if (raw === undefined || raw === null || raw === '') return []
  let value: unknown = raw
  if (typeof raw === 'string') {
    try { value = JSON.parse(raw) } catch { throw new BadRequest('流程设计(flowTemplateJson)不是合法的JSON') }
  }
  if (!Array.isArray(value)) throw new BadRequest('流程设计(flowTemplateJson)应为流程列表')
  if (value.length > MAX_FLOWS) throw new BadRequest(`一个流程最多包含${MAX_FLOWS}条子流程设计`)
  const names = new Set<string>()
  return value.map((item, i) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw new BadRequest(`流程设计第${i + 1}项格式不正确`)
    const o = item as Record<string, unknown>
    const fullName = (typeof o.fullName === 'string' && o.fullName.trim() ? o.fullName.trim() : templateName).slice(0, 100)
    if (names.has(fullName)) throw new BadRequest(`流程名称「${fullName}」重复，请重新输入`)
    names.add(fullName)
    const json = o.flowTemplateJson
    if (typeof json !== 'string' && (typeof json !== 'object' || json === null || Array.isArray(json))) throw new BadRequest(`流程「${fullName}」没有设计内容`)
    return { id: typeof o.id === 'string' ? o.id : '', fullName, json }
  })
}

const visibleRows = (versionId: string, initiators: string[]): FlowVisibleTable[] => initiators.map((e, i) => {
  const [operatorId, operatorType = 'user'] = e.split('--')
  return { id: newId(), flowId: versionId, operatorType, operatorId, type: '1', sortCode: i }
})

/** a type-1 (功能流程) template runs on one form only, and that form belongs to no other template */
async function bindForms(db: Db, template: FlowTemplateTable, checked: CheckedFlow[]): Promise<void> {
  if (Number(template.type) !== 1 || checked.length === 0) return
  const forms = new Map<string, FlowFormTable>(checked.map((c) => [c.form.id, c.form]))
  if (forms.size > 1) throw new BadRequest('流程表单不一致，请重新选择。')
  // the flow of a 功能设计 function runs on that function's form, whatever form the design names
  for (const own of await repo.formsBoundTo(db, template.id)) {
    const model = Number(own.formType) === 2 && own.modelId ? await repo.findModel(db, own.modelId) : undefined
    if (model && !isFormModel(model) && !forms.has(own.id)) throw new BadRequest(`该流程属于功能「${model.fullName}」，发起节点只能使用它的表单「${own.fullName}」`)
  }
  for (const form of forms.values()) {
    if (form.flowId && form.flowId !== template.id && (await repo.findTemplate(db, form.flowId))) throw new BadRequest(`表单「${form.fullName}」已被其他流程引用，请重新选择！`)
  }
  for (const f of await repo.formsBoundTo(db, template.id)) if (!forms.has(f.id)) await repo.updateForm(db, f.id, { flowId: '' })
  for (const form of forms.values()) await repo.updateForm(db, form.id, { flowId: template.id })
}

/** the model a low-code form of the template runs on learns the template and its main JSON (Config, §3.7) */
export async function syncBoundModels(db: Db, template: FlowTemplateTable): Promise<void> {
  const main = (await repo.versions(db, template.id)).find((v) => Number(v.enabledMark) === 1)
  for (const form of await repo.formsBoundTo(db, template.id)) {
    if (Number(form.formType) !== 2 || !form.modelId) continue
    await repo.updateModel(db, form.modelId, { enableFlow: 1, flowId: template.id, flowEnCode: template.enCode, flowTemplateJson: main?.flowTemplateJson ?? '' })
  }
}

/** every version of the template is now the administrator's: a catalogue upgrade leaves them as they are */
export async function noteFlowChanged(db: Db, templateId: string, how: 'changed' | 'deleted' = 'changed'): Promise<void> {
  await noteAdministratorChange(db, 'flow', (await repo.versions(db, templateId)).map((v) => v.id), how)
}

export interface SaveResult {
  /** versions made because tasks run on the main one: the console offers to make them main */
  pending: string[]
}

/**
 * stores the designer's list of flows for the template: unchanged ids update in place, new items become new groups,
 * main versions left out of the list are deleted unless tasks run on them
 */
export async function saveFlows(db: Db, template: FlowTemplateTable, items: FlowItem[], userId: string, now: number): Promise<SaveResult> {
  const checked: CheckedFlow[] = []
  for (const item of items) checked.push(await checkFlowJson(db, item.fullName, item.json, template.id))
  await bindForms(db, template, checked)
  const existing = await repo.versions(db, template.id)
  const byId = new Map(existing.map((v) => [v.id, v]))
  const mains = existing.filter((v) => Number(v.enabledMark) === 1)
  const kept = new Set(items.map((i) => i.id).filter((id) => byId.has(id)))
  const inUse = await repo.versionsInUse(db, existing.map((v) => v.id))
  for (const v of mains) {
    if (kept.has(v.id)) continue
    const group = existing.filter((x) => x.groupId === v.groupId)
    if (group.some((x) => inUse.has(x.id))) throw new BadRequest(`流程「${v.fullName}」已被使用，不能删除`)
    for (const x of group) await repo.deleteVersion(db, x.id)
  }
  const pending: string[] = []
  for (const [k, item] of items.entries()) {
    const c = checked[k]
    const old = byId.get(item.id)
    if (old) {
      await repo.renameGroup(db, template.id, old.groupId, item.fullName)
      if (old.flowTemplateJson === c.json) {
        await repo.updateVersion(db, old.id, { sortCode: k, lastModifyTime: now })
        continue
      }
      if (inUse.has(old.id)) {
        const id = newId()
        await repo.insertVersion(db, {
          id, templateId: template.id, fullName: item.fullName, groupId: old.groupId, visibleType: c.initiators.length ? 1 : 0,
          flowTemplateJson: c.json, version: (await repo.maxGroupVersion(db, template.id, old.groupId)) + 1, formId: c.form.id,
          sendConfigIds: '', enabledMark: 0, sortCode: k, creatorUserId: userId, creatorTime: now, lastModifyTime: null
        }, visibleRows(id, c.initiators))
        pending.push(id)
        continue
      }
      await repo.updateVersion(db, old.id, {
        flowTemplateJson: c.json, formId: c.form.id, visibleType: c.initiators.length ? 1 : 0, sortCode: k, lastModifyTime: now
      }, visibleRows(old.id, c.initiators))
      continue
    }
    const id = newId()
    await repo.insertVersion(db, {
      id, templateId: template.id, fullName: item.fullName, groupId: newId(), visibleType: c.initiators.length ? 1 : 0,
      flowTemplateJson: c.json, version: 1, formId: c.form.id, sendConfigIds: '', enabledMark: 1, sortCode: k,
      creatorUserId: userId, creatorTime: now, lastModifyTime: null
    }, visibleRows(id, c.initiators))
  }
  await syncBoundModels(db, template)
  await noteFlowChanged(db, template.id)
  return { pending }
}

/** makes each version the main one of its group (the console's 设为主版本 / 覆盖) */
export async function setMainVersions(db: Db, ids: string[], now: number): Promise<FlowTemplateJsonTable[]> {
  const done: FlowTemplateJsonTable[] = []
  for (const id of ids) {
    const v = await repo.findVersion(db, id)
    if (!v) throw new BadRequest('该流程版本不存在或已被删除')
    if (!v.flowTemplateJson) throw new BadRequest('主版本没有内容')
    await repo.setMain(db, v, now)
    const template = await repo.findTemplate(db, v.templateId)
    if (template) {
      await syncBoundModels(db, template)
      await noteFlowChanged(db, template.id)
    }
    done.push(v)
  }
  return done
}

export async function deleteVersion(db: Db, id: string): Promise<FlowTemplateJsonTable> {
  const v = await repo.findVersion(db, id)
  if (!v) throw new BadRequest('该流程版本不存在或已被删除')
  if (Number(v.enabledMark) === 1) throw new BadRequest('主版本不能删除，请先把其他版本设为主版本')
  if ((await repo.taskCounts(db, { flowId: v.id })).all > 0) throw new BadRequest('该版本内有工单任务流转，无法删除！')
  await noteAdministratorChange(db, 'flow', [v.id], 'deleted')
  await repo.deleteVersion(db, v.id)
  return v
}
