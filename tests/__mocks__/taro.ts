/**
 * @tarojs/taro stand-in for the jest projects `unit` and `components` (jest.config.js maps the module here).
 *
 * Network: Taro.request / uploadFile / downloadFile are jest.fn()s that answer through a handler, calling the
 * success/fail callbacks and returning a promise (plus the task methods), like real Taro. Set a handler with
 * __setRequestHandler(opts => ({ statusCode: 200, data: { code: 200, msg: 'ok', data } })); throw (or reject) in
 * it to simulate a network failure. Without a handler every call fails like a network error naming the URL.
 * Socket: Taro.connectSocket resolves a FakeSocketTask the test drives (taro-socket.ts; __lastSocket()).
 * Storage: the *StorageSync functions work on a Map (`__storage`), missing keys read as '' like WeChat.
 * Page hooks (useLoad, useDidShow, usePullDownRefresh, ...) do nothing on their own; a test fires the callbacks
 * of mounted components with __triggerHook('usePullDownRefresh'). useRouter() returns { params } from
 * __setRouterParams. Call __reset() in beforeEach: it clears calls, restores default behaviour and empties storage.
 * Tests import the helpers with `import { __reset, __setRequestHandler } from '<rel>/__mocks__/taro'` — the same
 * module instance as '@tarojs/taro'.
 */
import { callback, fn, ok, restoreDefaults, type AnyFn } from './taro-mock-fn'
import { downloadImpl, requestImpl, resetNetwork, uploadImpl } from './taro-network'
import { pageHook, resetHooks, routerParamsNow } from './taro-hooks'
import { connectSocketImpl, resetSockets } from './taro-socket'

export { __setDownloadHandler, __setRequestHandler, __setUploadHandler } from './taro-network'
export type { DownloadHandler, MockResponse, RequestHandler, UploadHandler } from './taro-network'
export { __setRouterParams, __triggerHook } from './taro-hooks'
export { FakeSocketTask, __lastSocket, __sockets } from './taro-socket'

export const ENV_TYPE = {
  WEAPP: 'WEAPP',
  SWAN: 'SWAN',
  ALIPAY: 'ALIPAY',
  TT: 'TT',
  QQ: 'QQ',
  JD: 'JD',
  WEB: 'WEB',
  RN: 'RN',
  HARMONY: 'HARMONY',
  QUICKAPP: 'QUICKAPP',
  HARMONYHYBRID: 'HARMONYHYBRID'
} as const


export const __storage = new Map<string, unknown>()
const clone = (value: unknown) => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)))

// ---- the Taro object --------------------------------------------------------------------------------------------

class Events {
  private handlers = new Map<string, Set<AnyFn>>()
  on(name: string, handler: AnyFn) {
    if (!this.handlers.has(name)) this.handlers.set(name, new Set())
    this.handlers.get(name)!.add(handler)
    return this
  }
  once(name: string, handler: AnyFn) {
    const wrapper = (...args: unknown[]) => {
      this.off(name, wrapper)
      handler(...args)
    }
    return this.on(name, wrapper)
  }
  off(name?: string, handler?: AnyFn) {
    if (!name) this.handlers.clear()
    else if (!handler) this.handlers.delete(name)
    else this.handlers.get(name)?.delete(handler)
    return this
  }
  trigger(name: string, ...args: unknown[]) {
    Array.from(this.handlers.get(name) ?? []).forEach((h) => h(...args))
    return this
  }
}

const systemInfo = {
  brand: 'jest',
  model: 'jest',
  pixelRatio: 2,
  screenWidth: 375,
  screenHeight: 667,
  windowWidth: 375,
  windowHeight: 667,
  statusBarHeight: 20,
  safeArea: { left: 0, right: 375, top: 20, bottom: 667, width: 375, height: 647 },
  platform: 'devtools',
  system: 'jest',
  version: '8.0.0',
  SDKVersion: '3.0.0',
  language: 'zh_CN'
}

