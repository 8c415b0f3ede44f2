import Taro from '@tarojs/taro'
import { badgeText } from './badge'

const MESSAGES_TAB = 0

function swallow(result: unknown): void {
  // H5 rejects when the current page is not a tab page; the badge is set again when the tab shows
  if (result && typeof (result as Promise<unknown>).catch === 'function') (result as Promise<unknown>).catch(() => undefined)
}

/** shows `count` on the Messages tab, or removes the badge at zero */
export function showTabBadge(count: number): void {
  try {
    if (count > 0) {
      swallow(Taro.setTabBarBadge({ index: MESSAGES_TAB, text: badgeText(count), fail: () => undefined }))
    } else {
      swallow(Taro.removeTabBarBadge({ index: MESSAGES_TAB, fail: () => undefined }))
    }
  } catch {
    // no tab bar on this page (H5 throws synchronously in some builds)
  }
}
