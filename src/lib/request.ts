// The one caller of Taro.request / uploadFile / downloadFile (spec §7-§9, jnpf-api.md §1.3, §11).
// Every call resolves the whole JNPF envelope {code, msg, data} on success (HTTP 200 and body code 200);
// any other answer toasts and rejects with a RequestError; a network failure rejects with Taro's raw error.
// Weak network: a call that may safely run twice (a GET, a write carrying an Idempotency-Key, an upload) is tried
// again with backoff when it never got an answer (or a gateway said the server was away); every try keeps its
// time-out, so a call ends after at most 1 + RETRIES tries.
import Taro from '@tarojs/taro'
import type { ApiResult } from '@shared/api/envelope'
import { ResultCode, SESSION_ERROR_CODES } from '@shared/api/envelope'
import { env } from '@/config/env'
import { getToken } from './storage'
import { appendQuery, encodeQuery, resolveUrl } from './url'
import { trackLoading } from './request-loading'
import { expireSession } from './session-expiry'
import { isOnline } from './network'
import { backoffDelay, sleep } from './retry'

export { resolveUrl } from './url'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface RequestOptions {
  /** '/api/...' relative to env.apiBase, or an absolute http(s) URL */
  url: string
  method?: HttpMethod
  /** GET: query parameters; otherwise the JSON (or form) body */
  data?: unknown
  /** application/x-www-form-urlencoded body (Login, logoutCurrentUser, WeChatBinding ...) */
  form?: boolean
  /** ms; env.requestTimeout by default */
  timeout?: number
  /** no error toast: the caller shows its own (session errors still toast and redirect) */
  silent?: boolean
  /** false: never show the 请求中... indicator (background polling) */
  loading?: boolean
  header?: Record<string, string>
  /**
   * tries after the first when no answer came; by default RETRIES for a GET or a write with an Idempotency-Key
   * (the server answers a repeat of it with the first result), 0 for any other write
   */
  retry?: number
}

export interface UploadOptions {
  url: string
  filePath: string
  /** multipart field name, 'file' by default */
  name?: string
  formData?: Record<string, string>
  /** H5 only: the multipart file name (a blob: URL has none, and the server checks the extension) */
  fileName?: string
  /** 0-100 */
  onProgress?: (percent: number) => void
  silent?: boolean
  /** ms; env.uploadTimeout by default (env.requestTimeoutAlt for large files) */
  timeout?: number
  /** tries after the first when the transfer broke off (each starts the file again from 0 %); RETRIES by default */
  retry?: number
}

export const DEFAULT_ERROR_MESSAGE = '请求出错，请重试'

/** A rejected call that reached the server: `code` is the body code, or the HTTP status when there was none. */
export class RequestError extends Error {
  readonly code: number
  readonly data?: unknown

  constructor(message: string, code: number, data?: unknown) {
    super(message)
    this.name = 'RequestError'
    this.code = code
    this.data = data
    Object.setPrototypeOf(this, RequestError.prototype)
  }
}

/** tries after the first for calls that may run twice */
export const RETRIES = 2
/**
 * the first retry waits about this long, the second twice as long: a dropped connection usually comes back at once,
 * so the whole ladder stays under a second; waiting longer is the outbox's job (lib/outbox), not a spinner's
 */
export const RETRY_BASE_MS = 150
/** a gateway in front of the server answering for it (restart, overload): nothing was done, try again */
const GATEWAY_STATUSES = [502, 503, 504]

function hasIdempotencyKey(header: Record<string, string> | undefined): boolean {
  return Boolean(header && Object.keys(header).some((k) => k.toLowerCase() === 'idempotency-key' && header[k]))
}

/**
 * Runs `attempt` until it answers, retrying a transfer that broke off (a rejection) or a gateway status, at most
 * `retries` times with backoff. An offline device is not retried: the caller (or the outbox) learns at once.
 */
async function withRetries<R extends { statusCode: number }>(retries: number, attempt: (n: number) => Promise<R>): Promise<R> {
  for (let n = 0; ; n += 1) {
    const last = n >= retries
    try {
      const res = await attempt(n)
      if (last || !GATEWAY_STATUSES.includes(res.statusCode) || !isOnline()) return res
    } catch (err) {
      if (last || !isOnline()) throw err
    }
    await sleep(backoffDelay(n + 1, RETRY_BASE_MS))
  }
}

function authHeader(): Record<string, string> {
  const token = getToken()
  // the stored token already carries 'bearer ' (jnpf-api.md §11): sent unchanged
  return token ? { Authorization: token, 'jnpf-origin': 'app' } : { 'jnpf-origin': 'app' }
}

function toEnvelope(body: unknown): ApiResult<unknown> | undefined {
  let value = body
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value)
    } catch {
      return undefined
    }
  }
  if (value && typeof value === 'object' && typeof (value as ApiResult).code === 'number') return value as ApiResult
  return undefined
}

function showError(message: string): void {
  void Taro.showToast({ title: message, icon: 'none', duration: 1500 })
}

/** The envelope on success, otherwise the RequestError (after the toast and, for 600-602, the session redirect). */
function settle<T>(statusCode: number, body: unknown, silent: boolean | undefined, sentToken: string): ApiResult<T> | RequestError {
  const envelope = toEnvelope(body)
  if (statusCode === 200 && envelope && envelope.code === ResultCode.Success) return envelope as ApiResult<T>
  // a failed envelope speaks for itself; otherwise (gateway page, success body on a bad status) only the status does
  const failed = envelope && envelope.code !== ResultCode.Success ? envelope : undefined
  const code = failed ? failed.code : statusCode === 200 ? ResultCode.Fail : statusCode
  const message = failed && typeof failed.msg === 'string' && failed.msg.trim() ? failed.msg : DEFAULT_ERROR_MESSAGE
  if (SESSION_ERROR_CODES.includes(code)) {
    // the user must learn why they land on login, so this toast ignores `silent`; later failures stay quiet
    if (expireSession(sentToken)) showError(message)
  } else if (!silent) {
    showError(message)
  }
  return new RequestError(message, code, failed?.data)
}

