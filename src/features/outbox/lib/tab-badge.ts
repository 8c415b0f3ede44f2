// The count of unsent entries on the 我的 tab. WeChat and Taro's H5 tab bar refuse badges while a page that is not
// a tab page is in front, so a tab page sets it again when it shows (useOutboxOnTab).
import { useEffect } from 'react'
import Taro, { useDidShow } from '@tarojs/taro'
import { outbox } from '@/lib/outbox'
import { storage } from '@/lib/storage'
import { badgeText, mineOf, pendingCount } from './outbox-view'

export const MINE_TAB = 4

function swallow(result: unknown): void {
  // H5 rejects when the current page is not a tab page; the badge is set again when the tab shows
  if (result && typeof (result as Promise<unknown>).catch === 'function') (result as Promise<unknown>).catch(() => undefined)
}

export function currentPendingCount(): number {
  return pendingCount(mineOf(outbox.getSnapshot().entries, storage.get('userInfo')?.userId ?? ''))
}

/** shows `count` on the Mine tab, or removes the badge at zero */
export function showOutboxBadge(count = currentPendingCount()): void {
  try {
    if (count > 0) swallow(Taro.setTabBarBadge({ index: MINE_TAB, text: badgeText(count), fail: () => undefined }))
    else swallow(Taro.removeTabBarBadge({ index: MINE_TAB, fail: () => undefined }))
  } catch {
    // no tab bar in front
  }
}

/** a tab page: the badge follows the outbox while it shows, and whatever waits is sent when the user comes back */
export function useOutboxOnTab(): void {
  useDidShow(() => {
    showOutboxBadge()
    void outbox.flush()
  })
  useEffect(() => {
    let last = currentPendingCount()
    showOutboxBadge(last)
    return outbox.subscribe(() => {
      const count = currentPendingCount()
      if (count !== last) showOutboxBadge(count)
      last = count
    })
  }, [])
}
