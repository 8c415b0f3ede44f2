import Taro from '@tarojs/taro'
import { resolveUrl } from '@/lib/request'
import { errorText } from '@/lib/error-text'
import { openingLink } from './file-links'
import type { OpenFileOptions } from './open-file-types'

/**
 * A new tab with the document's preview (PDF, office files) or the file's one-time download. The tab is opened
 * synchronously from the tap, since a popup blocker refuses windows opened after an await, and is pointed at the link
 * once the server has answered it.
 */
export async function openFile(opts: OpenFileOptions): Promise<void> {
  // not the 'noopener' feature: with it window.open always answers null, and a blocked popup could not be told apart
  const opened = window.open('', '_blank')
  if (!opened) {
    await Taro.showToast({ title: '请允许浏览器打开新窗口后重试', icon: 'none' })
    return
  }
  opened.opener = null
  try {
    opened.location.href = resolveUrl(await openingLink(opts))
  } catch (err) {
    opened.close()
    await Taro.showToast({ title: errorText(err, '文件打开失败'), icon: 'none' })
  }
}
