// Build-time configuration (config/index.ts bakes the TARO_APP_* values into the bundle; jest reads process.env).
// Each `process.env.X` must stay written out in full: the bundler replaces the exact expression.
// Parsed once here so a bad value stops the app at start with a message naming the variable.

export type PasswordMode = 'md5' | 'aes'

function parseApiBase(raw: string | undefined): string {
  const value = (raw || '/H5Api').trim().replace(/\/+$/, '')
  // '' (from '/') means the API sits at the site root
  if (value !== '' && !/^(\/|https?:\/\/)/i.test(value)) {
    throw new Error(`TARO_APP_API_BASE must be a path starting with "/" or an http(s) URL, got "${raw}"`)
  }
  return value
}

function parseSocketUrl(raw: string | undefined): string {
  const value = (raw || '').trim().replace(/\/+$/, '')
  if (value && !/^wss?:\/\//i.test(value)) {
    throw new Error(`TARO_APP_SOCKET_URL must be a ws:// or wss:// URL (or empty), got "${raw}"`)
  }
  return value
}

function parsePasswordMode(raw: string | undefined): PasswordMode {
  const value = (raw || 'md5').trim().toLowerCase()
  if (value !== 'md5' && value !== 'aes') {
    throw new Error(`TARO_APP_PASSWORD_MODE must be "md5" or "aes", got "${raw}"`)
  }
  return value
}

function parseAesKey(raw: string | undefined): string {
  const value = raw || 'EY8WePvjM5GGwQzn'
  // AES-128/192/256 keys are taken as UTF-8 bytes, the way the JNPF 3.6 web client does
  if (![16, 24, 32].includes(value.length) || /[^\x20-\x7e]/.test(value)) {
    throw new Error('TARO_APP_AES_KEY must be 16, 24 or 32 printable ASCII characters')
  }
  return value
}

const apiBase = parseApiBase(process.env.TARO_APP_API_BASE)

export const env = {
  /** '/H5Api' (served by the reference server) or the absolute base of a real JNPF backend */
  apiBase,
  /** websocket base without the token; '' means: derive it from the API base / page location on H5, and "not
   * configured" (no live messages) on weapp — see src/lib/socket/socket-url.*.ts */
  socketUrl: parseSocketUrl(process.env.TARO_APP_SOCKET_URL),
  /** host of the tenant SMS-code calls; the reference server answers them under the API base */
  smsBase: parseApiBase(process.env.TARO_APP_SMS_BASE || apiBase),
  passwordMode: parsePasswordMode(process.env.TARO_APP_PASSWORD_MODE),
  aesKey: parseAesKey(process.env.TARO_APP_AES_KEY),
  /** the official account's AppID for wx.config in WeChat's browser; '' = the one the server hands out (sysConfigInfo) */
  wechatMpAppId: (process.env.TARO_APP_WECHAT_MP_APPID || '').trim(),
  /** spec §9, startup configuration */
  requestTimeout: 60000,
  /** spec §9: the second client configuration's request time-out ("both readings stand"): the long calls use it
   * (exports, prints, the download of what they produce, large uploads); everything else keeps requestTimeout */
  requestTimeoutAlt: 1000000,
  /** an upload larger than this many bytes gets requestTimeoutAlt: on a site's mobile link it can take minutes */
  largeUploadBytes: 5 * 1024 * 1024,
  uploadTimeout: 60000,
  downloadTimeout: 60000,
  socketTimeout: 60000,
  /** 请求中... appears only for calls still running after this long */
  loadingDelay: 800,
  /** session errors (600/601/602): time between the toast and the relaunch of login */
  sessionRedirectDelay: 1500,
  appVersion: '3.3.5',
  appVersionCode: 139,
  /** share title and product name */
  platformName: '公路建设云平台',
  uploadPath: '/api/file/Uploader/',
  reportPath: '/Report'
} as const

export type Env = typeof env
