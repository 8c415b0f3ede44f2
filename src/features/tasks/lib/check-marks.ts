// A check result kept in the outbox (marked without signal) shows on the site check at once: the item carries its
// result, note and photos marked 待发送, and the counts include it, until the outbox has sent it and the check is read
// again from the server.
import { CHECK_RESULT_NAMES, type CheckItemInput, type SiteCheckDetail, type SiteCheckSummary } from '@shared/api/task-checks'

export const PENDING_MARK = '（待发送）'

function summaryOf(items: SiteCheckDetail['items']): SiteCheckSummary {
  const count = (r: string) => items.filter((i) => i.result === r).length
  const [passed, failed, na] = [count('pass'), count('fail'), count('na')]
  return { total: items.length, checked: passed + failed + na, passed, failed, na }
}

/** the check as it will be once the queued mark is sent */
export function withQueuedMark(check: SiteCheckDetail, itemId: string, input: CheckItemInput): SiteCheckDetail {
  const items = check.items.map((item) => item.id !== itemId ? item : {
    ...item, result: input.result, resultName: `${CHECK_RESULT_NAMES[input.result]}${PENDING_MARK}`, note: input.note ?? '',
    photos: (input.photos ?? []).map((p) => ({ name: p.name, url: p.url }))
  })
  return { ...check, items, summary: summaryOf(items) }
}