interface TaroResponse {
  statusCode: number
  data?: unknown
}

/**
 * Runs one Taro network call, resolving from whichever channel answers first: the success/fail callbacks or the
 * returned promise (so an unhandled promise rejection never escapes when the callbacks already reported it).
 */
function invoke<R>(start: (success: (res: R) => void, fail: (err: unknown) => void) => unknown): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    let done = false
    const success = (res: R) => {
      if (done) return
      done = true
      resolve(res)
    }
    const fail = (err: unknown) => {
      if (done) return
      done = true
      reject(err)
    }
    let task: unknown
    try {
      task = start(success, fail)
    } catch (error) {
      fail(error)
      return
    }
    if (task && typeof (task as Promise<R>).then === 'function') (task as Promise<R>).then(success, fail)
  })
}

export async function request<T = unknown>(opts: RequestOptions): Promise<ApiResult<T>> {
  const method = opts.method ?? 'GET'
  let url = resolveUrl(opts.url)
  let data = opts.data
  if (method === 'GET') {
    url = appendQuery(url, data)
    data = undefined
  } else if (opts.form) {
    data = encodeQuery(data)
  }
  const header: Record<string, string> = {
    'Content-Type': opts.form ? 'application/x-www-form-urlencoded' : 'application/json;charset=UTF-8',
    ...authHeader(),
    ...opts.header
  }
  const retries = opts.retry ?? (method === 'GET' || hasIdempotencyKey(opts.header) ? RETRIES : 0)
  const stopLoading = opts.loading === false ? () => undefined : trackLoading()
  let res: TaroResponse
  try {
    res = await withRetries(retries, () =>
      invoke<TaroResponse>((success, fail) =>
        Taro.request({ url, method, data, header, timeout: opts.timeout ?? env.requestTimeout, dataType: 'json', success, fail })
      )
    )
  } finally {
    // before any toast: on WeChat hideLoading would also close a toast shown meanwhile
    stopLoading()
  }
  const result = settle<T>(res.statusCode, res.data, opts.silent, header.Authorization ?? '')
  if (result instanceof RequestError) throw result
  return result
}

type Shortcut = <T = unknown>(url: string, data?: unknown, opts?: Partial<RequestOptions>) => Promise<ApiResult<T>>

function shortcut(method: HttpMethod): Shortcut {
  return <T = unknown>(url: string, data?: unknown, opts?: Partial<RequestOptions>) =>
    request<T>({ ...opts, url, data, method })
}

export const http = {
  get: shortcut('GET'),
  post: shortcut('POST'),
  put: shortcut('PUT'),
  delete: shortcut('DELETE')
}

/**
 * POST /api/file/Uploader/...: a broken-off transfer starts again from the beginning (the server keeps no partial
 * files, so there is nothing to resume); progress goes back to 0 when it does.
 */
export async function uploadFile<T = unknown>(opts: UploadOptions): Promise<ApiResult<T>> {
  const sentToken = getToken()
  const res = await withRetries(opts.retry ?? RETRIES, (n) => {
    if (n > 0) opts.onProgress?.(0)
    return uploadOnce(opts)
  })
  const result = settle<T>(res.statusCode, res.data, opts.silent, sentToken)
  if (result instanceof RequestError) throw result
  return result
}

function uploadOnce(opts: UploadOptions): Promise<TaroResponse> {
  return invoke<TaroResponse>((success, fail) => {
    const task = Taro.uploadFile({
      url: resolveUrl(opts.url),
      filePath: opts.filePath,
      name: opts.name ?? 'file',
      formData: opts.formData,
      ...(opts.fileName ? { fileName: opts.fileName } : {}),
      header: authHeader(),
      timeout: opts.timeout ?? env.uploadTimeout,
      success,
      fail
    })
    const onProgress = opts.onProgress
    if (onProgress && task && typeof task.onProgressUpdate === 'function') {
      task.onProgressUpdate((update) => onProgress(update.progress))
    }
    return task
  })
}

export async function downloadFile(opts: {
  url: string
  silent?: boolean
  timeout?: number
  /** percent (0-100) and bytes written so far, as the download goes (a large drawing on a weak network) */
  onProgress?: (percent: number, written: number) => void
}): Promise<{ tempFilePath: string }> {
  const stopLoading = trackLoading()
  let res: { statusCode: number; tempFilePath: string }
  try {
    res = await withRetries(RETRIES, () =>
      invoke<{ statusCode: number; tempFilePath: string }>((success, fail) => {
        const task = Taro.downloadFile({ url: resolveUrl(opts.url), header: authHeader(), timeout: opts.timeout ?? env.downloadTimeout, success, fail })
        const onProgress = opts.onProgress
        if (onProgress && task && typeof task.onProgressUpdate === 'function') {
          task.onProgressUpdate((update) => onProgress(update.progress, update.totalBytesWritten))
        }
        return task
      })
    )
  } finally {
    stopLoading()
  }
  if (res.statusCode === 200) return { tempFilePath: res.tempFilePath }
  // the body is a file, not an envelope: only the status is known
  const error = new RequestError(DEFAULT_ERROR_MESSAGE, res.statusCode)
  if (!opts.silent) showError(error.message)
  throw error
}
