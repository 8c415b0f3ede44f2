// Whatever a client sends, the answer is an envelope with a clear code: never a 500, never a crash.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../../server/src/app'
import { loadConfig } from '../../server/src/config'
import { call, createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'

describe.each(dialects)('bad input on %s', (dialect) => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await createTestApp(dialect)
    token = await login(t, 'admin')
  })
  afterAll(async () => { await t.close() })
  const raw = (method: 'POST' | 'PUT', url: string, payload: string, contentType: string) =>
    call(t, { method, url, payload, token, headers: { 'content-type': contentType } })

  test('malformed JSON, wrong content types and huge bodies answer code 400 with HTTP 200', async () => {
    const url = '/H5Api/api/permission/Users/Current/BaseInfo'
    expect(await raw('PUT', url, '{"realName": ', 'application/json')).toMatchObject({ status: 200, code: 400, msg: '请求体不是合法的 JSON' })
    expect(await raw('PUT', url, '<realName/>', 'application/xml')).toMatchObject({ status: 200, code: 400, msg: '不支持的请求内容类型 (Content-Type)' })
    expect(await raw('PUT', url, 'realName=x', 'text/plain')).toMatchObject({ status: 200, code: 400, msg: '请求体 类型错误，应为对象' })
    expect(await raw('PUT', url, JSON.stringify({ realName: 'x'.repeat(2 * 1024 * 1024) }), 'application/json')).toMatchObject({ code: 400, msg: '请求体过大' })
    expect(await raw('PUT', url, '[1,2]', 'application/json')).toMatchObject({ code: 400 })
    expect(await raw('PUT', url, '{"__proto__": {"x": 1}}', 'application/json')).toMatchObject({ code: 400 })
    expect((await raw('POST', '/H5Api/api/oauth/Login', 'account=a&account=b&password=x', 'application/x-www-form-urlencoded')).code).toBe(400)
    expect((await raw('POST', '/H5Api/api/oauth/Login', `account=${'a'.repeat(100_000)}`, 'application/x-www-form-urlencoded')).code).toBe(400)
    expect((await get(t, '/H5Api/api/oauth/CurrentUser?type=app', token)).data.userInfo.userName).toBe('陈志远')
  })

  test('unknown API routes answer the envelope with code 404; long tokens in paths still route', async () => {
    expect(await get(t, '/H5Api/api/nothing/here', token)).toMatchObject({ status: 200, code: 404 })
    expect((await get(t, '/api/nothing')).code).toBe(404)
    expect((await call(t, { method: 'DELETE', url: '/H5Api/api/oauth/CurrentUser', token })).code).toBe(404)
    expect((await get(t, `/H5Api/api/oauth/getTicketStatus/${'a'.repeat(100)}`)).data.status).toBe(5)
    expect((await get(t, `/H5Api/api/oauth/getTicketStatus/${'a'.repeat(300)}`)).code).toBe(400)
  })

  test('every endpoint refuses bad input with code 400 and a message naming the problem', async () => {
    const cases: [string, string, unknown?][] = [
      ['GET', '/H5Api/api/oauth/contract-data/' + 'x'.repeat(200)],
      ['GET', '/H5Api/api/oauth/CurrentUser?type=' + 'x'.repeat(50)],
      ['GET', '/H5Api/api/oauth/getConfig/' + 'x'.repeat(200)],
      ['POST', '/H5Api/api/oauth/logoutCurrentUser', { password: 5 }],
      ['GET', '/H5Api/api/oauth/confirmLogin/bad$ticket'],
      ['GET', '/H5Api/api/oauth/setCodeCertificateStatus/abc/x'],
      ['GET', '/H5Api/api/oauth/getSmsCode?mobile='],
      ['POST', '/H5Api/api/oauth/Login/sms', { mobile: '13800000111' }],
      ['GET', '/H5Api/api/oauth/GetWechatUserInfoByCode'],
      ['POST', '/H5Api/api/oauth/WeChatBinding', { account: 'a' }],
      ['POST', '/H5Api/api/oauth/Login/socials', { source: 'wechat_applets' }],
      ['PUT', '/H5Api/api/permission/Users/Current/BaseInfo', { email: 'x' }],
      ['PUT', '/H5Api/api/permission/Users/Current/Avatar/' + 'x'.repeat(300), {}],
      ['POST', '/H5Api/api/permission/Users/Current/Actions/ModifyPassword', { oldPassword: [] }],
      ['PUT', '/H5Api/api/permission/Users/Current/major', { majorId: 'x' }],
      ['GET', '/H5Api/api/permission/Users/Current/Subordinate/nobody'],
      ['GET', '/H5Api/api/permission/Users/All?pageSize=100000'],
      ['GET', '/H5Api/api/permission/Users/ImUser?currentPage=abc'],
      ['POST', '/H5Api/api/permission/Users/ImUser/Selector/0', { keyword: { a: 1 } }],
      ['POST', '/H5Api/api/permission/Users/UserCondition', { userIds: 'u-admin' }],
      ['POST', '/H5Api/api/permission/Users/getUserList', { userId: [{}] }],
      ['POST', '/H5Api/api/permission/Users/getSubordinates', { keyword: 'x'.repeat(200) }],
      ['POST', '/H5Api/api/permission/Users/getSelectedList', { ids: 'x' }],
      ['POST', '/H5Api/api/permission/Users/getSelectedUserList', { pageSize: 0 }],
      ['POST', '/H5Api/api/permission/Users/GetListByAuthorize/0', { keyword: [] }],
      ['GET', '/H5Api/api/permission/Users/getOrganization?organizeId=' + 'x'.repeat(200)],
      ['GET', '/H5Api/api/permission/Organize/Selector/0?keyword=' + 'x'.repeat(200)],
      ['GET', '/H5Api/api/permission/Organize/Department/Selector/0?keyword=' + 'x'.repeat(200)],
      ['POST', '/H5Api/api/permission/Organize/OrganizeCondition', { departIds: 'x' }],
      ['POST', '/H5Api/api/permission/Position/PositionCondition', { departIds: 1 }],
      ['GET', '/H5Api/api/permission/Role/Selector?keyword=' + 'x'.repeat(200)],
      ['GET', '/H5Api/api/permission/Group/Selector?keyword=' + 'x'.repeat(200)],
      ['GET', '/H5Api/api/app/User/nobody'],
      ['GET', '/H5Api/api/file/AppStartInfo/' + 'x'.repeat(200)],
      ['GET', '/H5Api/api/system/DictionaryData/' + 'x'.repeat(200) + '/Data/Selector'],
      ['GET', '/H5Api/api/system/Area/-1/Selector/a b'],
      ['POST', '/H5Api/api/system/Area/GetAreaByIds', {}],
      ['GET', '/H5Api/api/system/BillRule/BillNumber/' + 'x'.repeat(200)],
      ['GET', '/H5Api/api/file/Download/annex/' + 'x'.repeat(300)],
      ['GET', '/H5Api/api/file/Download'],
      ['GET', '/H5Api/api/file/Uploader/Preview'],
      ['GET', '/H5Api/api/file/Image/annex/nope.png']
    ]
    for (const [method, url, body] of cases) {
      const r = method === 'GET' ? await get(t, url, token) : await send(t, method as 'POST', url, body ?? {}, token)
      expect([url, r.status, r.code]).toEqual([url, 200, 400])
      expect(r.msg.length).toBeGreaterThan(2)
      expect(r.msg).not.toBe('系统异常')
    }
    expect((await get(t, '/H5Api/api/oauth/CurrentUser?type=app', token)).data.userInfo).toMatchObject({ userName: '陈志远', email: 'admin@example.com' })
  })
})