const Taro = {
  ENV_TYPE,
  Events,
  eventCenter: new Events(),
  getEnv: fn(() => ENV_TYPE.WEB as string),
  // network
  request: fn(requestImpl),
  uploadFile: fn(uploadImpl),
  downloadFile: fn(downloadImpl),
  connectSocket: fn(connectSocketImpl),
  // feedback
  showToast: fn(callback(ok('showToast'))),
  hideToast: fn(callback(ok('hideToast'))),
  showLoading: fn(callback(ok('showLoading'))),
  hideLoading: fn(callback(ok('hideLoading'))),
  showModal: fn(callback({ ...ok('showModal'), confirm: true, cancel: false, content: '' })),
  showActionSheet: fn(callback({ ...ok('showActionSheet'), tapIndex: 0 })),
  // navigation
  reLaunch: fn(callback(ok('reLaunch'))),
  navigateTo: fn(callback(ok('navigateTo'))),
  redirectTo: fn(callback(ok('redirectTo'))),
  switchTab: fn(callback(ok('switchTab'))),
  navigateBack: fn(callback(ok('navigateBack'))),
  setNavigationBarTitle: fn(callback(ok('setNavigationBarTitle'))),
  stopPullDownRefresh: fn(callback(ok('stopPullDownRefresh'))),
  startPullDownRefresh: fn(callback(ok('startPullDownRefresh'))),
  pageScrollTo: fn(callback(ok('pageScrollTo'))),
  getCurrentPages: fn(() => [] as unknown[]),
  getCurrentInstance: fn(() => ({ router: { params: routerParamsNow(), path: '' }, page: null, app: null })),
  nextTick: fn((cb: AnyFn) => {
    void Promise.resolve().then(cb)
  }),
  // storage
  getStorageSync: fn((key: string) => (__storage.has(key) ? clone(__storage.get(key)) : '')),
  setStorageSync: fn((key: string, value: unknown) => {
    __storage.set(key, clone(value))
  }),
  removeStorageSync: fn((key: string) => {
    __storage.delete(key)
  }),
  clearStorageSync: fn(() => {
    __storage.clear()
  }),
  getStorageInfoSync: fn(() => ({ keys: Array.from(__storage.keys()), currentSize: 0, limitSize: 10240 })),
  // device and open abilities; tests override the answers with mockResolvedValueOnce / mockImplementationOnce
  login: fn(callback({ ...ok('login'), code: 'jest-login-code' })),
  scanCode: fn(callback({ ...ok('scanCode'), result: '', scanType: 'QR_CODE', charSet: 'utf-8', path: '' })),
  chooseImage: fn(callback({ ...ok('chooseImage'), tempFilePaths: [] as string[], tempFiles: [] as unknown[] })),
  chooseMedia: fn(callback({ ...ok('chooseMedia'), tempFiles: [] as unknown[], type: 'image' })),
  previewImage: fn(callback(ok('previewImage'))),
  openDocument: fn(callback(ok('openDocument'))),
  setClipboardData: fn(callback(ok('setClipboardData'))),
  getClipboardData: fn(callback({ ...ok('getClipboardData'), data: '' })),
  makePhoneCall: fn(callback(ok('makePhoneCall'))),
  vibrateShort: fn(callback(ok('vibrateShort'))),
  getLocation: fn(callback({ ...ok('getLocation'), latitude: 0, longitude: 0, accuracy: 0 })),
  chooseLocation: fn(callback({ ...ok('chooseLocation'), name: '', address: '', latitude: 0, longitude: 0 })),
  openLocation: fn(callback(ok('openLocation'))),
  getSetting: fn(callback({ ...ok('getSetting'), authSetting: {} as Record<string, boolean> })),
  openSetting: fn(callback({ ...ok('openSetting'), authSetting: {} as Record<string, boolean> })),
  authorize: fn(callback(ok('authorize'))),
  showShareMenu: fn(callback(ok('showShareMenu'))),
  canIUse: fn(() => true),
  getSystemInfoSync: fn(() => ({ ...systemInfo })),
  getSystemInfo: fn(callback({ ...systemInfo, ...ok('getSystemInfo') })),
  getWindowInfo: fn(() => ({ ...systemInfo })),
  getMenuButtonBoundingClientRect: fn(() => ({ width: 87, height: 32, top: 24, right: 365, bottom: 56, left: 278 })),
  getAccountInfoSync: fn(() => ({ miniProgram: { appId: 'jest', envVersion: 'develop', version: '' } })),
  pxTransform: fn((size: number) => `${size / 40}rem`),
  // page and app hooks
  useRouter: fn(() => ({ params: routerParamsNow(), path: '' })),
  useLoad: pageHook('useLoad'),
  useUnload: pageHook('useUnload'),
  useReady: pageHook('useReady'),
  useDidShow: pageHook('useDidShow'),
  useDidHide: pageHook('useDidHide'),
  useLaunch: pageHook('useLaunch'),
  useError: pageHook('useError'),
  usePullDownRefresh: pageHook('usePullDownRefresh'),
  useReachBottom: pageHook('useReachBottom'),
  usePageScroll: pageHook('usePageScroll'),
  useResize: pageHook('useResize'),
  useTabItemTap: pageHook('useTabItemTap'),
  useShareAppMessage: pageHook('useShareAppMessage'),
  useShareTimeline: pageHook('useShareTimeline'),
  useAddToFavorites: pageHook('useAddToFavorites'),
  usePageNotFound: pageHook('usePageNotFound'),
  useUnhandledRejection: pageHook('useUnhandledRejection'),
  useTitleClick: pageHook('useTitleClick'),
  useOptionMenuClick: pageHook('useOptionMenuClick')
}

/** clears recorded calls, restores every default, empties storage, hooks, router params and handlers */
export function __reset(): void {
  restoreDefaults()
  __storage.clear()
  resetHooks()
  resetNetwork()
  resetSockets()
  Taro.eventCenter.off()
}

export const taroMock = Taro
export default Taro

export const {
  eventCenter,
  getEnv,
  request,
  uploadFile,
  downloadFile,
  connectSocket,
  showToast,
  hideToast,
  showLoading,
  hideLoading,
  showModal,
  showActionSheet,
  reLaunch,
  navigateTo,
  redirectTo,
  switchTab,
  navigateBack,
  setNavigationBarTitle,
  stopPullDownRefresh,
  startPullDownRefresh,
  pageScrollTo,
  getCurrentPages,
  getCurrentInstance,
  nextTick,
  getStorageSync,
  setStorageSync,
  removeStorageSync,
  clearStorageSync,
  getStorageInfoSync,
  login,
  scanCode,
  chooseImage,
  chooseMedia,
  previewImage,
  openDocument,
  setClipboardData,
  getClipboardData,
  makePhoneCall,
  vibrateShort,
  getLocation,
  chooseLocation,
  openLocation,
  getSetting,
  openSetting,
  authorize,
  showShareMenu,
  canIUse,
  getSystemInfoSync,
  getSystemInfo,
  getWindowInfo,
  getMenuButtonBoundingClientRect,
  getAccountInfoSync,
  pxTransform,
  useRouter,
  useLoad,
  useUnload,
  useReady,
  useDidShow,
  useDidHide,
  useLaunch,
  useError,
  usePullDownRefresh,
  useReachBottom,
  usePageScroll,
  useResize,
  useTabItemTap,
  useShareAppMessage,
  useShareTimeline,
  useAddToFavorites,
  usePageNotFound,
  useUnhandledRejection,
  useTitleClick,
  useOptionMenuClick
} = Taro
