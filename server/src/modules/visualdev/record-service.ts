// Record create, read (raw and DataChange), update and delete (jnpf-api.md §5.2): the caller must hold the
// model's menu and, when the list asks for it, the button; the record must be in the caller's projects and
// contract sections; form rights decide which fields the caller writes and sees; a record with a flow task changes
// only through its flow (flow-lock.ts).
import type { VisualDevDataForm, VisualDevModelDataInfoVO } from '@shared/api/visualdev'
import type { AppContext } from '../../context'
import type { VisualDevRecordTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import type { UserRow } from '../users/repository'
import { withDictionaryOptions } from './dictionary-options'
import { allowedFields, mergeUpdate, pickAllowed } from './field-rights'
import { assertDeletable, assertEditable } from './flow-lock'
import { SYSTEM_KEYS, isObject, type FormField } from './form-fields'
import type { Origin } from './list-config'
import { checkReferences, checkUnique, serverFilledOnCreate } from './record-checks'
import { claimRecordFiles, rememberRecordFiles, signRecordFiles } from './record-files'
import { displayRecords, rawRecord } from './record-view'
import { visualDevRepository } from './repository'
import { NOT_FOUND, assertVisible, recordScope, resolveScope } from './scope'
import { assertOpenState } from './states-closed'
import { idempotentCreate } from './idempotency'
import { computedFields } from './model-hooks'
import { afterSave, beforeSave, initialState } from './record-hooks'
import { STALE_MESSAGE, VERSION_KEY, concurrencyLockOf, expectedVersion } from './record-version'
import { saveUpdate } from './record-update'
import { formCodes, modelContext, type ModelContext } from './service'
import { searchTextOf, validateRecord } from './validate'

type Row = Record<string, unknown>

function parseInput(raw: VisualDevDataForm['data'] | undefined): Row {
  let value: unknown = raw
  if (typeof raw === 'string') {
    try { value = JSON.parse(raw) } catch { throw new BadRequest('提交的数据格式不正确') }
  }
  if (!isObject(value)) throw new BadRequest('提交的数据格式不正确')
  return value
}

/** child-table rows get an id when they arrive without one, so later edits can match them */
function withRowIds(fields: FormField[], data: Row): Row {
  for (const f of fields) {
    if (f.jnpfKey === 'table' && Array.isArray(data[f.vModel])) {
      data[f.vModel] = (data[f.vModel] as Row[]).map((row) => (typeof row.id === 'string' && row.id ? row : { id: newId(), ...row }))
    }
  }
  return data
}

/** what a client may write: neither server-owned nor computed by the model's hooks, and granted by form rights */
const writable = (c: ModelContext, fields: FormField[]) => {
  const computed = computedFields(c.model)
  return allowedFields(fields.filter((f) => !SYSTEM_KEYS.has(f.jnpfKey) && !computed.has(f.vModel)), formCodes(c))
}

/**
 * POST: with an Idempotency-Key the user already sent for this model, the first request's record is the answer
 * (idempotency.ts); the rights are checked either way.
 */
export async function createRecord(ctx: AppContext, user: UserRow, modelId: string, origin: Origin, form: VisualDevDataForm, idemKey?: string): Promise<string> {
  const c = await modelContext(ctx, user, modelId, origin, { buttons: ['btn_add'] })
  if (idemKey) return idempotentCreate(ctx, user.id, modelId, idemKey, (id) => insertNew(ctx, user, c, form, id))
  const id = newId()
  await insertNew(ctx, user, c, form, id)
  return id
}

async function insertNew(ctx: AppContext, user: UserRow, c: ModelContext, form: VisualDevDataForm, id: string): Promise<void> {
  const modelId = c.model.id
  const fields = await withDictionaryOptions(ctx, c.form.fields)
  const allowed = writable(c, fields)
  const input = parseInput(form.data)
  const checked = withRowIds(allowed, validateRecord(allowed, input))
  const scope = await resolveScope(ctx, user, form.projectId, form.contractId)
  await checkReferences(ctx, user, await recordScope(ctx, user), allowed, checked)
  const event = { ctx, user, model: c.model, recordId: id, action: 'create' as const, ...scope }
  const hooked = await beforeSave({ ...event, data: checked })
  await checkUnique(ctx, modelId, scope.projectId, '', allowed, hooked)
  const data = await claimRecordFiles(ctx, user, allowed, hooked)
  Object.assign(data, await serverFilledOnCreate(ctx, user, fields, input))
  const now = ctx.clock.now()
  await ctx.db.transaction().execute(async (trx) => {
    await visualDevRepository.insertRecord(trx, {
      id, modelId, ...scope, data: JSON.stringify(data), searchText: searchTextOf(fields, data), creatorUserId: user.id,
      creatorTime: now, lastModifyUserId: '', lastModifyTime: null, flowState: null, ...initialState(c.model, data, now)
    })
    await rememberRecordFiles(trx, id, fields, data)
    await afterSave({ ...event, ctx: { ...ctx, db: trx }, data })
  })
}

export async function recordInfo(ctx: AppContext, user: UserRow, modelId: string, id: string, origin: Origin): Promise<VisualDevModelDataInfoVO> {
  const c = await modelContext(ctx, user, modelId, origin, { buttons: ['btn_edit', 'btn_detail'] })
  const record = await assertVisible(ctx, user, await visualDevRepository.findRecord(ctx.db, modelId, id))
  const data = signRecordFiles(ctx, c.form.fields, pickAllowed(await rawRecord(ctx, user, c.form, record), c.form.fields, formCodes(c), []))
  // concurrencyLock: the edit form sends this back with its changes (record-version.ts)
  if (concurrencyLockOf(c.model)) data[VERSION_KEY] = Number(record.version ?? 0)
  return { id: record.id, data: JSON.stringify(data) }
}

export async function recordDataChange(ctx: AppContext, user: UserRow, modelId: string, id: string, origin: Origin): Promise<VisualDevModelDataInfoVO> {
  const c = await modelContext(ctx, user, modelId, origin, { buttons: ['btn_detail', 'btn_edit'] })
  const record = await assertVisible(ctx, user, await visualDevRepository.findRecord(ctx.db, modelId, id))
  const [row] = await displayRecords(ctx, user, c.form, [record])
  return { id: record.id, data: JSON.stringify(signRecordFiles(ctx, c.form.fields, pickAllowed(row, c.form.fields, formCodes(c), []))) }
}

/** the claims' scope of edits of one record: a key names one save of it (an edit queued offline, sent again) */
const editKeyScope = (recordId: string) => `edit:${recordId}`
/** an edit leaves no trace of its own to look for: only the claim's done mark says it was applied */
const editNotTraceable = async () => false

/**
 * PUT: with an `Idempotency-Key`, the edit is applied once per (user, record, key): a repeat after a lost answer
 * answers success without writing again, where otherwise its now old version would be refused as stale.
 */
export async function updateRecord(ctx: AppContext, user: UserRow, modelId: string, id: string, origin: Origin, form: VisualDevDataForm, idemKey?: string): Promise<void> {
  if (!idemKey) return applyUpdate(ctx, user, modelId, id, origin, form)
  await idempotentCreate(ctx, user.id, editKeyScope(id), idemKey, () => applyUpdate(ctx, user, modelId, id, origin, form), editNotTraceable)
}

async function applyUpdate(ctx: AppContext, user: UserRow, modelId: string, id: string, origin: Origin, form: VisualDevDataForm): Promise<void> {
  const c = await modelContext(ctx, user, modelId, origin, { buttons: ['btn_edit'] })
  const record = await assertVisible(ctx, user, await visualDevRepository.findRecord(ctx.db, modelId, id))
  assertEditable(record)
  assertOpenState(c.model, record, '修改')
  const fields = await withDictionaryOptions(ctx, c.form.fields)
  const allowed = writable(c, fields)
  const input = parseInput(form.data)
  const version = expectedVersion(concurrencyLockOf(c.model), input)
  const current = (r: VisualDevRecordTable) => {
    if (version !== undefined && Number(r.version ?? 0) !== version) throw new BadRequest(STALE_MESSAGE)
  }
  current(record)
  // server-owned fields (creator, times, numbers, organisation) are not among `allowed`: what was sent is ignored
  const checked = withRowIds(allowed, validateRecord(allowed, input))
  await checkReferences(ctx, user, await recordScope(ctx, user), allowed, checked)
  await checkUnique(ctx, modelId, record.projectId, record.id, allowed, checked)
  const stored = JSON.parse(record.data) as Row
  const data = await claimRecordFiles(ctx, user, allowed, checked, stored)
  // fields the user may not change, and the server-filled ones, keep what is stored
  const event = { ctx, user, model: c.model, recordId: record.id, action: 'update' as const, before: stored, projectId: record.projectId, contractId: record.contractId }
  const merged = await beforeSave({ ...event, data: mergeUpdate(allowed, stored, data) })
  const patch = { data: JSON.stringify(merged), searchText: searchTextOf(fields, merged), lastModifyUserId: user.id, lastModifyTime: ctx.clock.now() }
  const after = (trx: AppContext) => afterSave({ ...event, ctx: trx, data: merged })
  if (!(await saveUpdate(ctx, user, c.form, record, merged, patch, version, after))) {
    await changedMeanwhile(ctx, record, (now) => { assertEditable(now); current(now) })
  }
}

/** the write found the record submitted (or deleted) since it was read: say why, as the first check would have */
async function changedMeanwhile(ctx: AppContext, record: VisualDevRecordTable, check: (r: VisualDevRecordTable) => void): Promise<never> {
  const now = await visualDevRepository.findRecord(ctx.db, record.modelId, record.id)
  if (!now) throw new BadRequest(NOT_FOUND)
  check(now)
  throw new BadRequest('该记录已被修改，请刷新后重试')
}

export async function deleteRecord(ctx: AppContext, user: UserRow, modelId: string, id: string, origin: Origin): Promise<void> {
  const c = await modelContext(ctx, user, modelId, origin, { buttons: ['btn_remove'] })
  const record = await assertVisible(ctx, user, await visualDevRepository.findRecord(ctx.db, modelId, id))
  assertDeletable(record)
  assertOpenState(c.model, record, '删除')
  if (!(await visualDevRepository.deleteRecordWithoutFlow(ctx.db, record.id))) await changedMeanwhile(ctx, record, assertDeletable)
}
