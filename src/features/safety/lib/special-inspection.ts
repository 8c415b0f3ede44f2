// 专项排查 (server/src/catalog/safety/models/special-inspection.ts) as the app's checklist widget works on it: the row a
// picked library problem becomes, a new pick merged with the rows already marked, the counts and the deadline a row
// will get when the inspection is finished (the inspection's date plus the library's days to rectify).
import type { PickedProblem } from '@shared/api/pitfalls'

export const SPECIAL_INSPECTION_MODEL_ID = 'vm-special-inspection'

type Row = Record<string, unknown>
export type Finding = 'exist' | 'absent'

export const FINDINGS: { value: Finding; label: string; colour: string }[] = [
  { value: 'exist', label: '存在', colour: '#fa3534' }, { value: 'absent', label: '不存在', colour: '#19be6b' }
]

const text = (v: unknown) => (typeof v === 'string' ? v : '')

/** the stored code, or the label the detail's display values carry; '' while not checked */
export function findingOf(row: Row): Finding | '' {
  const r = text(row.result)
  return FINDINGS.find((o) => o.value === r || o.label === r)?.value ?? ''
}

/** the checklist row a picked problem becomes: the library's wording, level, category, clause, measures and days */
export function rowOf(p: PickedProblem): Row {
  return {
    problemId: p.id, categoryName: p.categoryName, itemName: p.itemName, problem: p.fullName, hazardLevel: p.hazardLevel,
    hazardCategory: p.hazardCategory, basis: p.basis, measures: p.measures, rectifyDays: p.rectifyDays, result: '', photos: [], note: '', hazardNo: '', hazardId: ''
  }
}

/**
 * The checklist after a new pick: the rows still picked keep what was marked on them, the new ones come after, in
 * the picker's order; `dropped` are the rows left out that had already been marked (the widget asks before).
 */
export function mergePicked(rows: Row[], picked: PickedProblem[]): { rows: Row[]; dropped: Row[] } {
  const keep = new Set(picked.map((p) => p.id))
  const have = new Set(rows.map((r) => text(r.problemId)))
  const kept = rows.filter((r) => keep.has(text(r.problemId)))
  const added = picked.filter((p) => !have.has(p.id)).map(rowOf)
  const dropped = rows.filter((r) => !keep.has(text(r.problemId)) && (findingOf(r) !== '' || text(r.note) !== ''))
  return { rows: [...kept, ...added], dropped }
}

export function findingCounts(rows: Row[]): { exist: number; absent: number; open: number } {
  const counts = { exist: 0, absent: 0, open: 0 }
  for (const r of rows) {
    const f = findingOf(r)
    if (f) counts[f] += 1
    else counts.open += 1
  }
  return counts
}

/** the China date of an instant (the date picker stores China midnights; the server counts the days on them) */
const chinaDate = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10)
const DAY = 86_400_000

/** '整改时限2天（至2026-03-14）': the deadline a found row gets, counted from the inspection's date */
export function deadlineText(days: unknown, inspectDate: unknown): string {
  const n = typeof days === 'number' ? days : Number(days)
  if (!Number.isFinite(n) || n <= 0) return ''
  // the form holds the date picker's instant, the detail its text (2026-03-10)
  const base = typeof inspectDate === 'number' ? inspectDate
    : typeof inspectDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(inspectDate) ? Date.parse(`${inspectDate}T00:00:00+08:00`) : undefined
  return base === undefined ? `整改时限${n}天` : `整改时限${n}天（至${chinaDate(base + n * DAY)}）`
}
