// The page's one way to the server: the console's session token (handed over in the query once, then kept for this
// tab only) on every call to /api/permission/..., and the JNPF envelope turned into data or an ApiError.
const TOKEN_KEY = 'admin-projects-token'
const EXPIRED_CODES = [600, 601, 602]
export const EXPIRED_TEXT = '登录已过期，请重新登录'

export class ApiError extends Error {
  constructor(code, msg) {
    super(msg)
    this.code = code
  }
}

/** takes the token out of the address bar (it must not stay in history or be bookmarked) into sessionStorage */
export function adoptToken() {
  const url = new URL(window.location.href)
  const fromQuery = url.searchParams.get('token')
  if (fromQuery !== null) {
    url.searchParams.delete('token')
    window.history.replaceState(null, '', url.pathname + url.search + url.hash)
    if (fromQuery.trim()) sessionStorage.setItem(TOKEN_KEY, fromQuery.trim())
  }
  return sessionStorage.getItem(TOKEN_KEY) || ''
}

function token() {
  return sessionStorage.getItem(TOKEN_KEY) || ''
}

function query(params) {
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(params || {})) if (v !== undefined && v !== null && v !== '') q.set(k, String(v))
  const text = q.toString()
  return text ? `?${text}` : ''
}

/** calls the API; resolves to the whole envelope's data, rejects with ApiError (code 0 when the network failed) */
export async function request(method, path, { params, body } = {}) {
  if (!token()) {
    window.dispatchEvent(new CustomEvent('session-expired'))
    throw new ApiError(600, EXPIRED_TEXT)
  }
  const headers = { Authorization: token(), 'jnpf-origin': 'pc', Accept: 'application/json' }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  let res
  try {
    res = await fetch(`/api${path}${query(params)}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  } catch {
    throw new ApiError(0, '网络连接失败，请检查网络后重试')
  }
  let envelope
  try {
    envelope = await res.json()
  } catch {
    throw new ApiError(res.status, `服务器返回了无法识别的内容（HTTP ${res.status}）`)
  }
  const code = Number(envelope && envelope.code)
  if (EXPIRED_CODES.includes(code)) {
    sessionStorage.removeItem(TOKEN_KEY)
    window.dispatchEvent(new CustomEvent('session-expired'))
    throw new ApiError(code, EXPIRED_TEXT)
  }
  if (code !== 200) throw new ApiError(code || res.status, (envelope && envelope.msg) || `请求失败（${code || res.status}）`)
  return { data: envelope.data, msg: envelope.msg }
}

export const api = {
  get: (path, params) => request('GET', path, { params }).then((r) => r.data),
  post: (path, body) => request('POST', path, { body }),
  put: (path, body) => request('PUT', path, { body }),
  del: (path) => request('DELETE', path)
}

export const P = '/permission/Project'
export const enc = encodeURIComponent
