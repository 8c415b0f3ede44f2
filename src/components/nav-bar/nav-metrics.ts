import Taro from '@tarojs/taro'

export interface NavMetrics {
  /** status bar height in px (0 on H5) */
  statusBarHeight: number
  /** height of the bar below the status bar, in px */
  barHeight: number
  /** room to keep free on the right for the weapp capsule menu, in px */
  capsuleSpace: number
}

const H5_BAR_HEIGHT = 44
let cached: NavMetrics | null = null

/**
 * With navigationStyle custom the page draws under the status bar; on weapp the bar must line up with the
 * capsule (menu button) so the title is centred on it and never hidden behind it.
 */
export function getNavMetrics(): NavMetrics {
  if (cached) return cached
  if (process.env.TARO_ENV !== 'weapp') {
    cached = { statusBarHeight: 0, barHeight: H5_BAR_HEIGHT, capsuleSpace: 0 }
    return cached
  }
  try {
    const info = Taro.getSystemInfoSync()
    const statusBarHeight = info.statusBarHeight ?? 20
    const menu = Taro.getMenuButtonBoundingClientRect()
    const gap = Math.max(menu.top - statusBarHeight, 4)
    cached = {
      statusBarHeight,
      barHeight: menu.height + gap * 2,
      capsuleSpace: Math.max(info.windowWidth - menu.left, 0)
    }
  } catch {
    cached = { statusBarHeight: 20, barHeight: H5_BAR_HEIGHT, capsuleSpace: 96 }
  }
  return cached
}
