// Per-model hooks a domain registers for rules its forms cannot express (ARCHITECTURE.md "Where a new business domain
// goes"): checks before a record is saved, work after it is saved, work when the record's flow task changes state
// or the record makes a state move, and fields the server computes. They run for the record endpoints and for a
// flow task's low-code form alike. Keyed by model id or enCode; several registrations of one model all run.
import type { AppContext } from '../../context'
import type { VisualDevRecordTable } from '../../db/schema'
import type { UserRow } from '../users/repository'

type Row = Record<string, unknown>

export interface ModelRef { id: string; enCode: string }

export interface SaveEvent {
  /** in afterSave, ctx.db is the save's transaction */
  ctx: AppContext
  user: UserRow
  model: ModelRef
  recordId: string
  action: 'create' | 'update'
  /** what the record endpoints or a flow task's form are about to store (or stored), computed fields included */
  data: Row
  /** the stored values before an update */
  before?: Row
  projectId: string
  contractId: string
  /** a flow task's draft: required fields may still be empty */
  draft?: boolean
}

export interface FlowStateEvent {
  /** ctx.db is the workflow action's transaction when it has one */
  ctx: AppContext
  model: ModelRef
  record: VisualDevRecordTable
  /** the flow task status before and after (jnpf-api.md §6.5); null = no task */
  from: number | null
  to: number | null
}

export interface TransitionEvent {
  /** ctx.db is the move's transaction */
  ctx: AppContext
  user: UserRow
  model: ModelRef
  recordId: string
  transition: string
  from: string
  to: string
  opinion: string
  /** the record's values after the move */
  data: Row
}

export interface ModelHooks {
  /** throws a BadRequest (400, its message shown) to refuse the save; nothing is stored then */
  validate?: (e: SaveEvent) => void | Promise<void>
  /** field -> its value from the record's other values; what a client sends for these fields is ignored */
  computed?: Record<string, (data: Row) => unknown>
  /** runs in the save's transaction: a throw undoes the save */
  afterSave?: (e: SaveEvent) => void | Promise<void>
  onFlowState?: (e: FlowStateEvent) => void | Promise<void>
  /** runs in the move's transaction: a throw undoes the move */
  afterTransition?: (e: TransitionEvent) => void | Promise<void>
}

const registered = new Map<string, ModelHooks[]>()

/** adds hooks for the model with this id or enCode; answers a function that removes them again */
export function registerModelHooks(model: string, hooks: ModelHooks): () => void {
  registered.set(model, [...(registered.get(model) ?? []), hooks])
  return () => { registered.set(model, (registered.get(model) ?? []).filter((h) => h !== hooks)) }
}

export function hooksOf(model: ModelRef): ModelHooks[] {
  const byId = registered.get(model.id) ?? []
  return model.enCode && model.enCode !== model.id ? [...byId, ...(registered.get(model.enCode) ?? [])] : byId
}

/** the fields whose values the server computes: never taken from a client */
export function computedFields(model: ModelRef): Set<string> {
  return new Set(hooksOf(model).flatMap((h) => Object.keys(h.computed ?? {})))
}
