// The console's 系统日志 page: every password and SMS login attempt in the login log (who, from where, with what
// browser, the answer given), administrative writes in the operation log, both paged with keyword, state, method
// and time filters; deleting and clearing for group administrators; a project administrator sees only the rows of
// the people of their projects.
import { createTestApp, dialects, form, get, login, md5, send, type TestApp } from './helpers/app'
import { grantAdminAreas } from './helpers/admin'

const L = '/api/system/Log'
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.71 Safari/537.36'
const ZHANGHUA_MOBILE = '13800000111'

describe.each(dialects)('console system log on %s', (dialect) => {
  let t: TestApp
  let admin: string
  let zhanghua: string
  let huangwei: string
  let started: number
  const db = () => t.app.ctx.db
  const rows = (category: number) => db().selectFrom('baseSyslog').selectAll().where('category', '=', category).orderBy('createdAt').execute()
  const tryLogin = (account: string, password: string) => t.app.inject({
    method: 'POST', url: '/api/oauth/Login', headers: { 'user-agent': CHROME, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ account, password: md5(password), grant_type: 'password' }).toString()
  })

  beforeAll(async () => {
    t = await createTestApp(dialect)
    started = t.clock.now()
    admin = await login(t, 'admin')
    zhanghua = await login(t, 'zhanghua')
    huangwei = await grantAdminAreas(t, 'huangwei', ['system.log'])
  })
  afterAll(async () => { await t.close() })

  test('when people sign in with a password or an SMS code, right or wrong, then each attempt is in the login log', async () => {
    // one millisecond apart, so newest-first is one order
    const step = () => t.clock.advance(1)
    t.clock.advance(1000)
    expect(JSON.parse((await tryLogin('yuanhao', 'wrong')).body).msg).toBe('账户或密码错误')
    step()
    expect(JSON.parse((await tryLogin('ghost', 'wrong')).body).msg).toBe('账户或密码错误')
    step()
    expect(JSON.parse((await tryLogin('yuanhao', 'Highway@2026')).body).code).toBe(200)
    const okAt = t.clock.now()
    step()
    await get(t, `/api/oauth/getSmsCode?mobile=${ZHANGHUA_MOBILE}`)
    const wrongCode = t.sms[0].code === '000000' ? '111111' : '000000'
    expect((await send(t, 'POST', '/api/oauth/Login/sms', { mobile: ZHANGHUA_MOBILE, code: wrongCode })).msg).toBe('验证码错误')
    step()
    expect((await send(t, 'POST', '/api/oauth/Login/sms', { mobile: ZHANGHUA_MOBILE, code: t.sms[0].code })).code).toBe(200)

    const log = await get(t, `/H5Api${L}?category=1&currentPage=1&pageSize=5&keyword=&loginType=&loginMark=`, admin)
    expect(log.data.pagination).toEqual({ currentPage: 1, pageSize: 5, total: 8 })
    const [sms, smsWrong, ok, ghost, wrong] = log.data.list
    expect(sms).toMatchObject({ userName: '张华/zhanghua', loginMark: 1, loginType: 0, abstracts: '登录成功', requestUrl: '/api/oauth/Login' })
    expect(smsWrong).toMatchObject({ userName: ZHANGHUA_MOBILE, loginMark: 0, abstracts: '验证码错误' })
    expect(ok).toEqual(expect.objectContaining({
      category: 1, loginType: 0, loginMark: 1, userName: '袁浩/yuanhao', userId: 'u-yuanhao', ipAddress: '127.0.0.1', ipAddressName: '',
      browser: 'Chrome 120.0', platForm: 'Windows 10', requestDuration: null, abstracts: '登录成功', creatorTime: okAt
    }))
    expect(ghost).toMatchObject({ userName: 'ghost', userId: '', loginMark: 0, abstracts: '账户或密码错误' })
    expect(wrong).toMatchObject({ userName: 'yuanhao', loginMark: 0, abstracts: '账户或密码错误' })

    const failed = await get(t, `${L}?category=1&loginMark=0&keyword=yuanhao`, admin)
    expect(failed.data.list.map((r: { abstracts: string }) => r.abstracts)).toEqual(['账户或密码错误'])
    const early = await get(t, `${L}?category=1&startTime=${started - 1}&endTime=${started + 500}`, admin)
    expect(early.data.list.map((r: { userName: string }) => r.userName).sort()).toEqual(['张华/zhanghua', '陈志远/admin', '黄伟/huangwei'])
    expect((await get(t, `${L}?category=1&loginType=1`, admin)).data.list).toEqual([])
  })

  test('when an administrator changes something, then the operation log shows it and its detail', async () => {
    expect((await send(t, 'PUT', '/api/system/DictionaryData/dd-weather-1/Actions/State', {}, admin)).code).toBe(200)
    const r = await get(t, `${L}?category=3&requestMethod=PUT&keyword=${encodeURIComponent('数据字典')}`, admin)
    expect(r.data.list).toEqual([expect.objectContaining({
      moduleName: '数据字典', type: '禁用', requestMethod: 'PUT', requestUrl: '/api/system/DictionaryData/dd-weather-1/Actions/State', userName: '陈志远/admin'
    })])
    const info = await get(t, `${L}/${r.data.list[0].id}`, admin)
    expect(info.data).toMatchObject({ requestTarget: '数据字典 · 禁用', requestParam: 'objectId=dd-weather-1', jsons: '禁用字典值 1 晴' })
    expect((await get(t, `${L}?category=3&requestMethod=DELETE`, admin)).data.list).toEqual([])
    expect((await get(t, `${L}?category=4`, admin)).data.list).toEqual([])
  })

  test('when a project administrator reads the log, then only the rows of the people of their projects are there', async () => {
    const seen = (await get(t, `${L}?category=1&pageSize=100`, huangwei)).data.list.map((r: { userName: string }) => r.userName)
    expect(seen).toEqual(expect.arrayContaining(['张华/zhanghua', '黄伟/huangwei']))
    expect(seen.some((n: string) => /yuanhao|ghost|138/.test(n))).toBe(false)
    const yuanhao = (await rows(1)).find((r) => r.userId === 'u-yuanhao')!
    expect(await get(t, `${L}/${yuanhao.id}`, huangwei)).toMatchObject({ code: 400, msg: '日志不存在' })
    expect((await get(t, `${L}/${yuanhao.id}`, admin)).code).toBe(200)
    const before = await rows(1)
    expect(await send(t, 'DELETE', L, { ids: [yuanhao.id] }, huangwei)).toMatchObject({ code: 400, msg: '该操作影响整个集团，仅系统管理员可以执行' })
    expect(await send(t, 'DELETE', `${L}/1`, undefined, huangwei)).toMatchObject({ code: 400, msg: '该操作影响整个集团，仅系统管理员可以执行' })
    expect(await get(t, `${L}?category=1`, zhanghua)).toMatchObject({ code: 400, msg: '没有访问权限，请联系管理员' })
    expect(await send(t, 'DELETE', `${L}/1`, undefined, zhanghua)).toMatchObject({ code: 400, msg: '没有访问权限，请联系管理员' })
    expect(await rows(1)).toEqual(before)
  })

  test('when a filter is malformed, then 400 says which', async () => {
    const cases: [string, string | RegExp][] = [
      [`${L}?category=2`, '日志类型不正确'],
      [`${L}?category=1&startTime=yesterday`, '开始时间格式不正确'],
      [`${L}?category=1&startTime=2026-05-02&endTime=2026-05-01`, '结束时间不能早于开始时间'],
      [`${L}?category=1&loginMark=5`, /loginMark/],
      [`${L}?category=1&requestMethod=TRACE`, /requestMethod/],
      [`${L}/nope`, '日志不存在']
    ]
    for (const [url, msg] of cases) {
      const r = await get(t, url, admin)
      expect({ url, code: r.code }).toEqual({ url, code: 400 })
      if (typeof msg === 'string') expect(r.msg).toBe(msg)
      else expect(r.msg).toMatch(msg)
    }
    expect((await get(t, `${L}?category=1&startTime=2026-01-01 00:00:00&endTime=2099-01-01`, admin)).code).toBe(200)
  })

  test('when an administrator deletes chosen rows or clears a tab, then they are gone and the deletion itself is logged', async () => {
    const [first, second] = await rows(1)
    expect(await send(t, 'DELETE', L, { ids: [] }, admin)).toMatchObject({ code: 400, msg: '请选择一条数据' })
    expect(await send(t, 'DELETE', `${L}/deleteLoginLog`, undefined, admin)).toMatchObject({ code: 400, msg: '日志类型不正确' })
    expect(await send(t, 'DELETE', L, { ids: [first.id, second.id, 'nope'] }, admin)).toMatchObject({ code: 200, msg: '删除成功' })
    t.clock.advance(1)
    expect((await rows(1)).some((r) => r.id === first.id || r.id === second.id)).toBe(false)
    expect(await send(t, 'DELETE', `${L}/1`, undefined, admin)).toMatchObject({ code: 200, msg: '清空成功' })
    expect(await rows(1)).toEqual([])
    const ops = (await rows(3)).filter((r) => r.moduleName === '系统日志').map((r) => r.abstracts)
    expect(ops).toEqual(['删除日志 2 条', '清空登录日志 6 条'])
    // the next login starts the log again
    await form(t, '/api/oauth/Login', { account: 'admin', password: md5(), grant_type: 'password' })
    expect(await rows(1)).toHaveLength(1)
  })
})
