// A WVP-GB28181-pro stand-in on 127.0.0.1 speaking the API the server's client calls (login with the md5 of the
// password, the access-token header and 401 without a good one, WVPResult answers) and, as its media server
// would, the HLS of the streams it starts: a playlist and MPEG-TS segments made by ./hls.ts.
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { playlist, tsSegment } from './hls'

export const WVP_USER = 'admin'
export const WVP_PASSWORD = 'Wvp@2026!'
export const NVR = '33010000001180000099'
export const CHANNELS = [
  { channelId: '33010000001310000101', name: '钱塘江特大桥12#墩' },
  { channelId: '33010000001310000102', name: '梁场门吊' },
  // registered but its camera never answers an INVITE
  { channelId: '33010000001310000103', name: '隧道口（离线）' }
]
export const OFFLINE = CHANNELS[2].channelId
/** a tiny JPEG's bytes (SOI, APP0, EOI): what the snapshot endpoint serves */
export const SNAP = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9])

export interface FakeWvp {
  url: string
  /** tokens it handed out that still work */
  tokens: Set<string>
  logins: number
  /** the password it accepts (a test changes it to see a failed login) */
  password: string
  /** every request: method, path, the access-token header */
  requests: { path: string; token: string }[]
  /** the next API answers: an HTTP status with a body, or 'drop' to close the connection */
  failNext: ({ status: number; body: string } | 'drop')[]
  close(): Promise<void>
}

const md5 = (s: string) => crypto.createHash('md5').update(s).digest('hex')

export async function startFakeWvp(): Promise<FakeWvp> {
  let counter = 0
  const server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://127.0.0.1')
    const token = String(req.headers['access-token'] ?? '')
    fake.requests.push({ path: u.pathname + u.search, token })
    const json = (body: unknown, status = 200) => {
      res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' })
      res.end(JSON.stringify(body))
    }
    // the media server: HLS without a token, as ZLMediaKit serves it
    const hls = /^\/rtp\/([\w-]+)\/(hls\.m3u8|(\d+)\.ts)$/.exec(u.pathname)
    if (hls) {
      if (hls[2] === 'hls.m3u8') {
        res.writeHead(200, { 'content-type': 'application/vnd.apple.mpegurl' })
        return res.end(playlist('', 5, 3))
      }
      res.writeHead(200, { 'content-type': 'video/mp2t' })
      return res.end(tsSegment(Number(hls[3]) * 2 * 90_000, 50))
    }
    if (u.pathname === '/api/user/login') {
      fake.logins += 1
      if (u.searchParams.get('username') !== WVP_USER || u.searchParams.get('password') !== md5(fake.password)) {
        return json({ code: 100, msg: '用户名或密码错误' })
      }
      const t = `wvp-token-${(counter += 1)}`
      fake.tokens.add(t)
      return json({ code: 0, msg: '成功', data: { id: 1, username: WVP_USER, accessToken: t, role: { id: 1, name: 'admin' } } })
    }
    if (!fake.tokens.has(token)) return json({ code: 401, msg: '请登录后重新请求' }, 401)
    const next = fake.failNext.shift()
    if (next === 'drop') return req.socket.destroy()
    if (next) {
      res.writeHead(next.status, { 'content-type': 'text/html' })
      return res.end(next.body)
    }
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const stream = (name: string) => ({
      app: 'rtp', stream: name, ip: '127.0.0.1', mediaServerId: 'zlm-1',
      flv: `${base}/rtp/${name}.live.flv`, https_flv: null, hls: `${base}/rtp/${name}/hls.m3u8`, https_hls: null, rtmp: `rtmp://127.0.0.1:1935/rtp/${name}`
    })
    let m = /^\/api\/(play|playback)\/start\/([^/]+)\/([^/]+)$/.exec(u.pathname)
    if (m) {
      const [, kind, device, channel] = m
      if (device !== NVR || !CHANNELS.some((c) => c.channelId === channel)) return json({ code: 100, msg: '通道不存在' })
      if (channel === OFFLINE) return json({ code: 100, msg: '点播超时' })
      if (kind === 'play') return json({ code: 0, msg: '成功', data: stream(`${device}_${channel}`) })
      const digits = (s: string | null) => (s ?? '').replace(/\D/g, '')
      return json({ code: 0, msg: '成功', data: stream(`${device}_${channel}_${digits(u.searchParams.get('startTime'))}_${digits(u.searchParams.get('endTime'))}`) })
    }
    m = /^\/api\/gb_record\/query\/([^/]+)\/([^/]+)$/.exec(u.pathname)
    if (m) {
      const day = (u.searchParams.get('startTime') ?? '').slice(0, 10)
      return json({
        code: 0, msg: '成功', data: {
          deviceId: m[1], channelId: m[2], sumNum: 2, count: 2,
          recordList: [
            { deviceId: m[2], name: 'Camera', startTime: `${day} 14:00:00`, endTime: `${day} 14:30:00`, secrecy: 0, type: 'time' },
            { deviceId: m[2], name: 'Camera', startTime: `${day} 08:00:00`, endTime: `${day} 09:15:00`, secrecy: 0, type: 'time' }
          ]
        }
      })
    }
    if (u.pathname === '/api/play/snap') return json({ code: 0, msg: '成功', data: `snap/${u.searchParams.get('deviceId')}_${u.searchParams.get('channelId')}.jpg` })
    m = /^\/api\/device\/query\/snap\/([^/]+)\/([^/]+)$/.exec(u.pathname)
    if (m) {
      if (m[2] === OFFLINE) { res.writeHead(404); return res.end() }
      res.writeHead(200, { 'content-type': 'image/png' })
      return res.end(SNAP)
    }
    if (u.pathname === '/api/device/query/devices') {
      return json({ code: 0, msg: '成功', data: { total: 1, list: [{ deviceId: NVR, name: 'TJ-01 NVR', onLine: true }] } })
    }
    if (u.pathname === `/api/device/query/devices/${NVR}/channels`) {
      return json({ code: 0, msg: '成功', data: { total: 3, list: CHANNELS.map((c) => ({ deviceId: c.channelId, name: c.name, status: c.channelId === OFFLINE ? 0 : 1 })) } })
    }
    json({ code: 404, msg: '资源未找到' }, 404)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const fake: FakeWvp = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    tokens: new Set(), logins: 0, password: WVP_PASSWORD, requests: [], failNext: [],
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()) })
  }
  return fake
}
