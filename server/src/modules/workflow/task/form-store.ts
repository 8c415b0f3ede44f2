// Where a task's form values live: a system form (formType 1) keeps them as the task's flow_form_data_json; a
// low-code form (formType 2) keeps them in the bound visualdev record (task id = record id), checked by the
// model's own rules, and the record's flowState follows the task status.
import type { AppContext } from '../../../context'
import type { FlowFormTable, FlowTaskTable, VisualDevRecordTable } from '../../../db/schema'
import { BadRequest } from '../../../errors'
import type { UserRow } from '../../users/repository'
import {
  SYSTEM_KEYS, afterSave, beforeSave, checkReferences, claimRecordFiles, checkUnique, computedFields, initialState, parseForm, recordScope,
  rememberRecordFiles, resolveScope, searchTextOf, serverFilledOnCreate, setRecordFlowState, validateRecord, visualDevRepository, withDictionaryOptions,
  type FormField, type ModelRef
} from '../../visualdev'
import { beforeSystemFormSave, systemFormFlowState } from './system-form-hooks'
import { templateRepository } from './task-repository'

type Values = Record<string, unknown>

export interface FormDef {
  form: FlowFormTable
  formType: 1 | 2
  /** formType 2: the model's data fields */
  fields: FormField[]
  modelId: string
  /** formType 2: the model's enCode (its hooks may be registered under it) */
  modelEnCode?: string
}

const parseMap = (text: string): Values => {
  try {
    const v: unknown = JSON.parse(text)
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Values) : {}
  } catch {
    return {}
  }
}

export async function loadFormDef(ctx: AppContext, formId: string): Promise<FormDef> {
  const form = formId ? await templateRepository.findForm(ctx.db, formId) : undefined
  if (!form) throw new BadRequest('该流程没有可用的表单，请联系管理员')
  if (Number(form.formType) !== 2) return { form, formType: 1, fields: [], modelId: '' }
  const model = form.modelId ? await visualDevRepository.findModel(ctx.db, form.modelId) : undefined
  if (!model) throw new BadRequest('该流程绑定的表单不存在或已被删除')
  const fields = await withDictionaryOptions(ctx, parseForm(form.propertyJson || model.formData).fields)
  return { form, formType: 2, fields, modelId: model.id, modelEnCode: model.enCode }
}

export async function findRecord(ctx: AppContext, def: FormDef, id: string): Promise<VisualDevRecordTable | undefined> {
  return def.formType === 2 ? visualDevRepository.findRecord(ctx.db, def.modelId, id) : undefined
}

/** the task's current form values */
export async function readValues(ctx: AppContext, def: FormDef, task: Pick<FlowTaskTable, 'id' | 'flowFormDataJson'>): Promise<Values> {
  if (def.formType === 1) return parseMap(task.flowFormDataJson)
  const record = await visualDevRepository.findRecord(ctx.db, def.modelId, task.id)
  return record ? parseMap(record.data) : {}
}

/** a map of a system form's values as sent: only plain JSON, bounded in size */
function systemValues(values: Values): Values {
  const text = JSON.stringify(values)
  if (text.length > 500_000) throw new BadRequest('表单内容过大')
  return JSON.parse(text) as Values
}

export interface WriteOptions {
  /** a draft skips required checks */
  draft: boolean
  /** an approver's edits: a system form's launcher checks (its hooks) ran when the task was launched */
  approver?: boolean
  projectId?: string
  contractId?: string
}

/**
 * Checks and stores the values of a task (ctx.db is the action's transaction). A low-code record is created on
 * the first save with the task's id; returns what is stored and, for a new record, its project and contract.
 */
