// How the outbox reads to the user: the signed-in user's entries, their state in words, and the badge count
// (everything not yet on the server: waiting, going, or refused and waiting for 重试 / 删除).
import type { OutboxEntry, OutboxProgress, OutboxStatus } from '@/lib/outbox'

export const STATUS_TEXT: Record<OutboxStatus, string> = {
  queued: '待发送',
  sending: '发送中',
  sent: '已发送',
  failed: '发送失败'
}

export function mineOf(entries: readonly OutboxEntry[], userId: string): OutboxEntry[] {
  return userId ? entries.filter((e) => e.userId === userId) : []
}

/** what the badge on 我的 counts */
export function pendingCount(entries: readonly OutboxEntry[]): number {
  return entries.filter((e) => e.status !== 'sent').length
}

/** the tab bar shows at most two digits */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count)
}

/** 照片 2/3 上传中 45% while photos go up, 提交中 once they are all up */
export function progressText(progress: OutboxProgress | undefined): string {
  if (!progress) return '提交中'
  if (progress.done >= progress.total) return '提交中'
  return `照片 ${progress.done + 1}/${progress.total} 上传中 ${Math.round(progress.percent)}%`
}

/** the whole entry's progress bar: photos done plus the part of the one on its way; full while the record goes */
export function barPercent(progress: OutboxProgress | undefined): number {
  if (!progress || !progress.total) return 100
  return Math.min(100, Math.round(((progress.done + Math.min(100, progress.percent) / 100) / progress.total) * 100))
}

const pad = (n: number) => String(n).padStart(2, '0')

/** 3月18日 09:05 */
export function shortTime(ms: number): string {
  const d = new Date(ms)
  return `${d.getMonth() + 1}月${d.getDate()}日 ${pad(d.getHours())}:${pad(d.getMinutes())}`
}
