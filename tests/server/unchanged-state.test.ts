// Bad input changes nothing: every write endpoint refuses it with code 400 and a message naming the problem,
// and the stored state (user row, tokens, bindings, upload folders, bill counters) is exactly as before.
import fs from 'node:fs'
import path from 'node:path'
import { call, createTestApp, dialects, form, get, login, md5, multipart, send, type TestApp } from './helpers/app'

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')

describe.each(dialects)('refused writes leave no trace on %s', (dialect) => {
  let t: TestApp
  beforeAll(async () => { t = await createTestApp(dialect) })
  afterAll(async () => { await t.close() })
  const userRow = (account: string) => t.app.ctx.db.selectFrom('baseUser').selectAll().where('account', '=', account).executeTakeFirstOrThrow()
  const uploads = () => {
    const root = path.join(t.config.dataDir, 'uploads')
    return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).map(String).sort() : []
  }

  test('BaseInfo: a mobile number of another account is refused (SMS login finds accounts by it)', async () => {
    const token = await login(t, 'chengang')
    const before = await userRow('chengang')
    const other = await userRow('lijun')
    const r = await send(t, 'PUT', '/H5Api/api/permission/Users/Current/BaseInfo', { realName: '陈刚', mobilePhone: other.mobilePhone }, token)
    expect(r).toMatchObject({ code: 400, msg: '该手机号已被其他账号使用' })
    expect(await userRow('chengang')).toEqual(before)
    // keeping the own number is no conflict
    expect((await send(t, 'PUT', '/H5Api/api/permission/Users/Current/BaseInfo', { mobilePhone: before.mobilePhone, signature: 'ok' }, token)).code).toBe(200)
  })

  test('Avatar: a file from another upload folder or a traversal is refused; headIcon stays', async () => {
    const token = await login(t, 'yangshan')
    const annex = await call(t, { method: 'POST', url: '/H5Api/api/file/Uploader/annex', token, ...multipart('a.png', PNG) })
    const before = await userRow('yangshan')
    for (const name of [annex.data.name, '..%2F..%2Fhighway.sqlite', `${annex.data.name.slice(0, -4)}.exe`]) {
      const r = await send(t, 'PUT', `/H5Api/api/permission/Users/Current/Avatar/${name}`, {}, token)
      expect([name, r.code, r.msg]).toEqual([name, 400, '头像文件不存在，请先上传'])
    }
    expect(await userRow('yangshan')).toEqual(before)
  })

  test('ModifyPassword: a wrong old password changes nothing and ends no session', async () => {
    const one = await login(t, 'huangwei')
    const two = await login(t, 'huangwei')
    const before = await userRow('huangwei')
    const url = '/H5Api/api/permission/Users/Current/Actions/ModifyPassword'
    for (const [body, msg] of [
      [{ oldPassword: md5('wrong'), password: md5('New@2026') }, '旧密码错误'],
      [{ oldPassword: md5(), password: 'zz' }, '新密码格式不正确'],
      [{ oldPassword: md5(), password: ['x'] }, '请求体字段 password 类型错误，应为字符串']
    ] as const) {
      expect(await send(t, 'POST', url, body, one)).toMatchObject({ code: 400, msg })
    }
    expect(await userRow('huangwei')).toEqual(before)
    expect((await get(t, '/H5Api/api/oauth/CurrentUser', two)).code).toBe(200)
  })

  test('major: a foreign organisation or position changes nothing', async () => {
    const token = await login(t, 'zhanghua')
    const before = await userRow('zhanghua')
    const url = '/H5Api/api/permission/Users/Current/major'
    expect(await send(t, 'PUT', url, { majorId: 'org-nj', majorType: 'Organize' }, token)).toMatchObject({ code: 400, msg: '您不属于该组织' })
    expect(await send(t, 'PUT', url, { majorId: 'pos-hq-zjl', majorType: 'Position' }, token)).toMatchObject({ code: 400, msg: '您没有该岗位' })
    expect(await send(t, 'PUT', url, { majorId: 'org-hj', majorType: 'Team' }, token)).toMatchObject({ code: 400, msg: '请求体字段 majorType 取值不合法' })
    expect(await userRow('zhanghua')).toEqual(before)
  })

  test('logoutCurrentUser: admin cannot cancel itself and a wrong password cancels nothing', async () => {
    const admin = await login(t, 'admin')
    expect(await form(t, '/H5Api/api/oauth/logoutCurrentUser', { password: md5() }, admin)).toMatchObject({ code: 400, msg: '管理员账号不能注销' })
    expect(Number((await userRow('admin')).enabledMark)).toBe(1)
    const token = await login(t, 'guoqing')
    const before = await userRow('guoqing')
    expect(await form(t, '/H5Api/api/oauth/logoutCurrentUser', { password: 'not-a-password' }, token)).toMatchObject({ code: 400, msg: '密码错误，账号未注销' })
    expect(await userRow('guoqing')).toEqual(before)
    expect((await get(t, '/H5Api/api/oauth/CurrentUser', token)).code).toBe(200)
  })

  test('WeChatBinding: a forged ticket binds nothing and records no login', async () => {
    const before = await userRow('songwenbo')
    const r = await form(t, '/H5Api/api/oauth/WeChatBinding', { account: 'songwenbo', password: md5(), ticket: 'forged-ticket' })
    expect(r).toMatchObject({ code: 400, msg: '微信绑定已过期，请重新进入小程序后再绑定' })
    expect((await form(t, '/H5Api/api/oauth/WeChatBinding', { account: 'songwenbo', password: md5() })).msg).toBe('缺少必填请求体字段 ticket')
    expect(await userRow('songwenbo')).toEqual(before)
    expect(await t.app.ctx.db.selectFrom('baseSocialsUsers').selectAll().execute()).toEqual([])
  })

  test('uploads: broken multipart bodies get a clear message and leave no file behind', async () => {
    const token = await login(t, 'zhouqiang')
    const before = uploads()
    const url = '/H5Api/api/file/Uploader/annex'
    const cases: [string, string, RegExp][] = [
      ['garbage', 'multipart/form-data', /^上传内容格式不正确/],
      ['--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc', 'multipart/form-data; boundary=x', /^上传内容不完整或格式不正确/],
      ['--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\r\n--x--\r\n', 'multipart/form-data; boundary=x', /^上传的文件是空的$/]
    ]
    for (const [payload, contentType, msg] of cases) {
      const r = await call(t, { method: 'POST', url, token, payload, headers: { 'content-type': contentType } })
      expect([contentType, r.code]).toEqual([contentType, 400])
      expect(r.msg).toMatch(msg)
    }
    expect(uploads()).toEqual(before)
  })

  test('BillNumber: an unknown or NUL-bearing rule consumes nothing', async () => {
    const token = await login(t, 'zhouqiang')
    const url = '/H5Api/api/system/BillRule/BillNumber'
    const first = (await get(t, `${url}/hiddenDangerNo`, token)).data as string
    expect((await get(t, `${url}/nope`, token)).msg).toBe('单据规则不存在: nope')
    expect((await get(t, `${url}/hiddenDangerNo%00`, token)).code).toBe(400)
    const next = (await get(t, `${url}/hiddenDangerNo`, token)).data as string
    expect(Number(next.slice(-4))).toBe(Number(first.slice(-4)) + 1)
  })
})