describe('H5 hosting and restarts', () => {
  test('serves the build with the history fallback; missing assets stay 404', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-h5-'))
    fs.mkdirSync(path.join(dir, 'h5', 'js'), { recursive: true })
    fs.writeFileSync(path.join(dir, 'h5', 'index.html'), '<html>app shell</html>')
    fs.writeFileSync(path.join(dir, 'h5', 'js', 'app.js'), 'console.log(1)')
    const app = await buildApp(loadConfig({ DATA_DIR: dir, H5_DIR: path.join(dir, 'h5'), SEED_DEMO: '0' }), { logger: false })
    expect((await app.inject('/')).body).toContain('app shell')
    expect((await app.inject('/pages/index/my')).body).toContain('app shell')
    expect((await app.inject('/js/app.js')).body).toBe('console.log(1)')
    const missing = await app.inject('/js/missing.js')
    expect(missing.statusCode).toBe(404)
    expect(JSON.parse(missing.body).code).toBe(404)
    expect(JSON.parse((await app.inject('/H5Api/api/nope')).body).code).toBe(404)
    // SEED_DEMO=0: nobody to log in as
    expect(JSON.parse((await app.inject({ method: 'POST', url: '/api/oauth/Login', payload: { account: 'admin', password: 'x' } })).body).msg).toBe('账户或密码错误')
    await app.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  test('without a build, / explains how to build it; a second start does not seed again', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-data-'))
    const config = loadConfig({ DATA_DIR: dir, H5_DIR: path.join(dir, 'none') })
    const first = await buildApp(config, { logger: false })
    const page = await first.inject('/')
    expect(page.headers['content-type']).toMatch(/text\/html/)
    expect(page.body).toContain('npm run build:h5')
    const count = async (a: typeof first) => (await a.ctx.db.selectFrom('baseUser').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n
    const n = Number(await count(first))
    await first.close()
    const second = await buildApp(config, { logger: false })
    expect(Number(await count(second))).toBe(n)
    await second.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  test('a bad environment variable stops the start with its name', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
    expect(() => loadConfig({ AES_KEY: 'short' })).toThrow(/AES_KEY/)
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/)
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false)
  })
})

describe.each(dialects)('bodiless JSON calls on %s', (dialect) => {
  let t: TestApp
  beforeAll(async () => { t = await createTestApp(dialect) })
  afterAll(async () => { await t.close() })

  test('when a PUT carries a JSON content type and no body, as JNPF clients send it, then the route still runs', async () => {
    const token = await login(t, 'chengang')
    const upload = await t.app.inject({
      method: 'POST', url: '/H5Api/api/file/Uploader/userAvatar', headers: { authorization: token, 'content-type': 'multipart/form-data; boundary=X' },
      payload: '--X\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n0000\r\n--X--\r\n'
    })
    const name = upload.json().data.name
    const res = await t.app.inject({ method: 'PUT', url: `/H5Api/api/permission/Users/Current/Avatar/${name}`, headers: { authorization: token, 'content-type': 'application/json' }, payload: '' })
    expect(res.json()).toMatchObject({ code: 200 })
  })

  test('when a route needs a body and gets an empty one, then it answers 400 naming the problem and changes nothing', async () => {
    const token = await login(t, 'chengang')
    const res = await t.app.inject({ method: 'POST', url: '/H5Api/api/permission/Users/Current/Actions/ModifyPassword', headers: { authorization: token, 'content-type': 'application/json' }, payload: '' })
    expect(res.json().code).toBe(400)
    expect(res.json().msg).toEqual(expect.any(String))
    expect(await login(t, 'chengang')).toMatch(/^bearer /)
  })
})
