import Taro from '@tarojs/taro'
import { pagePath } from '@/config/routes'
import type { AppEntry } from './menu-entries'

/** tab pages can only be reached with switchTab; everything else is pushed */
export function openEntry(entry: Pick<AppEntry, 'url' | 'tab'>): void {
  if (entry.tab) void Taro.switchTab({ url: pagePath(entry.url) })
  else void Taro.navigateTo({ url: entry.url })
}
