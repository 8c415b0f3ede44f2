// Date-only values (birthdays, plan dates) travel as epoch ms of midnight in the JNPF server's time zone, GMT+8
// (jnpf-api.md §1.1). Reading them in the device's zone would show the day before on a phone set to UTC or
// Europe; these two helpers keep the calendar day the same on every device.

const SERVER_OFFSET_MS = 8 * 60 * 60 * 1000

/** 'yyyy-mm-dd' of the day that `ms` falls on in GMT+8; '' for a missing or invalid value */
export function serverDay(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return ''
  return new Date(ms + SERVER_OFFSET_MS).toISOString().slice(0, 10)
}

/** epoch ms of midnight GMT+8 on the calendar day 'yyyy-mm-dd'; NaN when the text is not such a day */
export function fromServerDay(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return NaN
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const ms = Date.UTC(y, m - 1, d) - SERVER_OFFSET_MS
  return serverDay(ms) === day ? ms : NaN
}
