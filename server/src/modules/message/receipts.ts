// Read receipts shared by the modules that notify people and follow who has read (early warnings, work messages):
// the people of a receipt list split into done and pending, and when the sender may remind the pending again.

const MINUTE = 60_000

/** the earliest time of the next reminder after `last`, or null when one may be sent now */
export function nextRemindAt(last: number | null, everyMinutes: number, now: number): number | null {
  if (last === null) return null
  const next = last + everyMinutes * MINUTE
  return next > now ? next : null
}

/** the time before which a reminder means another was sent too recently (for a claim such as claimRemind) */
export const remindNotBefore = (now: number, everyMinutes: number) => now - everyMinutes * MINUTE

/** receipts split by whether their time (ackAt, readAt...) is set */
export function splitReceipts<R>(rows: R[], doneAt: (r: R) => number | null): { done: R[]; pending: R[] } {
  return { done: rows.filter((r) => doneAt(r) !== null), pending: rows.filter((r) => doneAt(r) === null) }
}
