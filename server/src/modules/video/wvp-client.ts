// A client of WVP-GB28181-pro's HTTP API (github.com/648540858/wvp-GB28181-pro, its Swagger at /doc.html), the
// open-source GB/T 28181 platform the site cameras and NVRs register with. Login is GET /api/user/login with the
// md5 of the password; the token it answers goes in the `access-token` header; an answer of 401 (the token lapsed
// or the platform restarted) logs in once more and repeats the call. Answers are WVPResult {code: 0, msg, data};
// any other code or a failed connection becomes a BadRequest with words for the person who asked.
import crypto from 'node:crypto'
import { BadRequest } from '../../errors'

export interface WvpConfig {
  base: string
  user: string
  password: string
}

/** StreamContent: the URLs of one stream on WVP's media server (ZLMediaKit); those not enabled there are null */
export interface WvpStream {
  app?: string
  stream?: string
  hls?: string | null
  https_hls?: string | null
}

export interface WvpRecord { startTime: string; endTime: string }

export interface WvpChannel { deviceId: string; deviceName: string; channelId: string; name: string; online: boolean }

interface WvpResult<T> { code?: number; msg?: string; data?: T }

const LOGIN_FAILED = '视频平台登录失败，请检查 VIDEO_WVP_USER 和 VIDEO_WVP_PASSWORD'
const UNREADABLE = '视频平台返回了无法识别的内容'
const short = (s: unknown) => (typeof s === 'string' ? s.trim().slice(0, 80) : '')

/** WVP's codes (ErrorCode) and its play failures in words; the platform's own text when it gave one */
export function wvpErrorText(code: number, msg?: string): string {
  const said = short(msg)
  if (code === 403) return '视频平台账号没有该操作的权限'
  if (code === 404) return '视频平台上没有该设备或通道，请核对摄像头的设备编号和通道编号'
  if (code === 500) return '视频平台内部错误，请稍后再试'
  if (/超时|timeout/i.test(said)) return '摄像头响应超时（设备可能离线），请稍后再试'
  if (/离线|offline/i.test(said)) return '摄像头不在线，请检查设备网络'
  return said ? `视频平台未能完成请求：${said}` : `视频平台未能完成请求（错误码 ${code}）`
}

const md5 = (s: string) => crypto.createHash('md5').update(s, 'utf8').digest('hex')
const path = (...parts: string[]) => parts.map((p) => encodeURIComponent(p)).join('/')

export class WvpClient {
  private token: string | null = null
  private loggingIn: Promise<string> | null = null
  /** how many logins this client made (the tests check a lapsed token costs one) */
  logins = 0

  constructor(private readonly cfg: WvpConfig, private readonly timeoutMs = 20_000) {}

