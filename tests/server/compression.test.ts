// Large answers travel gzip-compressed when the client accepts it; small ones and other clients get them plain.
import { gunzipSync } from 'node:zlib'
import { createTestApp, dialects, login, type TestApp } from './helpers/app'

describe.each(dialects)('response compression on %s', (dialect) => {
  let t: TestApp
  beforeAll(async () => { t = await createTestApp(dialect) })
  afterAll(async () => { await t.close() })

  test('when a client accepts gzip, then CurrentUser comes compressed and holds the same JSON', async () => {
    const token = await login(t, 'huangwei')
    const url = '/H5Api/api/oauth/CurrentUser?type=app'
    const plain = await t.app.inject({ url, headers: { authorization: token } })
    const zipped = await t.app.inject({ url, headers: { authorization: token, 'accept-encoding': 'gzip, deflate' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json())
  })

  test('when an answer is small, then it is sent as it is', async () => {
    const res = await t.app.inject({ url: '/H5Api/api/app/Version', headers: { 'accept-encoding': 'gzip' } })
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.json().code).toBe(200)
  })
})
