import Taro from '@tarojs/taro'
import type { NavMetrics } from './nav-metrics'

const BAR_HEIGHT = 44
let cached: NavMetrics | null = null

/**
 * The page draws under the status bar; the bar must line up with the capsule (menu button) so the title is
 * centred on it and never hidden behind it. Measured once: neither changes while the app runs.
 */
export function getNavMetrics(): NavMetrics {
  if (cached) return cached
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
    // an old base library without the capsule API: the common iPhone figures
    cached = { statusBarHeight: 20, barHeight: BAR_HEIGHT, capsuleSpace: 96 }
  }
  return cached
}
