// 表单设计 (JNPF 3.6 FlowFormController, administrators): the flow forms a flow's nodes run on. A system form
// (formType 1) is a coded page named by its enCode; a custom form (formType 2) is designer JSON, saved as a draft and
// put in force by 发布, which writes it into the form's own low-code model (form-model.ts) so the engine can run it.
// A form a flow uses, or one a low-code function generated, is not deleted here.
import type { PageList } from '@shared/api/envelope'
import type { AppContext } from '../../../context'
import type { Db } from '../../../db/database'
import type { FlowFormTable, VisualDevTable } from '../../../db/schema'
import { BadRequest } from '../../../errors'
import { page } from '../../../lib/envelope'
import { newId } from '../../../lib/tokens'
import { noteAdministratorChange } from '../../../catalog/administrator-changes'
import { cleanCode, cleanName, cleanText, CODE_PATTERN, pageOf } from '../../admin-system'
import { checkFormData, parseForm } from '../../visualdev'
import { loadNames } from '../read'
import { FORM_MODEL_TYPE, isFormModel } from './form-model'
import { designRepository as repo } from './repository'

export interface FormQuery { keyword?: string; formType?: string; flowType?: string; isRelease?: string; currentPage?: number; pageSize?: number }

export interface FlowFormForm {
  id?: string
  fullName?: string
  enCode?: string
  formType?: number
  flowType?: number
  urlAddress?: string
  appUrlAddress?: string
  interfaceUrl?: string
  sortCode?: number
  description?: string
  dbLinkId?: string
  tableJson?: string
  draftJson?: string
}

const flagOf = (v: unknown): number | undefined => (v === undefined || v === null || v === '' ? undefined : Number(v))
const released = (f: FlowFormTable) => Number(f.enabledMark) === 1

export async function findForm(db: Db, id: string): Promise<FlowFormTable> {
  const f = await repo.findForm(db, id)
  if (!f) throw new BadRequest('该表单不存在或已被删除')
  return f
}

export async function listForms(ctx: AppContext, q: FormQuery) {
  const { currentPage, pageSize, offset } = pageOf(q)
  const { rows, total } = await repo.formPage(ctx.db, {
    keyword: (q.keyword ?? '').trim(), formType: flagOf(q.formType), flowType: flagOf(q.flowType), state: flagOf(q.isRelease), releasedOnly: false
  }, offset, pageSize)
  const names = await loadNames(ctx, rows.map((r) => r.creatorUserId ?? ''))
  return page(rows.map((f) => ({
    id: f.id, fullName: f.fullName, enCode: f.enCode, formType: Number(f.formType), flowType: Number(f.flowType), category: f.category,
    sortCode: Number(f.sortCode), enabledMark: Number(f.enabledMark), isRelease: Number(f.state ?? 1), state: Number(f.state ?? 1),
    description: f.description ?? '', creatorUser: names.name(f.creatorUserId), creatorTime: Number(f.creatorTime),
    lastModifyTime: f.lastModifyTime === null || f.lastModifyTime === undefined ? null : Number(f.lastModifyTime)
  })), currentPage, pageSize, total)
}

/** the flow designer's form picker: released forms, with whether a flow already uses them (isQuote) */
export async function selectForms(ctx: AppContext, q: FormQuery): Promise<PageList<{ id: string; fullName: string; enCode: string; formType: number; flowType: number; isQuote: boolean }>> {
  const { currentPage, pageSize, offset } = pageOf(q)
  const flowType = flagOf(q.flowType)
  const { rows, total } = await repo.formPage(ctx.db, {
    keyword: (q.keyword ?? '').trim(), formType: flagOf(q.formType), flowType, state: undefined, releasedOnly: true
  }, offset, pageSize)
  return page(rows.map((f) => ({
    id: f.id, fullName: f.fullName, enCode: f.enCode, formType: Number(f.formType), flowType: Number(f.flowType), isQuote: Boolean(f.flowId)
  })), currentPage, pageSize, total)
}

async function modelOf(db: Db, f: FlowFormTable): Promise<VisualDevTable | undefined> {
  return f.modelId ? repo.findModel(db, f.modelId) : undefined
}

export async function formInfo(ctx: AppContext, id: string) {
  const f = await findForm(ctx.db, id)
  const model = await modelOf(ctx.db, f)
  const property = f.propertyJson || model?.formData || ''
  return {
    id: f.id, fullName: f.fullName, enCode: f.enCode, formType: Number(f.formType), flowType: Number(f.flowType), category: f.category,
    urlAddress: f.urlAddress, appUrlAddress: f.appUrlAddress, interfaceUrl: f.interfaceUrl, sortCode: Number(f.sortCode),
    description: f.description ?? '', dbLinkId: f.dbLinkId || '0', tableJson: f.tableJson || model?.tables || '',
    // the designer opens the draft; a form released before it had one opens what is in force
    draftJson: f.draftJson || property, propertyJson: property, enabledMark: Number(f.enabledMark), flowId: f.flowId
  }
}

