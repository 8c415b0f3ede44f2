import Taro from '@tarojs/taro'
import { routes } from '@/config/routes'
import type { Scanner } from '@/lib/scanner'
import { parseScanContent, UNKNOWN_QR_MESSAGE } from './parse-scan'
import { errorText } from '@/lib/error-text'

/**
 * Scan, then act on what was scanned: a web-login code opens the confirmation page; anything else is named as
 * unrecognised so the user knows the scan worked but the code is not one of ours.
 */
export async function scanAndRoute(scanner: Scanner): Promise<void> {
  let raw: string | null
  try {
    raw = await scanner.scan(['qrCode'])
  } catch (err) {
    Taro.showToast({ title: errorText(err, '扫码失败，请重试'), icon: 'none', duration: 2000 })
    return
  }
  if (raw === null) return
  const content = parseScanContent(raw)
  if (content.kind === 'login') {
    await Taro.navigateTo({ url: routes.my.scanResult(content.ticket) })
    return
  }
  await Taro.showModal({ title: UNKNOWN_QR_MESSAGE, content: '请扫描网页端登录页显示的二维码', showCancel: false, confirmText: '知道了' })
}
