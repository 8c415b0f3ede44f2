// The state declarations in force, by model id or enCode. The catalogue's modules register theirs when the app is
// built (app.ts); tests register their own for test models. A declaration is checked when it is registered, so a
// broken one stops the start instead of refusing moves later.
import type { RecordStatesDef } from './states-types'

const declared = new Map<string, RecordStatesDef>()

function check(d: RecordStatesDef): void {
  const where = `record states of ${d.model}`
  const codes = new Set(d.states.map((s) => s.code))
  if (codes.size !== d.states.length) throw new Error(`${where}: two states share a code`)
  if (!codes.has(d.initial)) throw new Error(`${where}: the initial state ${d.initial} is not declared`)
  const moves = new Set(d.transitions.map((t) => t.code))
  if (moves.size !== d.transitions.length) throw new Error(`${where}: two transitions share a code`)
  for (const t of d.transitions) {
    for (const s of [...t.from, t.to]) if (!codes.has(s)) throw new Error(`${where}: transition ${t.code} names an unknown state ${s}`)
    if (!t.who.roles?.length && !t.who.creator && !t.who.userFields?.length) throw new Error(`${where}: nobody may make transition ${t.code}`)
  }
  for (const s of d.due?.states ?? []) if (!codes.has(s)) throw new Error(`${where}: the due rule names an unknown state ${s}`)
  if (d.due && !d.due.field && !(d.due.days && d.due.days > 0)) throw new Error(`${where}: the due rule needs a field or a number of days`)
}

/** registers (or replaces) the declarations; answers a function that takes them back */
export function registerRecordStates(...defs: RecordStatesDef[]): () => void {
  for (const d of defs) {
    check(d)
    declared.set(d.model, d)
  }
  return () => { for (const d of defs) if (declared.get(d.model) === d) declared.delete(d.model) }
}

/** the declaration of a model, by its id first, then its enCode */
export function statesOf(model: { id: string; enCode: string }): RecordStatesDef | undefined {
  return declared.get(model.id) ?? (model.enCode ? declared.get(model.enCode) : undefined)
}
