// Times as the sites read them: China time (UTC+8) whatever the phone's zone, as the server stamps them.

const pad = (n: number) => String(n).padStart(2, '0')

/** China time, 'MM-dd HH:mm' (with the year when it is not the year of `now`) */
export function when(ms: number, now: number): string {
  const d = new Date(ms + 8 * 3_600_000)
  const year = new Date(now + 8 * 3_600_000).getUTCFullYear()
  const day = `${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
  return d.getUTCFullYear() === year ? day : `${d.getUTCFullYear()}-${day}`
}

/** the China-time calendar day ('YYYY-MM-DD') of `ms`, plus `addDays` */
export function chinaDay(ms: number, addDays = 0): string {
  return new Date(ms + 8 * 3_600_000 + addDays * 86_400_000).toISOString().slice(0, 10)
}
