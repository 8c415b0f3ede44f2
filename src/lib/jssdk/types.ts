// The part of WeChat's JS-SDK (jweixin 1.6) this app calls. Every call takes success/fail/cancel callbacks.
export interface WxCallbacks<T> {
  success?: (res: T) => void
  fail?: (err: { errMsg?: string }) => void
  cancel?: (err: { errMsg?: string }) => void
}

export interface WxConfig {
  debug?: boolean
  appId: string
  timestamp: number
  nonceStr: string
  signature: string
  jsApiList: string[]
}

export interface Wx {
  config(cfg: WxConfig): void
  ready(fn: () => void): void
  error(fn: (err: { errMsg?: string }) => void): void
  scanQRCode(opts: { needResult: 0 | 1; scanType: string[] } & WxCallbacks<{ resultStr: string }>): void
  getLocation(opts: { type: 'wgs84' | 'gcj02' } & WxCallbacks<{ latitude: number; longitude: number; accuracy?: number }>): void
  chooseImage(opts: { count: number; sizeType: string[]; sourceType: string[] } & WxCallbacks<{ localIds: string[] }>): void
  getLocalImgData(opts: { localId: string } & WxCallbacks<{ localData: string }>): void
  updateAppMessageShareData(opts: { title: string; desc: string; link: string; imgUrl: string } & WxCallbacks<unknown>): void
  updateTimelineShareData(opts: { title: string; link: string; imgUrl: string } & WxCallbacks<unknown>): void
}

/** what wx.config asks permission for: the camera, the position, the scanner and the share menu */
export const JS_API_LIST = ['scanQRCode', 'getLocation', 'chooseImage', 'getLocalImgData', 'updateAppMessageShareData', 'updateTimelineShareData']
