// How a work message reads: importance names and colours, when it was sent, the sender's figures.
import { WORK_MESSAGE_IMPORTANCE_NAMES, type WorkMessageImportance } from '@shared/api/work-messages'

export { when } from '@/lib/china-time'

export const IMPORTANCE_COLOURS: Record<WorkMessageImportance, string> = { 1: '#909399', 2: '#ff9900', 3: '#fa3534' }
export const importanceText = (i: WorkMessageImportance) => WORK_MESSAGE_IMPORTANCE_NAMES[i] ?? ''

export const figuresText = (m: { total: number; read: number }) => `已读 ${m.read}/${m.total}`

/** whether 提醒未读 may be tapped now */
export const mayRemind = (m: { unreadCount: number; nextRemindAt: number | null }, now: number) =>
  m.unreadCount > 0 && (m.nextRemindAt === null || m.nextRemindAt <= now)
