// The form side of the detail (jnpf-forms-and-flows.md §4.8): flowFormInfo — a system form chosen by enCode
// (formType 1) or a low-code form whose propertyJson is its model's designer JSON (formType 2) — and the values:
// a system form's values are the task's JSON, a low-code task's values are its record (task id = record id).
import type { FlowFormVo } from '@shared/api/workflow'
import type { AppContext } from '../../../context'
import type { FlowFormTable, VisualDevTable } from '../../../db/schema'
import type { UserRow } from '../../users/repository'
import { parseForm } from '../../visualdev/form-fields'
import { parseData, rawRecord } from '../../visualdev/record-view'
import { visualDevRepository } from '../../visualdev/repository'
import { signRecordFiles } from '../../visualdev'
import { parseObject, type Json } from './node-json'

export interface LoadedForm { row: FlowFormTable | undefined; model: VisualDevTable | undefined }

export async function loadForm(ctx: AppContext, row: FlowFormTable | undefined): Promise<LoadedForm> {
  const model = row && Number(row.formType) === 2 && row.modelId ? await visualDevRepository.findModel(ctx.db, row.modelId) : undefined
  return { row, model }
}

/**
 * the form-level keys the 3.6 web console's form parser reads without a guard (FormGenerator Parser.vue: it trims
 * classJson, spreads className, switches on formStyle), as its form designer would have saved them. Designer JSON
 * written by older designers or by hand lacks some, and the approver's 表单信息 tab then fails to render; missing
 * keys get the designer's defaults, keys that are there are left as they are.
 */
const PARSER_DEFAULTS = {
  formRef: 'formRef', formModel: 'dataForm', formRules: 'rules', size: 'default', labelPosition: 'right', labelWidth: 100,
  labelSuffix: '', gutter: 15, span: 24, disabled: false, popupType: 'general', fullScreenWidth: '100%', formStyle: '',
  classNames: [], className: [], classJson: '', funcs: { onLoad: '', beforeSubmit: '', afterSubmit: '' }, fields: []
}

/** keys whose value the parser uses as a string, an array or an object: another kind breaks it like a missing key */
const KIND_CHECKED = ['classJson', 'className', 'classNames', 'funcs', 'fields'] as const

export function withParserDefaults(propertyJson: string): string {
  if (!propertyJson) return propertyJson
  let form: unknown
  try { form = JSON.parse(propertyJson) } catch { return propertyJson }
  if (!form || typeof form !== 'object' || Array.isArray(form)) return propertyJson
  const out: Record<string, unknown> = { ...form }
  for (const [key, value] of Object.entries(PARSER_DEFAULTS)) if (out[key] === null || out[key] === undefined) out[key] = value
  const kind = (v: unknown) => (Array.isArray(v) ? 'array' : typeof v)
  for (const key of KIND_CHECKED) if (kind(out[key]) !== kind(PARSER_DEFAULTS[key])) out[key] = PARSER_DEFAULTS[key]
  return JSON.stringify(out)
}

export function formVo(f: LoadedForm): FlowFormVo {
  const r = f.row
  if (!r) {
    return { id: '', enCode: '', fullName: '', formType: 1, flowType: 0, category: '', urlAddress: '', appUrlAddress: '', interfaceUrl: '', propertyJson: '', tableJson: '', dbLinkId: '' }
  }
  return {
    id: r.id, enCode: r.enCode, fullName: r.fullName, formType: Number(r.formType), flowType: Number(r.flowType), category: r.category,
    urlAddress: r.urlAddress, appUrlAddress: r.appUrlAddress, interfaceUrl: r.interfaceUrl,
    // a copy kept on the flow form wins, as the engine validates against it; else the model's designer JSON
    propertyJson: withParserDefaults(r.propertyJson || f.model?.formData || ''), tableJson: r.tableJson || f.model?.tables || '', dbLinkId: r.dbLinkId,
    draftJson: r.draftJson
  }
}

/** a low-code record's values as the edit form reads them; {} when the record is gone */
export async function recordValues(ctx: AppContext, user: UserRow, f: LoadedForm, recordId: string): Promise<Json | undefined> {
  if (!f.model) return undefined
  const record = await visualDevRepository.findRecord(ctx.db, f.model.id, recordId)
  if (!record) return undefined
  try {
    const form = parseForm(f.row?.propertyJson || f.model.formData)
    return signRecordFiles(ctx, form.fields, await rawRecord(ctx, user, form, record))
  } catch {
    // a model whose designer JSON no longer parses still shows the stored values
    return parseData(record)
  }
}

/** the values of a task: the record of a low-code task, the stored JSON of a system-form task */
export async function taskValues(ctx: AppContext, user: UserRow, f: LoadedForm, task: { id: string; processId: string; formType: number; flowFormDataJson: string }): Promise<Json> {
  if (Number(task.formType) === 2 || Number(f.row?.formType) === 2) {
    const values = await recordValues(ctx, user, f, task.processId || task.id)
    if (values) return values
  }
  return parseObject(task.flowFormDataJson)
}
