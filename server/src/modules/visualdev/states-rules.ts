// The rules of record states, without the database: a record's current state and due time, who may make a move and
// what a move still lacks. A record written before its model had states (or by a path that does not set one) is in
// the initial state since it was created.
import type { RecordCurrentState, RecordStateOption, RecordTransitionNeeds } from '@shared/api/visualdev-states'
import type { VisualDevRecordTable } from '../../db/schema'
import { unitBounds } from './date-units'
import type { FormField } from './form-fields'
import type { RecordStatesDef, StateDef, TransitionDef } from './states-types'

type Row = Record<string, unknown>
const DAY_MS = 86_400_000

export const stateOption = (s: StateDef): RecordStateOption => ({ code: s.code, name: s.name, colour: s.colour, final: Boolean(s.final) })

export function stateNamed(def: RecordStatesDef, code: string): StateDef {
  return def.states.find((s) => s.code === code) ?? { code, name: code, colour: '#909399' }
}

export const codeOf = (def: RecordStatesDef, r: Pick<VisualDevRecordTable, 'recordState'>) => r.recordState || def.initial

/** when a record in `code` (entered at `enteredAt`, holding `data`) falls due; null = never */
export function dueAt(def: RecordStatesDef, code: string, enteredAt: number, data: Row): number | null {
  const rule = def.due
  const state = stateNamed(def, code)
  if (!rule || state.final || (rule.states && !rule.states.includes(code))) return null
  if (rule.field) {
    const v = data[rule.field]
    const ms = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN
    // a deadline date is met on that whole day (China time)
    return Number.isSafeInteger(ms) ? unitBounds(ms, 'day')[1] : null
  }
  return enteredAt + (rule.days ?? 0) * DAY_MS
}

export function currentState(
  def: RecordStatesDef, r: Pick<VisualDevRecordTable, 'recordState' | 'stateEnteredAt' | 'creatorTime'>, data: Row, now: number
): RecordCurrentState {
  const code = codeOf(def, r)
  const enteredAt = Number(r.stateEnteredAt ?? r.creatorTime)
  const due = dueAt(def, code, enteredAt, data)
  return { ...stateOption(stateNamed(def, code)), enteredAt, dueAt: due, overdue: due !== null && now > due }
}

export interface Caller { userId: string; roleCodes: Set<string> }

const flat = (v: unknown): unknown[] => (Array.isArray(v) ? v.flatMap(flat) : [v])

/** the user ids a field value names: a user id, a list of them, or usersSelect's "<id>--user" */
function usersNamed(v: unknown): string[] {
  return flat(v).filter((x): x is string => typeof x === 'string' && x !== '')
    .flatMap((x) => {
      const [id, type] = x.split('--')
      return type === undefined || type === 'user' ? [id] : []
    })
}

export function mayMake(t: TransitionDef, caller: Caller, r: Pick<VisualDevRecordTable, 'creatorUserId'>, data: Row): boolean {
  if (t.who.roles?.some((code) => caller.roleCodes.has(code))) return true
  if (t.who.creator && r.creatorUserId === caller.userId) return true
  return Boolean(t.who.userFields?.some((f) => usersNamed(data[f]).includes(caller.userId)))
}

export const isFilled = (v: unknown) => !(v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0))

const labelOf = (fields: FormField[], name: string) => fields.find((f) => f.vModel === name)?.label ?? name

export function needsOf(t: TransitionDef, fields: FormField[]): RecordTransitionNeeds {
  const n = t.needs ?? {}
  return {
    fields: (n.fields ?? []).map((field) => ({ field, label: labelOf(fields, field) })),
    photos: n.photos ?? 0, photosLabel: n.photosLabel ?? '照片',
    opinion: Boolean(n.opinion), opinionLabel: n.opinionLabel ?? '意见',
    signature: Boolean(n.signature)
  }
}

export interface MoveInput { opinion: string; photos: unknown[]; signImg: string }

/** the first thing the move lacks, as the message that refuses it; undefined when nothing is missing */
export function missingNeed(t: TransitionDef, fields: FormField[], data: Row, move: MoveInput): string | undefined {
  const n = needsOf(t, fields)
  const field = n.fields.find((f) => !isFilled(data[f.field]))
  if (field) return `请填写${field.label}`
  if (n.opinion && !move.opinion.trim()) return `请填写${n.opinionLabel}`
  if (move.photos.length < n.photos) return `请上传至少${n.photos}张${n.photosLabel}`
  if (n.signature && !move.signImg) return '请签名'
  return undefined
}
