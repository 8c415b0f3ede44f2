// The state declarations in force. The catalogue's modules register theirs when the app is built (app.ts) and tests
// register their own for test models; a model designed in the console carries its own declaration in its row
// (base_visual_dev.record_states, checked when the administrator saves it). A registered declaration is checked when
// it is registered, so a broken one stops the start instead of refusing moves later.
import type { RecordStatesDef } from './states-types'

const declared = new Map<string, RecordStatesDef>()

/** what is wrong with a declaration, in words an administrator reads in the designer; undefined when it is sound */
export function recordStatesProblem(d: RecordStatesDef): string | undefined {
  const codes = new Set(d.states.map((s) => s.code))
  if (codes.size !== d.states.length) return '两个状态的编码相同'
  if (!codes.has(d.initial)) return `初始状态 ${d.initial} 未定义`
  const moves = new Set(d.transitions.map((t) => t.code))
  if (moves.size !== d.transitions.length) return '两个流转的编码相同'
  for (const t of d.transitions) {
    for (const s of [...t.from, t.to]) if (!codes.has(s)) return `流转 ${t.code} 指向未定义的状态 ${s}`
    if (!t.who.roles?.length && !t.who.creator && !t.who.userFields?.length) return `流转 ${t.code} 没有指定谁可以操作`
  }
  for (const s of d.due?.states ?? []) if (!codes.has(s)) return `到期规则指向未定义的状态 ${s}`
  if (d.due && !d.due.field && !(d.due.days && d.due.days > 0)) return '到期规则需要日期字段或天数'
  return undefined
}

/** the record fields a declaration names (who may move, what a move fills, where its photos go, the due date) */
export function fieldsNamedBy(d: RecordStatesDef): string[] {
  return [
    ...d.transitions.flatMap((t) => [...(t.who.userFields ?? []), ...(t.needs?.fields ?? []), ...(t.photosField ? [t.photosField] : [])]),
    ...(d.due?.field ? [d.due.field] : [])
  ]
}

/** registers (or replaces) the declarations; answers a function that takes them back */
export function registerRecordStates(...defs: RecordStatesDef[]): () => void {
  for (const d of defs) {
    const problem = recordStatesProblem(d)
    if (problem) throw new Error(`record states of ${d.model}: ${problem}`)
    declared.set(d.model, d)
  }
  return () => { for (const d of defs) if (declared.get(d.model) === d) declared.delete(d.model) }
}

// designed declarations by their JSON text: parsed once, not on every list request
const parsed = new Map<string, RecordStatesDef>()

function designedStates(model: { id: string; recordStates?: string }): RecordStatesDef | undefined {
  const text = model.recordStates ?? ''
  if (!text) return undefined
  let def = parsed.get(text)
  if (!def) {
    try { def = { ...(JSON.parse(text) as RecordStatesDef), model: model.id } } catch { return undefined }
    if (parsed.size > 500) parsed.clear()
    parsed.set(text, def)
  }
  return def
}

/** the declaration of a model: registered by its id, then by its enCode, then the one designed with it */
export function statesOf(model: { id: string; enCode: string; recordStates?: string }): RecordStatesDef | undefined {
  return declared.get(model.id) ?? (model.enCode ? declared.get(model.enCode) : undefined) ?? designedStates(model)
}
