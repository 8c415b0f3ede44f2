// A hazard's values as a supervisor reads them at a glance (the 隐患整改审批 flow form): the level, the place, the
// photos before and after, and whether the deadline has passed without the rectification being completed.
type Row = Record<string, unknown>
const DAY_MS = 86_400_000
/** the dates are China dates (the server's datePicker values are China midnights), wherever the phone thinks it is */
const CN_MS = 8 * 3600_000

export const dateText = (v: unknown): string => (typeof v === 'number' && Number.isFinite(v) ? new Date(v + CN_MS).toISOString().slice(0, 10) : typeof v === 'string' ? v : '')

/** the links of an upload value: [{url, name, fileId}] */
export const photoUrls = (v: unknown): string[] =>
  (Array.isArray(v) ? v.map((p) => (p && typeof (p as Row).url === 'string' ? String((p as Row).url) : '')).filter(Boolean) : [])

/**
 * whole days past the deadline (a deadline date is met on that whole day) while the rectification is not completed;
 * 0 when not overdue
 */
export function overdueDays(values: Row, now: number): number {
  const deadline = values.deadline
  if (typeof deadline !== 'number' || !Number.isFinite(deadline)) return 0
  if (values.completeDate !== undefined && values.completeDate !== null && values.completeDate !== '') return 0
  const end = Math.floor((deadline + CN_MS) / DAY_MS) * DAY_MS - CN_MS + DAY_MS - 1
  return now > end ? Math.floor((now - end) / DAY_MS) + 1 : 0
}

/** '120.25950,30.08880' (GCJ-02, longitude first, as the report stores it) -> the point; null when it is not one */
export function pointOf(position: unknown): { longitude: number; latitude: number } | null {
  if (typeof position !== 'string') return null
  const [lng, lat] = position.split(',').map((x) => Number(x.trim()))
  if (!Number.isFinite(lng) || !Number.isFinite(lat) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null
  return { longitude: lng, latitude: lat }
}
