// China time (UTC+8, no daylight saving): the sites' clock. Days, bill numbers, file names and reminders follow it
// whatever zone the server runs in; a moment is shifted by the offset and read with the UTC getters.

export const CHINA_OFFSET_MS = 8 * 3_600_000
const DAY = 86_400_000

/** a Date whose UTC fields (getUTCFullYear, getUTCHours...) are China's wall clock at `ms` */
export const chinaClock = (ms: number): Date => new Date(ms + CHINA_OFFSET_MS)

/** the China calendar day of a moment, as a day number (days since 1970-01-01) */
export const chinaDay = (ms: number): number => Math.floor((ms + CHINA_OFFSET_MS) / DAY)

/** yyyy-mm-dd of the China calendar day of a moment */
export const chinaDateText = (ms: number): string => chinaClock(ms).toISOString().slice(0, 10)

/** the moment China's day `y-m-d` starts (m from 1) */
export const chinaMidnight = (y: number, m: number, d: number): number => Date.UTC(y, m - 1, d) - CHINA_OFFSET_MS
