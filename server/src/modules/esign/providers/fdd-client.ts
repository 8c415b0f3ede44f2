// An HTTP client of 法大大's FASC OpenAPI 5.1, the provider the spec's signaturefddservice paths name. Every call is
// a form-encoded POST with the business parameters as one JSON string (bizContent) and the public parameters in
// X-FASC-* headers, signed: the headers and bizContent sorted by name, joined as k=v&..., hashed (sha256 hex); the key
// is HMAC-SHA256(secret, timestamp) and the signature HMAC-SHA256(key, that hash), lower-case hex. Success is body
// code "100000". The access token is cached until shortly before it expires and fetched again once when the
// provider says it is no longer valid (100002). Callbacks are signed the same way and checked with checkCallback.
import crypto from 'node:crypto'

export interface FddConfig { baseUrl: string; appId: string; secret: string }
export type Fetch = typeof fetch

const SUB_VERSION = '5.1'
const OK = '100000'
const TOKEN_INVALID = '100002'
const TIMEOUT_MS = 15_000

export class FddError extends Error {
  constructor(readonly code: string, message: string) {
    super(message)
  }
}

export function fascSign(params: Record<string, string>, timestamp: string, secret: string): string {
  const text = Object.keys(params).filter((k) => params[k] !== '').sort().map((k) => `${k}=${params[k]}`).join('&')
  const digest = crypto.createHash('sha256').update(text, 'utf8').digest('hex')
  const key = crypto.createHmac('sha256', secret).update(timestamp, 'utf8').digest()
  return crypto.createHmac('sha256', key).update(digest, 'utf8').digest('hex')
}

export class FddClient {
  private token = ''
  private tokenUntil = 0

  constructor(private cfg: FddConfig, private now: () => number, private http: Fetch = fetch) {}

  private headers(bizContent: string | null, token: string | null): Record<string, string> {
    const timestamp = String(this.now())
    const h: Record<string, string> = {
      'X-FASC-App-Id': this.cfg.appId, 'X-FASC-Sign-Type': 'HMAC-SHA256', 'X-FASC-Timestamp': timestamp,
      'X-FASC-Nonce': crypto.randomBytes(16).toString('hex'), 'X-FASC-Api-SubVersion': SUB_VERSION
    }
    if (token) h['X-FASC-AccessToken'] = token
    else h['X-FASC-Grant-Type'] = 'client_credential'
    const signed = bizContent === null ? h : { ...h, bizContent }
    return { ...h, 'X-FASC-Sign': fascSign(signed, timestamp, this.cfg.secret), 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' }
  }

  private async post(path: string, bizContent: string | null, token: string | null): Promise<{ code: string; msg: string; data: unknown }> {
    const body = bizContent === null ? '' : new URLSearchParams({ bizContent }).toString()
    let res: Response
    try {
      res = await this.http(`${this.cfg.baseUrl}${path}`, { method: 'POST', headers: this.headers(bizContent, token), body, signal: AbortSignal.timeout(TIMEOUT_MS) })
    } catch {
      throw new FddError('NETWORK', '电子签章服务连接失败，请稍后重试')
    }
    const parsed = await res.json().catch(() => null) as { code?: unknown; msg?: unknown; data?: unknown } | null
    if (!parsed || typeof parsed !== 'object') throw new FddError('BAD_REPLY', `电子签章服务应答无法识别（HTTP ${res.status}）`)
    return { code: String(parsed.code ?? ''), msg: String(parsed.msg ?? ''), data: parsed.data ?? null }
  }

  private async accessToken(force: boolean): Promise<string> {
    if (!force && this.token && this.now() < this.tokenUntil) return this.token
    const r = await this.post('/service/get-access-token', null, null)
    const data = r.data as { accessToken?: unknown; expiresIn?: unknown } | null
    if (r.code !== OK || typeof data?.accessToken !== 'string') throw new FddError(r.code, `电子签章服务鉴权失败：${r.msg || r.code}`)
    this.token = data.accessToken
    // a margin of five minutes before the provider's own expiry (seconds, 7200 by default)
    this.tokenUntil = this.now() + Math.max(60, (Number(data.expiresIn) || 7200) - 300) * 1000
    return this.token
  }

  /** one business call; answers data, or throws FddError with the provider's message */
  async call<T>(path: string, biz: Record<string, unknown>): Promise<T> {
    const bizContent = JSON.stringify(biz)
    let r = await this.post(path, bizContent, await this.accessToken(false))
    if (r.code === TOKEN_INVALID) r = await this.post(path, bizContent, await this.accessToken(true))
    if (r.code !== OK) throw new FddError(r.code, `电子签章服务：${r.msg || r.code}`)
    return r.data as T
  }

  /** the PDF to the provider's storage and through its file processing; answers the fileId a sign task names */
  async uploadPdf(pdf: Buffer, fileName: string): Promise<string> {
    const up = await this.call<{ uploadUrl?: string; fddFileUrl?: string }>('/file/get-upload-url', { fileType: 'doc' })
    if (!up?.uploadUrl || !up.fddFileUrl) throw new FddError('BAD_REPLY', '电子签章服务未给出上传地址')
    let put: Response
    try {
      put = await this.http(up.uploadUrl, { method: 'PUT', body: pdf, headers: { 'Content-Type': 'application/octet-stream' }, signal: AbortSignal.timeout(TIMEOUT_MS) })
    } catch {
      throw new FddError('NETWORK', '文件上传到电子签章服务失败')
    }
    if (!put.ok) throw new FddError('UPLOAD', `文件上传到电子签章服务失败（HTTP ${put.status}）`)
    const done = await this.call<{ fileIdList?: { fileId?: string }[] }>('/file/process', {
      fddFileUrlList: [{ fileType: 'doc', fddFileUrl: up.fddFileUrl, fileName }]
    })
    const fileId = done?.fileIdList?.[0]?.fileId
    if (!fileId) throw new FddError('BAD_REPLY', '电子签章服务未处理文件')
    return fileId
  }

  async downloadPdf(url: string): Promise<Buffer> {
    let res: Response
    try {
      res = await this.http(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
    } catch {
      throw new FddError('NETWORK', '从电子签章服务下载文件失败')
    }
    const bytes = Buffer.from(await res.arrayBuffer())
    if (!res.ok || bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw new FddError('DOWNLOAD', '电子签章服务返回的不是PDF文件')
    return bytes
  }

  /** a callback's headers and bizContent signed with our secret, and fresh (five minutes, as the provider requires of us) */
  checkCallback(headers: Record<string, string | undefined>, bizContent: string): boolean {
    const timestamp = headers['x-fasc-timestamp'] ?? ''
    const sign = headers['x-fasc-sign'] ?? ''
    if (headers['x-fasc-app-id'] !== this.cfg.appId || !sign || Math.abs(this.now() - Number(timestamp)) > 300_000) return false
    const params: Record<string, string> = { bizContent }
    for (const k of ['X-FASC-App-Id', 'X-FASC-Sign-Type', 'X-FASC-Timestamp', 'X-FASC-Nonce', 'X-FASC-Event']) params[k] = headers[k.toLowerCase()] ?? ''
    const want = Buffer.from(fascSign(params, timestamp, this.cfg.secret))
    const got = Buffer.from(sign.toLowerCase())
    return want.length === got.length && crypto.timingSafeEqual(want, got)
  }
}
