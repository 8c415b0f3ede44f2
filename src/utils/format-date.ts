import { toMillis, type DateInput } from './timestamp'

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/**
 * Formats in local time with the tokens yyyy (year), mm (month), dd (day), hh (24-hour), MM (minutes), ss
 * (seconds), as the JNPF/uView templates write them; anything else is kept. Empty or invalid input gives ''.
 */
export function formatDate(value: DateInput, fmt = 'yyyy-mm-dd'): string {
  const ms = toMillis(value)
  if (ms === undefined) return ''
  const d = new Date(ms)
  const parts: Record<string, string> = {
    yyyy: pad(d.getFullYear(), 4),
    mm: pad(d.getMonth() + 1),
    dd: pad(d.getDate()),
    hh: pad(d.getHours()),
    MM: pad(d.getMinutes()),
    ss: pad(d.getSeconds())
  }
  return fmt.replace(/yyyy|mm|dd|hh|MM|ss/g, (token) => parts[token])
}
