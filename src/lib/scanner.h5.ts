// Browser: no camera scanner we can rely on. Inside WeChat's browser the JS-SDK's scanQRCode is WeChat's own scanner.
import { isInWechat, wechatJssdk, wxCall } from './jssdk'
import type { Scanner } from './scanner-types'

/** a bar code comes back as "CODE_128,123456"; a QR code as its text */
export function scannedText(resultStr: string, types: string[]): string {
  const m = /^([A-Z0-9_]+),([\s\S]*)$/.exec(resultStr)
  return m && types.includes('barCode') && /^(CODE_|EAN_|UPC_|ITF|CODABAR|DATA_MATRIX|PDF_417|QR_CODE)/.test(m[1]) ? m[2] : resultStr
}

export const scanner: Scanner = {
  supported: isInWechat(),
  async scan(types = ['qrCode', 'barCode']) {
    if (!isInWechat()) throw new Error('浏览器中无法扫码，请在微信小程序中使用扫一扫')
    const wx = await wechatJssdk()
    if (!wx) throw new Error('微信扫一扫暂不可用（JS-SDK 未配置），请在微信小程序中使用扫一扫')
    const res = await wxCall<{ resultStr: string }>((cb) => wx.scanQRCode({ needResult: 1, scanType: types, ...cb }))
    return res ? scannedText(res.resultStr ?? '', types) : null
  }
}
