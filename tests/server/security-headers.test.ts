// What every answer carries and how the framework's own refusals look: security headers on pages, API answers,
// files and errors (HSTS only behind a trusted TLS proxy), the per-user daily upload quota, and the JNPF envelope
// for a URL too long (431), a body too large (413), a content type nobody reads (415) and a path that is not there.
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { call, createTestApp, dialects, get, login, multipart, type TestApp } from './helpers/app'
import { ConfigError, loadConfig } from '../../server/src/config'
import { pageCsp } from '../../server/src/plugins/security-headers'

const INLINE = "window.__boot = 'ok'"

function h5Build(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-h5-'))
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html><head><script>${INLINE}</script><script src="/js/app.js"></script></head><body><div id="app"></div></body></html>`)
  fs.mkdirSync(path.join(dir, 'js'))
  fs.writeFileSync(path.join(dir, 'js', 'app.js'), 'console.log(1)')
  return dir
}

const headersOf = (h: Record<string, unknown>) => ({
  nosniff: h['x-content-type-options'], referrer: h['referrer-policy'], permissions: String(h['permissions-policy'] ?? ''),
  csp: String(h['content-security-policy'] ?? '')
})

describe.each(dialects)('security headers and framework errors on %s', (dialect) => {
  let t: TestApp
  let h5: string
  beforeAll(async () => {
    h5 = h5Build()
    t = await createTestApp(dialect, { H5_DIR: h5, UPLOAD_DAILY_QUOTA_MB: '1', LOGIN_RATE_LIMIT: '1000' })
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(h5, { recursive: true, force: true })
  })

  test('when anything is answered, then it carries nosniff, a referrer policy, a permissions policy and a CSP that fits it', async () => {
    const page = await call(t, { method: 'GET', url: '/pages/login/index' })
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    const p = headersOf(page.headers)
    expect(p).toMatchObject({ nosniff: 'nosniff', referrer: 'same-origin' })
    expect(p.permissions).toMatch(/camera=\(self\)/)
    expect(p.permissions).toMatch(/geolocation=\(self\)/)
    // the page's own inline script is allowed by its hash, and nothing else inline
    const hash = crypto.createHash('sha256').update(INLINE).digest('base64')
    expect(p.csp).toContain(`script-src 'self' 'sha256-${hash}'`)
    // WeChat's JS-SDK comes with the build: no script from WeChat's hosts (nor any other) is allowed
    expect(p.csp).not.toMatch(/script-src[^;]*(wx\.qq\.com|https:)/)
    expect(p.csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(p.csp).toMatch(/frame-ancestors 'self'/)
    expect(p.csp).toMatch(/img-src 'self' data: blob:/)
    // the H5 uploader reads the chosen or stamped photo back from its blob: URL before posting it (a real upload hung at 0% without)
    expect(p.csp).toMatch(/connect-src 'self' blob: data:/)
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(page.headers['strict-transport-security']).toBeUndefined()
    // a revalidated page (304) brings no CSP, so the browser keeps the page's own rather than taking a data one
    const again = await call(t, { method: 'GET', url: '/', headers: { 'if-none-match': String((await call(t, { method: 'GET', url: '/' })).headers.etag) } })
    expect(again.status).toBe(304)
    expect(again.headers['content-security-policy']).toBeUndefined()

    const asset = await call(t, { method: 'GET', url: '/js/app.js' })
    for (const answer of [asset, await get(t, '/H5Api/api/oauth/CurrentUser'), await get(t, '/H5Api/api/oauth/getLoginConfig'), await get(t, '/H5Api/api/nope')]) {
      const h = headersOf(answer.headers)
      expect(h).toMatchObject({ nosniff: 'nosniff', referrer: 'same-origin' })
      expect(h.csp).toMatch(/frame-ancestors 'none'/)
      expect(h.permissions).not.toBe('')
    }
    const token = await login(t, 'zhanghua')
    const up = await call(t, { method: 'POST', url: '/H5Api/api/file/Uploader/annex', token, ...multipart('a.txt', Buffer.from('x')) })
    const file = await call(t, { method: 'GET', url: `/H5Api${up.data.url}` })
    expect(headersOf(file.headers)).toMatchObject({ nosniff: 'nosniff', csp: expect.stringMatching(/^default-src 'none'/) })
  })

  test('when TLS ends at a trusted proxy, then HSTS is sent for https requests only', async () => {
    const proxied = await createTestApp(dialect, { TRUST_PROXY: '1' })
    try {
      const https = await call(proxied, { method: 'GET', url: '/H5Api/api/oauth/getLoginConfig', headers: { 'x-forwarded-proto': 'https' } })
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
      const plain = await call(proxied, { method: 'GET', url: '/H5Api/api/oauth/getLoginConfig' })
      expect(plain.headers['strict-transport-security']).toBeUndefined()
    } finally {
      await proxied.close()
    }
    // without a trusted proxy the header is anybody's to write, so it decides nothing
    const direct = await call(t, { method: 'GET', url: '/H5Api/api/oauth/getLoginConfig', headers: { 'x-forwarded-proto': 'https' } })
    expect(direct.headers['strict-transport-security']).toBeUndefined()
  })

  test('when a user uploads more than the daily quota, then the upload is refused and nothing is kept; a day later it works again', async () => {
    const token = await login(t, 'lijun')
    const put = (name: string, kb: number) =>
      call(t, { method: 'POST', url: '/H5Api/api/file/Uploader/annex', token, ...multipart(name, Buffer.alloc(kb * 1024, 7)) })
    expect((await put('a.zip', 600)).code).toBe(200)
    const stored = () => fs.readdirSync(path.join(t.config.dataDir, 'uploads', 'annex')).length
    const before = stored()
    const over = await put('b.zip', 600)
    expect(over).toMatchObject({ code: 400, msg: '24小时内上传的文件已达上限 1MB，请稍后再试' })
    expect(stored()).toBe(before)
    // uploads racing each other cannot pass the quota together
    const race = await Promise.all([put('c.zip', 300), put('d.zip', 300), put('e.zip', 300)])
    expect(race.filter((r) => r.code === 200).length).toBeLessThanOrEqual(1)
    // another user has a quota of their own
    const other = await login(t, 'wangfang')
    expect((await call(t, { method: 'POST', url: '/H5Api/api/file/Uploader/annex', token: other, ...multipart('f.zip', Buffer.alloc(600 * 1024, 1)) })).code).toBe(200)
    t.clock.advance(24 * 3600_000 + 1000)
    const fresh = await login(t, 'lijun')
    expect((await call(t, { method: 'POST', url: '/H5Api/api/file/Uploader/annex', token: fresh, ...multipart('g.zip', Buffer.alloc(600 * 1024, 1)) })).code).toBe(200)
  })

  test('when the framework refuses a request (431, 413, 415, 404), then the answer is the JNPF envelope with the same headers', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as { port: number }
    const raw = (opts: http.RequestOptions, body?: string) => new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, ...opts }, (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (c: string) => { text += c })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }))
      })
      req.on('error', reject)
      if (body) req.write(body)
      req.end()
    })
    const long = await raw({ method: 'GET', path: `/H5Api/api/oauth/CurrentUser?q=${'a'.repeat(20_000)}` })
    expect(long.status).toBe(431)
    expect(JSON.parse(long.body)).toEqual({ code: 400, msg: '请求地址或请求头过长' })
    expect(long.headers['x-content-type-options']).toBe('nosniff')
    expect(long.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/)

    const big = await raw({ method: 'POST', path: '/H5Api/api/oauth/Login', headers: { 'content-type': 'application/json' } }, JSON.stringify({ a: 'x'.repeat(1_100_000) }))
    expect(JSON.parse(big.body)).toEqual({ code: 400, msg: '请求体过大' })
    const xml = await raw({ method: 'POST', path: '/H5Api/api/oauth/Login', headers: { 'content-type': 'application/xml' } }, '<a/>')
    expect(JSON.parse(xml.body)).toEqual({ code: 400, msg: '不支持的请求内容类型 (Content-Type)' })
    const api = await raw({ method: 'GET', path: '/H5Api/api/no/such/route' })
    expect(JSON.parse(api.body)).toEqual({ code: 404, msg: '接口不存在: GET /H5Api/api/no/such/route' })
    const asset = await raw({ method: 'GET', path: '/js/missing.js' })
    expect(asset.status).toBe(404)
    expect(JSON.parse(asset.body)).toEqual({ code: 404, msg: '资源不存在: /js/missing.js' })
    for (const r of [big, xml, api, asset]) expect(r.headers['x-content-type-options']).toBe('nosniff')
  })
})

describe('the page may play the site cameras\' streams', () => {
  test('the video platform\'s origin and VIDEO_MEDIA_ORIGINS join media-src and connect-src, nothing else does', () => {
    const config = loadConfig({ VIDEO_WVP_URL: 'http://10.0.8.20:18080/wvp/', VIDEO_WVP_USER: 'admin', VIDEO_WVP_PASSWORD: 'x', VIDEO_MEDIA_ORIGINS: 'https://media.example.cn, http://10.0.8.21:8080' }, os.tmpdir())
    expect(config.videoMediaOrigins).toEqual(['http://10.0.8.20:18080', 'https://media.example.cn', 'http://10.0.8.21:8080'])
    const csp = pageCsp([], config.videoMediaOrigins)
    expect(csp).toContain("media-src 'self' data: blob: http://10.0.8.20:18080 https://media.example.cn http://10.0.8.21:8080;")
    expect(csp).toContain("connect-src 'self' blob: data: http://10.0.8.20:18080 https://media.example.cn http://10.0.8.21:8080;")
    expect(csp).toMatch(/script-src 'self';/)
    expect(loadConfig({}, os.tmpdir()).videoMediaOrigins).toEqual([])
    expect(pageCsp([], [])).toContain("media-src 'self' data: blob:;")
    expect(() => loadConfig({ VIDEO_MEDIA_ORIGINS: 'ftp://media.example.cn' }, os.tmpdir())).toThrow('VIDEO_MEDIA_ORIGINS must list http(s) origins')
  })
})

describe('the web map\'s tile source (MAP_TILE_*)', () => {
  const load = (env: Record<string, string>) => loadConfig(env, os.tmpdir())

  test('its servers, each subdomain expanded, join img-src and nothing else; unset, there is none', () => {
    const config = load({ MAP_TILE_URL: 'https://webrd0{s}.is.autonavi.com/appmaptile?style=8&x={x}&y={y}&z={z}', MAP_TILE_SUBDOMAINS: '1234', MAP_TILE_ATTRIBUTION: '© 高德地图' })
    expect(config.mapTiles).toEqual({ url: 'https://webrd0{s}.is.autonavi.com/appmaptile?style=8&x={x}&y={y}&z={z}', subdomains: ['1', '2', '3', '4'], attribution: '© 高德地图', coords: 'gcj02' })
    expect(config.mapTileOrigins).toEqual(['https://webrd01.is.autonavi.com', 'https://webrd02.is.autonavi.com', 'https://webrd03.is.autonavi.com', 'https://webrd04.is.autonavi.com'])
    const csp = pageCsp([], [], config.mapTileOrigins)
    expect(csp).toContain("img-src 'self' data: blob: https://webrd01.is.autonavi.com https://webrd02.is.autonavi.com https://webrd03.is.autonavi.com https://webrd04.is.autonavi.com;")
    expect(csp).toContain("connect-src 'self' blob: data:;")
    const osm = load({ MAP_TILE_URL: 'http://tiles.example.cn:8080/osm/{z}/{x}/{y}.png', MAP_TILE_COORDS: 'WGS84' })
    expect(osm.mapTiles).toMatchObject({ subdomains: [], coords: 'wgs84', attribution: '' })
    expect(osm.mapTileOrigins).toEqual(['http://tiles.example.cn:8080'])
    expect(load({ MAP_TILE_URL: 'https://{s}.tile.example.cn/{z}/{x}/{y}.png', MAP_TILE_SUBDOMAINS: 'a, b' }).mapTiles?.subdomains).toEqual(['a', 'b'])
    const none = load({})
    expect([none.mapTiles, none.mapTileOrigins]).toEqual([null, []])
    expect(pageCsp([], [], none.mapTileOrigins)).toContain("img-src 'self' data: blob:;")
  })

  test('a bad setting refuses to start with a message naming it', () => {
    const bad: [Record<string, string>, string][] = [
      [{ MAP_TILE_URL: 'https://tile.example.cn/{z}/{x}.png' }, 'MAP_TILE_URL must contain {z}, {x} and {y}'],
      [{ MAP_TILE_URL: 'ftp://tile.example.cn/{z}/{x}/{y}.png' }, 'MAP_TILE_URL must be an http(s) URL template'],
      [{ MAP_TILE_URL: 'tile.example.cn/{z}/{x}/{y}.png' }, 'MAP_TILE_URL must be an http(s) URL template'],
      [{ MAP_TILE_URL: 'https://{s}.tile.example.cn/{z}/{x}/{y}.png' }, 'MAP_TILE_URL has {s}: set MAP_TILE_SUBDOMAINS'],
      [{ MAP_TILE_URL: 'https://tile.example.cn/{z}/{x}/{y}.png', MAP_TILE_SUBDOMAINS: 'abc' }, 'MAP_TILE_SUBDOMAINS is set but MAP_TILE_URL has no {s}'],
      [{ MAP_TILE_URL: 'https://{s}.tile.example.cn/{z}/{x}/{y}.png', MAP_TILE_SUBDOMAINS: 'a,b/c' }, 'MAP_TILE_SUBDOMAINS must be letters, digits or hyphens'],
      [{ MAP_TILE_URL: 'https://tile.example.cn/{z}/{x}/{y}.png', MAP_TILE_COORDS: 'bd09' }, 'MAP_TILE_COORDS must be gcj02 or wgs84'],
      [{ MAP_TILE_URL: 'https://tile.example.cn/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '<script>x</script>' }, 'MAP_TILE_ATTRIBUTION must be plain text'],
      [{ MAP_TILE_COORDS: 'wgs84' }, 'MAP_TILE_COORDS need MAP_TILE_URL']
    ]
    for (const [env, message] of bad) {
      expect(() => load(env)).toThrow(ConfigError)
      expect(() => load(env)).toThrow(message)
    }
  })
})

describe('a server with a tile source', () => {
  let t: TestApp
  let h5: string
  const TILES = { MAP_TILE_URL: 'https://{s}.tiles.example.cn/{z}/{x}/{y}.png', MAP_TILE_SUBDOMAINS: 'ab', MAP_TILE_ATTRIBUTION: '© 示例地图', MAP_TILE_COORDS: 'wgs84' }
  beforeAll(async () => {
    h5 = h5Build()
    t = await createTestApp('sqlite', { H5_DIR: h5, ...TILES })
  }, 120_000)
  afterAll(async () => {
    await t.close()
    fs.rmSync(h5, { recursive: true, force: true })
  })

  test('the page lets the tiles in, and the app is told the source (the map answer and mapTiles)', async () => {
    const page = await call(t, { method: 'GET', url: '/pages/index/map' })
    expect(headersOf(page.headers).csp).toContain("img-src 'self' data: blob: https://a.tiles.example.cn https://b.tiles.example.cn;")
    const token = await login(t, 'huangwei')
    const tiles = { url: TILES.MAP_TILE_URL, subdomains: ['a', 'b'], attribution: '© 示例地图', coords: 'wgs84' }
    expect((await get(t, '/H5Api/api/dashboard/mapTiles', token)).data).toEqual({ tiles })
    expect((await get(t, '/H5Api/api/dashboard/map?projectId=proj-hj', token)).data.tiles).toEqual(tiles)
    // without a login nothing is told
    expect((await get(t, '/H5Api/api/dashboard/mapTiles')).code).toBe(600)
  })
})