export async function writeValues(
  ctx: AppContext, user: UserRow, def: FormDef, task: Pick<FlowTaskTable, 'id' | 'projectId' | 'contractId'>, values: Values, opts: WriteOptions
): Promise<{ values: Values; projectId: string; contractId: string; flowFormDataJson: string }> {
  if (def.formType === 1) {
    const sent = systemValues(values)
    const saved = opts.approver ? { values: sent } : await beforeSystemFormSave(def.form.enCode, { ctx, user, taskId: task.id, values: sent, draft: opts.draft })
    const scope = await systemFormScope(ctx, user, task, saved, opts)
    return { values: saved.values, ...scope, flowFormDataJson: JSON.stringify(saved.values) }
  }
  const model: ModelRef = { id: def.modelId, enCode: def.modelEnCode ?? '' }
  // the model's computed fields are the server's, whatever the form sent
  const computed = computedFields(model)
  const fields = def.fields.filter((f) => !SYSTEM_KEYS.has(f.jnpfKey) && !computed.has(f.vModel)).map((f) => (opts.draft ? { ...f, required: false } : f))
  const checked = validateRecord(fields, values)
  const existing = await visualDevRepository.findRecord(ctx.db, def.modelId, task.id)
  const scope = existing ? { projectId: existing.projectId, contractId: existing.contractId } : await resolveScope(ctx, user, opts.projectId, opts.contractId)
  await checkReferences(ctx, user, await recordScope(ctx, user), fields, checked)
  const now = ctx.clock.now()
  const before = existing ? parseMap(existing.data) : undefined
  const claimed = await claimRecordFiles(ctx, user, fields, checked, before)
  const event = { ctx, user, model, recordId: task.id, action: existing ? 'update' as const : 'create' as const, before, draft: opts.draft, ...scope }
  const data = await beforeSave({ ...event, data: { ...before, ...claimed } })
  await checkUnique(ctx, def.modelId, scope.projectId, task.id, fields, data)
  if (existing) {
    await visualDevRepository.updateRecord(ctx.db, task.id, {
      data: JSON.stringify(data), searchText: searchTextOf(def.fields, data), lastModifyUserId: user.id, lastModifyTime: now
    })
  } else {
    Object.assign(data, await serverFilledOnCreate(ctx, user, def.fields, values))
    await visualDevRepository.insertRecord(ctx.db, {
      id: task.id, modelId: def.modelId, ...scope, data: JSON.stringify(data), searchText: searchTextOf(def.fields, data),
      creatorUserId: user.id, creatorTime: now, lastModifyUserId: '', lastModifyTime: null, flowState: null, ...initialState(model, data, now)
    })
  }
  await rememberRecordFiles(ctx.db, task.id, def.fields, data)
  await afterSave({ ...event, data })
  return { values: data, ...scope, flowFormDataJson: '{}' }
}

/**
 * A system form's task belongs to the project and section of the record its hooks name (else to the one chosen); a
 * task once placed keeps its place: a record of another section is refused, not moved under it
 */
async function systemFormScope(
  ctx: AppContext, user: UserRow, task: Pick<FlowTaskTable, 'projectId' | 'contractId'>, saved: { projectId?: string; contractId?: string }, opts: WriteOptions
): Promise<{ projectId: string; contractId: string }> {
  if (task.projectId) {
    if (saved.projectId !== undefined && (saved.projectId !== task.projectId || (saved.contractId ?? '') !== task.contractId)) {
      throw new BadRequest('所选记录不属于该流程的项目或合同段')
    }
    return { projectId: task.projectId, contractId: task.contractId }
  }
  if (saved.projectId !== undefined) return { projectId: saved.projectId, contractId: saved.contractId ?? '' }
  return resolveScope(ctx, user, opts.projectId, opts.contractId)
}

/**
 * The bound record's list status follows the task (jnpf-forms-and-flows.md §3.7); a system form's record, kept by
 * its domain, follows through the form's hooks
 */
export async function syncFlowState(
  ctx: AppContext, task: Pick<FlowTaskTable, 'id' | 'formType' | 'status' | 'flowFormDataJson' | 'currentNodeCode'>, def: FormDef, actorId: string
): Promise<void> {
  if (Number(task.formType) === 2) await setRecordFlowState(ctx, task.id, Number(task.status))
  else {
    await systemFormFlowState(def.form.enCode, {
      ctx, taskId: task.id, values: parseMap(task.flowFormDataJson), status: Number(task.status), nodeCode: task.currentNodeCode ?? '', actorId
    })
  }
}
