// Which reminder a record is due for today, as pure functions of the declaration, the record and the day. Each
// reminder has a kind (before:7, day, overdue:2) that, with the job, the record and the date, is its once-only key.
import type { CatalogReminder, ReminderRecipient } from '../../catalog/reminder-types'
import { chinaDay, dayText, monthEnd } from './period'
import { chinaMidnight } from '../../lib/china-time'

export interface ReminderRecord {
  id: string
  projectId: string
  contractId: string
  creatorUserId: string
  flowState: number | null
  /** the stored record state; null = the model's initial state (or no states) */
  recordState: string | null
  data: Record<string, unknown>
}

export interface Plan {
  kind: string
  phase: 'before' | 'onDay' | 'overdue'
  /** the day the reminder is about, yyyy-mm-dd */
  dueDay: string
  /** days left (before) or overdue */
  days: number
  title: string
  to: ReminderRecipient[]
}

/** epoch ms of a date value: a number, a digit string or a China-time yyyy-mm-dd[ ...] text */
export function dateValue(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return v
  if (typeof v !== 'string' || !v.trim()) return undefined
  const s = v.trim()
  if (/^-?\d+$/.test(s)) return Number(s)
  const m = /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?/.exec(s)
  return m ? chinaMidnight(Number(m[1]), Number(m[2]), Number(m[3] ?? 1)) : undefined
}

const filled = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0)

export function skipped(r: CatalogReminder, rec: ReminderRecord): boolean {
  const s = r.skipWhen
  if (!s) return false
  if (s.filled?.some((f) => filled(rec.data[f]))) return true
  if (Object.entries(s.equals ?? {}).some(([f, values]) => values.map(String).includes(String(rec.data[f])))) return true
  if (rec.recordState !== null && s.recordStates?.includes(rec.recordState)) return true
  return s.flowStates?.includes(rec.flowState) ?? false
}

/** the title with {date}, {days} and the record's text fields filled in */
export function render(template: string, rec: ReminderRecord, dueDay: string, days: number): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'date') return dueDay
    if (name === 'days') return String(days)
    const v = rec.data[name]
    return typeof v === 'string' || typeof v === 'number' ? String(v) : ''
  })
}

/** today's reminder for the record, if any (whether it was sent already is the ledger's business) */
export function planFor(r: CatalogReminder, rec: ReminderRecord, now: number): Plan | undefined {
  const at = dateValue(rec.data[r.dateField])
  if (at === undefined || skipped(r, rec)) return undefined
  const due = r.dateUnit === 'month' ? monthEnd(chinaDay(at)) : chinaDay(at)
  const diff = due - chinaDay(now)
  const dueDay = dayText(due)
  const plan = (kind: string, phase: Plan['phase'], days: number, template: string | undefined, to = r.to): Plan | undefined =>
    template ? { kind, phase, dueDay, days, title: render(template, rec, dueDay, days), to } : undefined
  if (diff > 0) {
    // the nearest threshold already reached: a record created 5 days out still gets its 7-day notice, once
    const threshold = [...(r.before ?? [])].sort((a, b) => a - b).find((b) => b >= diff)
    return threshold === undefined ? undefined : plan(`before:${threshold}`, 'before', diff, r.titles.before)
  }
  if (diff === 0) return r.onDay ? plan('day', 'onDay', 0, r.titles.onDay) : undefined
  const late = -diff
  if (late > (r.overdueTimes ?? 0)) return undefined
  return plan(`overdue:${late}`, 'overdue', late, r.titles.overdue, [...r.to, ...(r.overdueTo ?? [])])
}
