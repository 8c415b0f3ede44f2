// Running a model's hooks (model-hooks.ts) around a save and on a flow state change, with the record-state upkeep
// that belongs to every save: a new record enters its model's initial state, and a due time read from a date field
// follows that field.
import type { AppContext } from '../../context'
import type { Db } from '../../db/database'
import { hooksOf, type ModelRef, type SaveEvent } from './model-hooks'
import { visualDevRepository } from './repository'
import { statesOf } from './states-registry'
import { statesRepository, type StatePatch } from './states-repository'
import { codeOf, dueAt } from './states-rules'

type Row = Record<string, unknown>

/** computed fields first (so checks see them), then every validate hook; answers the values to store */
export async function beforeSave(e: SaveEvent): Promise<Row> {
  const hooks = hooksOf(e.model)
  const data = { ...e.data }
  for (const h of hooks) for (const [field, compute] of Object.entries(h.computed ?? {})) data[field] = compute(data)
  for (const h of hooks) await h.validate?.({ ...e, data })
  return data
}

/** in the save's transaction (e.ctx.db): the due time of a record whose due date is a field, then the afterSave hooks */
export async function afterSave(e: SaveEvent): Promise<void> {
  const def = statesOf(e.model)
  if (def?.due?.field && e.action === 'update') {
    const record = await visualDevRepository.findRecord(e.ctx.db, e.model.id, e.recordId)
    if (record) {
      const due = dueAt(def, codeOf(def, record), Number(record.stateEnteredAt ?? record.creatorTime), e.data)
      await statesRepository.setState(e.ctx.db, e.recordId, { stateDueAt: due })
    }
  }
  for (const h of hooksOf(e.model)) await h.afterSave?.(e)
}

/** the state columns of a new record: its model's initial state from now, none when the model has no states */
export function initialState(model: ModelRef, data: Row, now: number): Partial<StatePatch> {
  const def = statesOf(model)
  if (!def) return {}
  return { recordState: def.initial, stateEnteredAt: now, stateDueAt: dueAt(def, def.initial, now, data) }
}

/**
 * The workflow's write of a bound record's flow state (the task status; jnpf-forms-and-flows.md §3.7); the model's
 * onFlowState hooks run when it changed, in the same transaction when the workflow action has one (ctx.db).
 */
export async function setRecordFlowState(ctx: AppContext, recordId: string, state: number | null): Promise<void> {
  const record = await visualDevRepository.findRecordById(ctx.db, recordId)
  if (!record) return
  await visualDevRepository.setFlowState(ctx.db, recordId, state)
  const from = record.flowState === null || record.flowState === undefined ? null : Number(record.flowState)
  if (from === state) return
  const model = await modelRefOf(ctx.db, record.modelId)
  for (const h of hooksOf(model)) await h.onFlowState?.({ ctx, model, record: { ...record, flowState: state }, from, to: state })
}

async function modelRefOf(db: Db, modelId: string): Promise<ModelRef> {
  const model = await visualDevRepository.findModel(db, modelId)
  return { id: modelId, enCode: model?.enCode ?? '' }
}
