// Record states (issue 10): the record's state with the moves the caller may make now and its timeline, and a move.
// A move is refused (400, nothing changed) unless the record is in one of the states it starts from, the caller is
// one the move names (a role, the record's creator, a user named in a record field) and everything it asks for is
// there. It is written only while the record is still in that state, with its entry in the timeline, in one
// transaction. The fields a move fills are written with it, even while a flow task holds the record: the move is an
// authorised, recorded step of its own, and the fields are only the ones its declaration names; what they change
// goes to the record's change history as an edit's would.
import type { RecordMovePhoto, RecordMoveVO, RecordStatesVO, RecordTransitionForm, RecordTransitionVO } from '@shared/api/visualdev-states'
import type { VisualDevFieldChange } from '@shared/api/visualdev'
import type { AppContext } from '../../context'
import type { VisualDevRecordTable, VisualDevTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { bareUploads, claimFiles, cleanSignImg, fileKeysIn, fileRefRepository, signedUploads } from '../files'
import { organizeRepository } from '../organize/repository'
import { userRepository, type UserRow } from '../users/repository'
import { withDictionaryOptions } from './dictionary-options'
import { userName } from './display-lookups'
import type { FormField } from './form-fields'
import type { Origin } from './list-config'
import { changedFields } from './history'
import { hooksOf, type SaveEvent } from './model-hooks'
import { checkReferences } from './record-checks'
import { claimRecordFiles, rememberRecordFiles } from './record-files'
import { afterSave, beforeSave } from './record-hooks'
import { displayRecords, parseData } from './record-view'
import { visualDevRepository } from './repository'
import { safeWritesRepository } from './safe-writes-repository'
import { assertVisible, recordScope } from './scope'
import { modelContext, type ModelContext } from './service'
import { statesOf } from './states-registry'
import { statesRepository } from './states-repository'
import { codeOf, currentState, dueAt, mayMake, missingNeed, needsOf, stateNamed, type Caller } from './states-rules'
import type { RecordStatesDef, TransitionDef } from './states-types'
import { searchTextOf, validateRecord } from './validate'
import { checkValue } from './value-checks'

type Row = Record<string, unknown>

/** the timeline answers the latest moves; older ones stay stored */
const MAX_MOVES = 500
const MAX_PHOTOS = 9

function statesDef(model: VisualDevTable): RecordStatesDef {
  const def = statesOf(model)
  if (!def) throw new BadRequest('该功能没有设置记录状态')
  return def
}

async function callerOf(ctx: AppContext, user: UserRow): Promise<Caller> {
  const roles = await organizeRepository.rolesByIds(ctx.db, await userRepository.enabledRoleIds(ctx.db, user.id))
  return { userId: user.id, roleCodes: new Set(roles.map((r) => r.enCode)) }
}

/** the model and the record, checked as reading the record is */
async function opened(ctx: AppContext, user: UserRow, modelId: string, id: string, origin: Origin) {
  const c = await modelContext(ctx, user, modelId, origin, { buttons: ['btn_detail', 'btn_edit'] })
  const def = statesDef(c.model)
  const record = await assertVisible(ctx, user, await visualDevRepository.findRecord(ctx.db, modelId, id))
  return { c, def, record, fields: await withDictionaryOptions(ctx, c.form.fields) }
}

const transitionVO = (def: RecordStatesDef, t: TransitionDef, fields: FormField[]): RecordTransitionVO =>
  ({ code: t.code, name: t.name, to: t.to, toName: stateNamed(def, t.to).name, needs: needsOf(t, fields) })

function photosOf(text: string): RecordMovePhoto[] {
  try {
    const v: unknown = JSON.parse(text)
    return Array.isArray(v) ? (v as RecordMovePhoto[]) : []
  } catch {
    return []
  }
}

export async function recordStates(ctx: AppContext, user: UserRow, modelId: string, id: string, origin: Origin): Promise<RecordStatesVO> {
  const { def, record, fields } = await opened(ctx, user, modelId, id, origin)
  const data = parseData(record)
  const caller = await callerOf(ctx, user)
  const code = codeOf(def, record)
  const transitions = def.transitions.filter((t) => t.from.includes(code) && mayMake(t, caller, record, data)).map((t) => transitionVO(def, t, fields))
  const moves = await statesRepository.movesOf(ctx.db, modelId, id, MAX_MOVES)
  const users = new Map((await userRepository.listByIds(ctx.db, [...new Set(moves.map((m) => m.userId))])).map((u) => [u.id, userName(u)]))
  const timeline: RecordMoveVO[] = moves.map((m) => ({
    id: m.id, transition: m.transition, transitionName: def.transitions.find((t) => t.code === m.transition)?.name ?? m.transition,
    fromState: m.fromState, fromName: stateNamed(def, m.fromState).name, toState: m.toState, toName: stateNamed(def, m.toState).name,
    userId: m.userId, userName: users.get(m.userId) ?? '', createdAt: Number(m.createdAt), opinion: m.opinion, photos: signedUploads(ctx, photosOf(m.photos)), signImg: signedUploads(ctx, m.signImg)
  }))
  return { current: currentState(def, record, data, ctx.clock.now()), transitions, timeline }
}

/** the move's photos, checked as an upload field's value (the record field they go to, when the move names one) */
function checkPhotos(t: TransitionDef, fields: FormField[], photos: unknown): RecordMovePhoto[] {
  if (photos === undefined || photos === null) return []
  const label = t.needs?.photosLabel ?? '照片'
  const target = fields.find((f) => f.vModel === t.photosField)
  const field: FormField = target ?? {
    vModel: 'photos', jnpfKey: 'uploadImg', label, required: false, regList: [], multiple: true, unique: false, props: { limit: MAX_PHOTOS }, config: {}
  }
  if (Array.isArray(photos) && photos.length > MAX_PHOTOS) throw new BadRequest(`${label}最多上传${MAX_PHOTOS}张`)
  const checked = checkValue({ ...field, label }, photos) as Row[]
  return checked.map((p) => ({ fileId: typeof p.fileId === 'string' ? p.fileId : '', url: String(p.url), name: String(p.name) }))
}

/** the values the move fills: only fields its declaration asks for, checked as the form checks them */
async function moveData(ctx: AppContext, user: UserRow, t: TransitionDef, fields: FormField[], data: Row | undefined): Promise<Row> {
  if (!data) return {}
  const asked = new Set(t.needs?.fields ?? [])
  const extra = Object.keys(data).find((k) => !asked.has(k))
  if (extra !== undefined) throw new BadRequest(`“${t.name}”不能填写字段“${extra.slice(0, 50)}”`)
  const own = fields.filter((f) => asked.has(f.vModel)).map((f) => ({ ...f, required: false }))
  const checked = validateRecord(own, data)
  await checkReferences(ctx, user, await recordScope(ctx, user), own, checked)
  return checked
}

function transitionOf(def: RecordStatesDef, record: VisualDevRecordTable, code: string, caller: Caller, data: Row): TransitionDef {
  const t = def.transitions.find((x) => x.code === code)
  if (!t) throw new BadRequest(`操作“${code.slice(0, 50)}”不存在`)
  const now = codeOf(def, record)
  if (!t.from.includes(now)) throw new BadRequest(`当前状态为“${stateNamed(def, now).name}”，不能${t.name}`)
  if (!mayMake(t, caller, record, data)) throw new BadRequest(`您无权执行“${t.name}”`)
  return t
}

export async function transitionRecord(
  ctx: AppContext, user: UserRow, modelId: string, id: string, origin: Origin, body: RecordTransitionForm
): Promise<void> {
  const { c, def, record, fields } = await opened(ctx, user, modelId, id, origin)
  const stored = parseData(record)
  const t = transitionOf(def, record, body.transition, await callerOf(ctx, user), stored)
  // the move's photos are stored unsigned and must be files the caller may read (as a record's uploads are)
  const move = { opinion: (body.opinion ?? '').trim(), photos: bareUploads(checkPhotos(t, fields, body.photos)), signImg: cleanSignImg(body.signImg) }
  await claimFiles(ctx, user, [...fileKeysIn(move.photos), ...fileKeysIn(move.signImg)])
  const filled = await claimRecordFiles(ctx, user, fields, await moveData(ctx, user, t, fields, body.data), stored)
  const data: Row = { ...stored, ...filled }
  if (t.photosField && move.photos.length) {
    const before = Array.isArray(stored[t.photosField]) ? (stored[t.photosField] as unknown[]) : []
    data[t.photosField] = [...before, ...move.photos]
  }
  const missing = missingNeed(t, fields, data, move)
  if (missing) throw new BadRequest(missing)
  const writes = Object.keys(filled).length > 0 || (Boolean(t.photosField) && move.photos.length > 0)
  const save: SaveEvent = { ctx, user, model: c.model, recordId: id, action: 'update', before: stored, data, projectId: record.projectId, contractId: record.contractId }
  if (writes) save.data = await beforeSave(save)
  await write({ ctx, user, c, def, t, record, from: codeOf(def, record), move, save: writes ? save : undefined })
  // the record's readers may open the move's photos and signature; the record holds what its values now name
  await fileRefRepository.add(ctx.db, 'recordMove', id, [...fileKeysIn(move.photos), ...fileKeysIn(move.signImg)])
  if (writes) await rememberRecordFiles(ctx.db, id, fields, save.data)
}

interface MoveWrite {
  ctx: AppContext
  user: UserRow
  c: ModelContext
  def: RecordStatesDef
  t: TransitionDef
  record: VisualDevRecordTable
  from: string
  move: { opinion: string; photos: RecordMovePhoto[]; signImg: string }
  /** the record's new values, when the move fills fields */
  save?: SaveEvent
}

/** what the move's fields changed, in the detail's words, for the record's change history (as an edit records it) */
async function changesOf(ctx: AppContext, user: UserRow, c: ModelContext, record: VisualDevRecordTable, after: Row): Promise<VisualDevFieldChange[]> {
  const before = parseData(record)
  if (changedFields(c.form.fields, before, after, {}, {}).length === 0) return []
  const [shownBefore, shownAfter] = await displayRecords(ctx, user, c.form, [record, { ...record, data: JSON.stringify(after) }])
  return changedFields(c.form.fields, before, after, shownBefore, shownAfter)
}

async function write({ ctx, user, c, def, t, record, from, move, save }: MoveWrite): Promise<void> {
  const now = ctx.clock.now()
  const data = save?.data ?? parseData(record)
  const changes = save ? await changesOf(ctx, user, c, record, data) : []
  await ctx.db.transaction().execute(async (trx) => {
    const inTrx = { ...ctx, db: trx }
    const moved = await statesRepository.move(trx, record.id, from, def.initial, {
      recordState: t.to, stateEnteredAt: now, stateDueAt: dueAt(def, t.to, now, data),
      ...(save ? { data: JSON.stringify(data), searchText: searchTextOf(c.form.fields, data), lastModifyUserId: user.id, lastModifyTime: now } : {})
    })
    if (moved === undefined) throw new BadRequest('该记录的状态已变化，请刷新后重试')
    if (changes.length) {
      await safeWritesRepository.insertHistory(trx, {
        id: newId(), modelId: record.modelId, recordId: record.id, userId: user.id, createdAt: now, version: moved, changes: JSON.stringify(changes)
      })
    }
    await statesRepository.insertMove(trx, {
      id: newId(), modelId: record.modelId, recordId: record.id, transition: t.code, fromState: from, toState: t.to, userId: user.id,
      createdAt: now, opinion: move.opinion, photos: JSON.stringify(move.photos), signImg: move.signImg
    })
    if (save) await afterSave({ ...save, ctx: inTrx })
    for (const h of hooksOf(c.model)) {
      await h.afterTransition?.({ ctx: inTrx, user, model: c.model, recordId: record.id, transition: t.code, from, to: t.to, opinion: move.opinion, data })
    }
  })
}
