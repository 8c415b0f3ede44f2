// How a work message reads: importance names and colours, when it was sent, the sender's figures.
import { WORK_MESSAGE_IMPORTANCE_NAMES, type WorkMessageImportance } from '@shared/api/work-messages'

export const IMPORTANCE_COLOURS: Record<WorkMessageImportance, string> = { 1: '#909399', 2: '#ff9900', 3: '#fa3534' }
export const importanceText = (i: WorkMessageImportance) => WORK_MESSAGE_IMPORTANCE_NAMES[i] ?? ''

const pad = (n: number) => String(n).padStart(2, '0')
/** MM-dd HH:mm China time (with the year when not this year's) */
export function when(ms: number, now: number): string {
  const d = new Date(ms + 8 * 3_600_000)
  const year = new Date(now + 8 * 3_600_000).getUTCFullYear()
  const day = `${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
  return d.getUTCFullYear() === year ? day : `${d.getUTCFullYear()}-${day}`
}

export const figuresText = (m: { total: number; read: number }) => `已读 ${m.read}/${m.total}`

/** whether 提醒未读 may be tapped now */
export const mayRemind = (m: { unreadCount: number; nextRemindAt: number | null }, now: number) =>
  m.unreadCount > 0 && (m.nextRemindAt === null || m.nextRemindAt <= now)