interface CleanForm { fullName: string; enCode: string; urlAddress: string; appUrlAddress: string; interfaceUrl: string; sortCode: number; description: string; dbLinkId: string; tableJson: string; draftJson: string }

async function cleanForm(db: Db, f: FlowFormForm, formType: number, exceptId = ''): Promise<CleanForm> {
  const fullName = cleanName(f.fullName, '表单名称', 50)
  const enCode = cleanCode(f.enCode, '表单编码', 50, CODE_PATTERN)
  if (await repo.formTaken(db, 'enCode', enCode, exceptId)) throw new BadRequest(`表单编码 ${enCode} 已存在`)
  if (await repo.formTaken(db, 'fullName', fullName, exceptId)) throw new BadRequest(`表单名称「${fullName}」已存在`)
  const draftJson = formType === 2 ? (f.draftJson ?? '') : ''
  if (draftJson) checkFormData(draftJson)
  const tableJson = (f.tableJson ?? '').trim()
  if (tableJson) {
    let tables: unknown
    try { tables = JSON.parse(tableJson) } catch { tables = undefined }
    if (!Array.isArray(tables) || tableJson.length > 100_000) throw new BadRequest('数据表(tableJson)应为数据表列表')
  }
  const address = (v: unknown, label: string) => {
    const s = typeof v === 'string' ? v.trim() : ''
    if (s.length > 200 || /[<>\s]/.test(s)) throw new BadRequest(`${label}格式不正确`)
    return s
  }
  return {
    fullName, enCode, urlAddress: address(f.urlAddress, 'Web地址'), appUrlAddress: address(f.appUrlAddress, 'App地址'),
    interfaceUrl: address(f.interfaceUrl, '接口地址'), sortCode: Math.max(0, Math.min(999999, Math.floor(Number(f.sortCode) || 0))),
    description: cleanText(f.description, 500, '表单说明'), dbLinkId: (f.dbLinkId ?? '').slice(0, 128), tableJson, draftJson
  }
}

export async function createForm(ctx: AppContext, userId: string, f: FlowFormForm): Promise<FlowFormTable> {
  const formType = Number(f.formType ?? 2)
  if (formType !== 1 && formType !== 2) throw new BadRequest('表单类型不合法')
  const flowType = Number(f.flowType ?? 0)
  if (flowType !== 0 && flowType !== 1) throw new BadRequest('表单类别不合法')
  return ctx.db.transaction().execute(async (trx) => {
    const c = await cleanForm(trx, f, formType)
    const row: FlowFormTable = {
      id: newId(), ...c, formType, flowType, category: '', propertyJson: '', modelId: '', flowId: '', enabledMark: 0, state: 0,
      creatorUserId: userId, creatorTime: ctx.clock.now(), lastModifyTime: null
    }
    await repo.insertForm(trx, row)
    return row
  })
}

export async function updateForm(ctx: AppContext, f: FlowFormForm): Promise<FlowFormTable> {
  return ctx.db.transaction().execute(async (trx) => {
    const old = await findForm(trx, String(f.id ?? ''))
    if (await generatedBy(trx, old)) throw new BadRequest('该表单由功能设计生成，请在功能设计中修改')
    const c = await cleanForm(trx, f, Number(old.formType), old.id)
    await repo.updateForm(trx, old.id, { ...c, state: Number(old.state ?? 1) === 0 ? 0 : 2, lastModifyTime: ctx.clock.now() })
    return { ...old, ...c }
  })
}

/** the 功能设计 function a low-code form belongs to (its own form model does not count) */
async function generatedBy(db: Db, f: FlowFormTable): Promise<VisualDevTable | undefined> {
  const model = await modelOf(db, f)
  return model && !isFormModel(model) ? model : undefined
}

/** 发布 (isRelease 1): the draft goes in force; 回滚 (0): the draft goes back to what is in force */
export async function releaseForm(ctx: AppContext, id: string, isRelease: number): Promise<FlowFormTable> {
  const now = ctx.clock.now()
  return ctx.db.transaction().execute(async (trx) => {
    const f = await findForm(trx, id)
    if (await generatedBy(trx, f)) throw new BadRequest('该表单由功能设计生成，请在功能设计中发布')
    if (isRelease !== 1) {
      if (!released(f)) throw new BadRequest('回滚失败，暂无线上版本')
      const model = await modelOf(trx, f)
      await repo.updateForm(trx, id, { draftJson: f.propertyJson || model?.formData || '', state: 1, lastModifyTime: now })
      return f
    }
    if (Number(f.formType) === 2) {
      if (!f.draftJson) throw new BadRequest('发布失败，表单未设计！')
      checkFormData(f.draftJson)
      await writeFormModel(trx, f, now)
    }
    await repo.updateForm(trx, id, { propertyJson: Number(f.formType) === 2 ? f.draftJson : f.propertyJson, enabledMark: 1, state: 1, lastModifyTime: now })
    return f
  })
}

