// A file's signed link serves byte ranges (pdf.js pages a 50 MB drawing chunk by chunk, a video seeks): one range
// answers 206 with exactly those bytes, a range past the end 416 with the size, a header this server does not serve
// the whole file; the access checks come first, so a range tells a stranger nothing, not even the size; and a
// ranged file is never gzipped, so an offset always points at the stored bytes.
import crypto from 'node:crypto'
import { byteRangeOf } from '../../server/src/modules/files/byte-range'
import { call, createTestApp, login, multipart, type TestApp } from './helpers/app'

const NO_FILE = '文件不存在或无权访问'

describe('byteRangeOf', () => {
  test.each([
    ['bytes=0-99', 1000, { start: 0, end: 99 }],
    ['bytes=900-', 1000, { start: 900, end: 999 }],
    ['bytes=900-5000', 1000, { start: 900, end: 999 }],
    ['bytes=-10', 1000, { start: 990, end: 999 }],
    ['bytes=-5000', 1000, { start: 0, end: 999 }],
    ['bytes=999-999', 1000, { start: 999, end: 999 }],
    ['bytes=1000-', 1000, 'unsatisfiable'],
    ['bytes=-0', 1000, 'unsatisfiable'],
    ['bytes=0-', 0, 'unsatisfiable'],
    ['bytes=5-1', 1000, undefined],
    ['bytes=0-1,5-6', 1000, undefined],
    ['items=0-1', 1000, undefined],
    ['bytes=-', 1000, undefined],
    ['bytes=99999999999999999999-', 1000, undefined],
    ['', 1000, undefined],
    [undefined, 1000, undefined]
  ])('%j of %d bytes is %j', (header, size, expected) => {
    expect(byteRangeOf(header, size)).toEqual(expected)
  })
})

describe('ranges of a stored file (sqlite, disk store)', () => {
  let t: TestApp
  const tok: Record<string, string> = {}
  const DRAWING = crypto.randomBytes(300 * 1024)
  let url = ''
  let name = ''

  const fetchRaw = (path: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/H5Api${path}`, headers })

  beforeAll(async () => {
    t = await createTestApp('sqlite', { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['zhanghua', 'duanmei']) tok[a] = await login(t, a)
    const up = await call(t, { method: 'POST', url: '/H5Api/api/file/Uploader/annex', token: tok.zhanghua, ...multipart('K23桥梁总体布置图.pdf', DRAWING) })
    if (up.code !== 200) throw new Error(up.msg)
    url = up.data.url
    name = up.data.name
  })
  afterAll(async () => { await t.close() })

  test('when a range is asked for, then exactly those bytes come back with 206 and where they lie', async () => {
    const whole = await fetchRaw(url)
    expect(whole.statusCode).toBe(200)
    expect(whole.headers['accept-ranges']).toBe('bytes')
    expect(whole.rawPayload.equals(DRAWING)).toBe(true)

    for (const [header, start, end] of [['bytes=0-65535', 0, 65535], ['bytes=200000-', 200000, DRAWING.length - 1], ['bytes=-1024', DRAWING.length - 1024, DRAWING.length - 1]] as const) {
      const part = await fetchRaw(url, { range: header, 'accept-encoding': 'gzip' })
      expect(part.statusCode).toBe(206)
      expect(part.headers['content-range']).toBe(`bytes ${start}-${end}/${DRAWING.length}`)
      expect(part.headers['content-length']).toBe(String(end - start + 1))
      expect(part.headers['content-encoding']).toBeUndefined()
      expect(part.rawPayload.equals(DRAWING.subarray(start, end + 1))).toBe(true)
    }
  })

  test('when the range starts past the end, then 416 says the size; a range it does not serve gets the whole file', async () => {
    const past = await fetchRaw(url, { range: `bytes=${DRAWING.length}-` })
    expect(past.statusCode).toBe(416)
    expect(past.headers['content-range']).toBe(`bytes */${DRAWING.length}`)
    expect(JSON.parse(past.body)).toMatchObject({ code: 416, msg: '请求的文件范围超出了文件大小' })
    for (const header of ['bytes=0-1,5-6', 'bytes=9-3', 'lines=1-2', 'bytes=abc']) {
      const res = await fetchRaw(url, { range: header })
      expect(res.statusCode).toBe(200)
      expect(res.rawPayload.equals(DRAWING)).toBe(true)
    }
  })

  test('when a stranger asks for a range, then he is refused as for the whole file, and learns no size', async () => {
    const bare = `/api/file/Image/annex/${name}`
    const asked: Record<string, string>[] = [{ range: 'bytes=0-9' }, { range: 'bytes=999999999-' }, { range: 'bytes=0-9', authorization: tok.duanmei }]
    for (const headers of asked) {
      const res = await fetchRaw(bare, headers)
      expect(res.statusCode).toBe(200)
      expect(JSON.parse(res.body).msg).toBe(NO_FILE)
      expect(res.headers['content-range']).toBeUndefined()
    }
    const missing = await fetchRaw(`/api/file/Image/annex/${'0'.repeat(32)}.pdf`, { range: 'bytes=0-9', authorization: tok.zhanghua })
    expect(JSON.parse(missing.body).msg).toBe(NO_FILE)
  })

  test('when a text file is asked for by range with gzip accepted, then the stored bytes come back uncompressed', async () => {
    const text = Buffer.from('K23+150 桥台锥坡片石防护施工说明。'.repeat(200))
    const up = await call(t, { method: 'POST', url: '/H5Api/api/file/Uploader/annex', token: tok.zhanghua, ...multipart('说明.txt', text) })
    const part = await fetchRaw(up.data.url, { range: 'bytes=10-2009', 'accept-encoding': 'gzip' })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-encoding']).toBeUndefined()
    expect(part.rawPayload.equals(text.subarray(10, 2010))).toBe(true)
  })
})
