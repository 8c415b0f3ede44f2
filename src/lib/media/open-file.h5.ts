import Taro from '@tarojs/taro'
import { resolveUrl } from '@/lib/request'
import type { OpenFileOptions } from './open-file-types'

/**
 * A new tab: the browser shows what it can (PDF, images, text) and downloads the rest. Opened synchronously from
 * the tap, since a popup blocker refuses windows opened after an await.
 */
export async function openFile({ url }: OpenFileOptions): Promise<void> {
  // not the 'noopener' feature: with it window.open always answers null, and a blocked popup could not be told apart
  const opened = window.open(resolveUrl(url), '_blank')
  if (!opened) {
    await Taro.showToast({ title: '请允许浏览器打开新窗口后重试', icon: 'none' })
    return
  }
  opened.opener = null
}
