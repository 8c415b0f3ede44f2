// The write of a record update: the versioned UPDATE and the history entry of what it changed, in one
// transaction, so a refused (stale or flow-locked) update leaves neither a change nor a history line behind.
import type { AppContext } from '../../context'
import type { VisualDevRecordTable } from '../../db/schema'
import { newId } from '../../lib/tokens'
import type { UserRow } from '../users/repository'
import { EDIT_LOCKED_STATES } from './flow-lock'
import type { ParsedForm } from './form-fields'
import { changedFields } from './history'
import { rememberRecordFiles } from './record-files'
import { displayRecords, parseData } from './record-view'
import { visualDevRepository, type RecordPatch } from './repository'
import { safeWritesRepository } from './safe-writes-repository'

type Row = Record<string, unknown>

/**
 * false when nothing was written: the flow locked the record, or `version` is no longer its version. `after` runs in
 * the transaction once the record is written (the model's afterSave hooks): a throw there undoes the update.
 */
export async function saveUpdate(
  ctx: AppContext, user: UserRow, form: ParsedForm, record: VisualDevRecordTable, merged: Row, patch: RecordPatch, version?: number,
  after?: (trx: AppContext) => Promise<void>
): Promise<boolean> {
  const before = parseData(record)
  let changes = changedFields(form.fields, before, merged, {}, {})
  if (changes.length) {
    // the display values are looked up only when something changed (names, labels, linked records)
    const [shownBefore, shownAfter] = await displayRecords(ctx, user, form, [record, { ...record, ...patch }])
    changes = changedFields(form.fields, before, merged, shownBefore, shownAfter)
  }
  return ctx.db.transaction().execute(async (trx) => {
    const next = await visualDevRepository.updateRecordUnlessFlow(trx, record.id, patch, EDIT_LOCKED_STATES, version)
    if (next === undefined) return false
    await rememberRecordFiles(trx, record.id, form.fields, merged)
    if (changes.length) {
      await safeWritesRepository.insertHistory(trx, {
        id: newId(), modelId: record.modelId, recordId: record.id, userId: user.id, createdAt: patch.lastModifyTime ?? ctx.clock.now(),
        version: next, changes: JSON.stringify(changes)
      })
    }
    await after?.({ ...ctx, db: trx })
    return true
  })
}