  private async fetch(url: string, headers: Record<string, string>): Promise<Response> {
    try {
      return await fetch(`${this.cfg.base}${url}`, { headers, signal: AbortSignal.timeout(this.timeoutMs) })
    } catch (e) {
      if (e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError')) throw new BadRequest('视频平台响应超时，请稍后再试')
      throw new BadRequest('无法连接视频平台，请检查网络或 VIDEO_WVP_URL')
    }
  }

  private async login(): Promise<string> {
    this.logins += 1
    const res = await this.fetch(`/api/user/login?${new URLSearchParams({ username: this.cfg.user, password: md5(this.cfg.password) })}`, {})
    const body = (await res.json().catch(() => null)) as WvpResult<{ accessToken?: unknown }> | null
    if (!body || typeof body !== 'object') throw new BadRequest(UNREADABLE)
    if (res.status === 401 || res.status === 403 || body.code !== 0) throw new BadRequest(LOGIN_FAILED)
    const token = body.data?.accessToken
    if (typeof token !== 'string' || token === '') throw new BadRequest(UNREADABLE)
    return token
  }

  /** the token in use, logging in when there is none; concurrent callers share one login */
  private async currentToken(): Promise<string> {
    if (this.token) return this.token
    if (!this.loggingIn) {
      this.loggingIn = this.login().then((t) => { this.token = t; return t }).finally(() => { this.loggingIn = null })
    }
    return this.loggingIn
  }

  /** one authenticated GET; a 401 logs in again and repeats it once */
  private async send(url: string): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      const token = await this.currentToken()
      const res = await this.fetch(url, { 'access-token': token })
      if (res.status !== 401) return res
      if (this.token === token) this.token = null
      if (attempt === 1) throw new BadRequest(LOGIN_FAILED)
    }
  }

  private async json<T>(url: string): Promise<T> {
    const res = await this.send(url)
    const body = (await res.json().catch(() => null)) as WvpResult<T> | null
    if (!body || typeof body !== 'object' || typeof body.code !== 'number') {
      throw new BadRequest(res.ok ? UNREADABLE : wvpErrorText(res.status))
    }
    if (body.code !== 0) throw new BadRequest(wvpErrorText(body.code, body.msg))
    return body.data as T
  }

  /** starts (or joins) the live stream of a channel */
  play(deviceId: string, channelId: string): Promise<WvpStream> {
    return this.json<WvpStream>(`/api/play/start/${path(deviceId, channelId)}`)
  }

  /** starts the playback of a recorded range (yyyy-MM-dd HH:mm:ss, the device's time) */
  playback(deviceId: string, channelId: string, startTime: string, endTime: string): Promise<WvpStream> {
    return this.json<WvpStream>(`/api/playback/start/${path(deviceId, channelId)}?${new URLSearchParams({ startTime, endTime })}`)
  }

  /** the recordings the device holds in a range */
  async records(deviceId: string, channelId: string, startTime: string, endTime: string): Promise<WvpRecord[]> {
    const data = await this.json<{ recordList?: unknown }>(`/api/gb_record/query/${path(deviceId, channelId)}?${new URLSearchParams({ startTime, endTime })}`)
    const list = Array.isArray(data?.recordList) ? data.recordList : []
    return list.filter((r): r is WvpRecord => !!r && typeof r.startTime === 'string' && typeof r.endTime === 'string')
      .map((r) => ({ startTime: r.startTime, endTime: r.endTime }))
  }

  /** asks the platform for a frame of the channel now, then reads the picture it keeps for it */
  async snapshot(deviceId: string, channelId: string): Promise<{ bytes: Buffer; mime: string }> {
    const asked = await this.send(`/api/play/snap?${new URLSearchParams({ deviceId, channelId })}`)
    if (!asked.ok) throw new BadRequest(wvpErrorText(asked.status))
    const said = (await asked.json().catch(() => null)) as WvpResult<unknown> | null
    if (said && typeof said === 'object' && typeof said.code === 'number' && said.code !== 0) throw new BadRequest(wvpErrorText(said.code, said.msg))
    const res = await this.send(`/api/device/query/snap/${path(deviceId, channelId)}`)
    if (res.status === 404) throw new BadRequest('视频平台暂无该摄像头的截图，请先打开实时画面')
    if (!res.ok) throw new BadRequest(wvpErrorText(res.status))
    const bytes = Buffer.from(await res.arrayBuffer())
    if (bytes.length > 4 * 1024 * 1024) throw new BadRequest('视频平台返回的截图过大')
    const mime = bytes[0] === 0xff && bytes[1] === 0xd8 ? 'image/jpeg' : bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) ? 'image/png' : ''
    if (!mime) throw new BadRequest('视频平台返回的截图不是图片')
    return { bytes, mime }
  }

  /** the devices registered with the platform and their channels (the first hundred of each) */
  async channels(): Promise<WvpChannel[]> {
    const devices = await this.json<{ list?: unknown }>('/api/device/query/devices?page=1&count=100')
    const out: WvpChannel[] = []
    for (const d of Array.isArray(devices?.list) ? devices.list as Record<string, unknown>[] : []) {
      if (typeof d?.deviceId !== 'string') continue
      const channels = await this.json<{ list?: unknown }>(`/api/device/query/devices/${path(d.deviceId)}/channels?page=1&count=100`)
      for (const c of Array.isArray(channels?.list) ? channels.list as Record<string, unknown>[] : []) {
        // 2.7 names the channel's code deviceId, earlier versions channelId; status is 1/0, or ON/OFF before 2.6
        const channelId = typeof c?.channelId === 'string' ? c.channelId : typeof c?.deviceId === 'string' ? c.deviceId : ''
        if (!channelId) continue
        out.push({
          deviceId: d.deviceId, deviceName: short(d.name) || d.deviceId, channelId, name: short(c.name) || channelId,
          online: c.status === 1 || c.status === true || c.status === 'ON'
        })
      }
    }
    return out
  }
}

/** the HLS URL of a stream: the https one when the media server serves https, else the plain one */
export function hlsOf(s: WvpStream | undefined): string {
  const url = s?.https_hls || s?.hls || ''
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new BadRequest('视频平台没有返回 HLS 播放地址，请在其流媒体服务（ZLMediaKit）中开启 HLS')
  return url
}
