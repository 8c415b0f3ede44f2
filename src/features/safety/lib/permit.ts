// A hot work permit's validity as the permit shows it: not yet valid before its window, valid inside it (with the
// time left), expired after it; a permit closed or cancelled is no longer valid whatever the time.
import dayjs from 'dayjs'

export const HOT_WORK_MODEL_ID = 'vm-hot-work'

export type Validity =
  | { kind: 'pending'; text: string }
  | { kind: 'valid'; text: string }
  | { kind: 'expired'; text: string }
  | { kind: 'ended'; text: string }
  | { kind: 'unknown'; text: string }

/** a datePicker value as stored (ms) or as the detail shows it ('2026-03-10 08:00') */
export function timeOf(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return v
  if (typeof v === 'string' && v.trim()) {
    const d = dayjs(v.trim())
    return d.isValid() ? d.valueOf() : undefined
  }
  return undefined
}

const left = (ms: number) => {
  const minutes = Math.max(Math.floor(ms / 60_000), 0)
  const hours = Math.floor(minutes / 60)
  return hours ? `${hours}小时${minutes % 60}分` : `${minutes}分钟`
}

export function validityOf(start: unknown, end: unknown, now: number, final = false): Validity {
  const from = timeOf(start)
  const to = timeOf(end)
  if (from === undefined || to === undefined) return { kind: 'unknown', text: '未填写有效期' }
  if (final) return { kind: 'ended', text: '许可已结束' }
  if (now < from) return { kind: 'pending', text: `未生效，${left(from - now)}后开始` }
  if (now > to) return { kind: 'expired', text: '已过期' }
  return { kind: 'valid', text: `有效，剩余${left(to - now)}` }
}

export const windowText = (start: unknown, end: unknown): string => {
  const from = timeOf(start)
  const to = timeOf(end)
  if (from === undefined || to === undefined) return ''
  const sameDay = dayjs(from).isSame(to, 'day')
  return `${dayjs(from).format('YYYY-MM-DD HH:mm')} ～ ${dayjs(to).format(sameDay ? 'HH:mm' : 'YYYY-MM-DD HH:mm')}`
}