/** the form's own model gets the released JSON; a running flow's new launches read it from there */
async function writeFormModel(db: Db, f: FlowFormTable, now: number): Promise<void> {
  const model = await modelOf(db, f)
  const template = f.flowId ? await repo.findTemplate(db, f.flowId) : undefined
  if (model) {
    await repo.updateModel(db, model.id, { formData: f.draftJson, tables: f.tableJson || '[]', fullName: f.fullName, lastModifyTime: now })
    await noteAdministratorChange(db, 'model', [model.id], 'changed')
    return
  }
  const modelId = (await repo.findModel(db, f.id)) ? newId() : f.id
  await repo.insertModel(db, {
    id: modelId, fullName: f.fullName, enCode: f.enCode, webType: 1, formData: f.draftJson, columnData: '', appColumnData: '',
    tables: f.tableJson || '[]', enableFlow: template ? 1 : 0, flowId: template?.id ?? '', flowEnCode: template?.enCode ?? '',
    flowTemplateJson: '', sortCode: 0, createdAt: now, type: FORM_MODEL_TYPE, state: 1, category: '', description: '', platformRelease: '',
    creatorUserId: f.creatorUserId ?? '', lastModifyUserId: '', lastModifyTime: null
  })
  await repo.updateForm(db, f.id, { modelId })
}

export async function copyForm(ctx: AppContext, userId: string, id: string): Promise<FlowFormTable> {
  return ctx.db.transaction().execute(async (trx) => {
    const f = await findForm(trx, id)
    const model = await modelOf(trx, f)
    const suffix = newId().replace(/[^a-z0-9]/gi, '').slice(0, 5)
    const fullName = `${f.fullName}.副本${suffix}`
    const enCode = `${f.enCode}${suffix}`
    if (fullName.length > 50 || enCode.length > 50) throw new BadRequest('已到达该表单复制上限，请复制源表单!')
    const row: FlowFormTable = {
      ...f, id: newId(), fullName, enCode, draftJson: f.draftJson || f.propertyJson || model?.formData || '', propertyJson: '', modelId: '',
      flowId: '', enabledMark: 0, state: 0, creatorUserId: userId, creatorTime: ctx.clock.now(), lastModifyTime: null
    }
    await repo.insertForm(trx, row)
    return row
  })
}

export async function deleteForm(ctx: AppContext, id: string): Promise<FlowFormTable> {
  return ctx.db.transaction().execute(async (trx) => {
    const f = await findForm(trx, id)
    if (await generatedBy(trx, f)) throw new BadRequest('该表单由功能设计生成，请在功能设计中删除相关功能')
    if ((f.flowId && (await repo.findTemplate(trx, f.flowId))) || (await repo.versionsNamingForm(trx, f.id)).length > 0) {
      throw new BadRequest('该表单已被流程引用，无法删除！')
    }
    if ((await repo.taskCounts(trx, { formId: f.id })).all > 0) throw new BadRequest('该表单已有流程任务使用，无法删除！')
    const model = await modelOf(trx, f)
    if (model) {
      if ((await repo.modelRecordCount(trx, model.id)) > 0) throw new BadRequest('该表单已有数据，无法删除！')
      await noteAdministratorChange(trx, 'model', [model.id], 'deleted')
      await repo.deleteModel(trx, model.id)
    }
    await repo.deleteForm(trx, f.id)
    return f
  })
}

/** getField: the fields of a released form (sub-flow field mapping) */
export async function formFields(ctx: AppContext, id: string) {
  const f = await repo.findForm(ctx.db, id)
  if (!f || !released(f)) throw new BadRequest('表单不存在或者未发布！')
  const model = await modelOf(ctx.db, f)
  const json = f.propertyJson || model?.formData || ''
  if (Number(f.formType) !== 2 || !json) return []
  return parseForm(json).fields.map((x) => ({ filedId: x.vModel, filedName: x.label, jnpfKey: x.jnpfKey, required: String(x.required) }))
}

/** getFormById: the template a form (or a low-code function, by its model id) runs in */
export async function templateOfForm(ctx: AppContext, id: string) {
  const f = (await repo.findForm(ctx.db, id)) ?? (await repo.formOfModel(ctx.db, id))
  const template = f?.flowId ? await repo.findTemplate(ctx.db, f.flowId) : undefined
  if (!template) return undefined
  return { id: template.id, enCode: template.enCode, fullName: template.fullName, type: Number(template.type), enabledMark: Number(template.enabledMark), formId: f?.id ?? '' }
}
