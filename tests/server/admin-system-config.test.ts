// The console's 系统配置 page: the full form for administrators (numbers as numbers, the token timeout in minutes),
// the public display part for everybody else, a checked save whose lock and token settings the next login uses,
// and refusals of values this server cannot honour.
import { createTestApp, dialects, form, get, login, md5, send, type TestApp } from './helpers/app'
import { grantAdminAreas } from './helpers/admin'

const S = '/api/system/SysConfig'

describe.each(dialects)('console system settings on %s', (dialect) => {
  let t: TestApp
  let admin: string
  let zhanghua: string
  let huangwei: string
  const db = () => t.app.ctx.db
  const stored = async () => Object.fromEntries((await db().selectFrom('baseSysConfig').selectAll().execute()).map((r) => [r.key, r.value]))
  const tryLogin = (account: string, password: string) =>
    form(t, '/api/oauth/Login', { account, password: md5(password), grant_type: 'password' })

  beforeAll(async () => {
    t = await createTestApp(dialect)
    admin = await login(t, 'admin')
    zhanghua = await login(t, 'zhanghua')
    huangwei = await grantAdminAreas(t, 'huangwei', ['system.sysConfig'])
  })
  afterAll(async () => { await t.close() })

  test('when an administrator opens the page, then every key the form reads is there with its type; others see the public part', async () => {
    const full = (await get(t, `/H5Api${S}`, admin)).data
    expect(full).toMatchObject({
      sysName: '公路建设云平台', sysVersion: '3.3.5', tokenTimeout: 720, passwordErrorsNumber: 5, lockType: 2, lockTime: 10, singleLogin: 2,
      enableVerificationCode: 0, verificationCodeNumber: 4, whitelistSwitch: 0, newUserDefaultPassword: expect.any(String), linkTime: 24
    })
    for (const token of [undefined, zhanghua, huangwei]) {
      const pub = (await get(t, S, token)).data
      expect(pub).toMatchObject({ sysName: '公路建设云平台', sysVersion: '3.3.5' })
      expect(pub.passwordErrorsNumber).toBeUndefined()
      expect(pub.tokenTimeout).toBeUndefined()
      expect(pub.newUserDefaultPassword).toBeUndefined()
    }
  })

  test('when an administrator saves a stricter policy, then the next logins lock after that many errors and tokens live that long', async () => {
    const r = await send(t, 'PUT', S, {
      ...(await get(t, S, admin)).data, sysName: '路桥云', passwordErrorsNumber: 3, lockTime: 2, tokenTimeout: 60,
      newUserDefaultPassword: 'Road@2026', qyhAgentSecret: 'secret-1', unknownKey: 'dropped'
    }, admin)
    expect(r).toMatchObject({ code: 200, msg: '保存成功' })
    expect(await stored()).toMatchObject({ sysName: '路桥云', passwordErrorsNumber: '3', lockTime: '2', tokenTimeout: '1', qyhAgentSecret: 'secret-1' })
    expect((await stored()).unknownKey).toBeUndefined()
    expect((await get(t, S, admin)).data).toMatchObject({ tokenTimeout: 60, passwordErrorsNumber: 3, lockTime: 2 })
    // CurrentUser and the public GET show the new name, never the default password or secrets
    const info = (await get(t, '/api/oauth/CurrentUser', zhanghua)).data.sysConfigInfo
    expect(info.sysName).toBe('路桥云')
    expect(info.newUserDefaultPassword).toBeUndefined()
    expect((await get(t, S)).data.qyhAgentSecret).toBeUndefined()
    const audit = await db().selectFrom('baseSyslog').selectAll().where('moduleName', '=', '系统配置').execute()
    expect(audit).toHaveLength(1)
    expect(audit[0].abstracts).toContain('passwordErrorsNumber')
    expect(audit[0].abstracts).not.toContain('Road@2026')

    // one message for every wrong password (no count of tries left), then this client is shut out of the account
    expect((await tryLogin('dongliang', 'wrong-1')).msg).toBe('账户或密码错误')
    expect((await tryLogin('dongliang', 'wrong-2')).msg).toBe('账户或密码错误')
    expect((await tryLogin('dongliang', 'wrong-3')).msg).toBe('密码错误次数过多，请2分钟后再试')
    t.clock.advance(2 * 60_000 + 1)
    expect((await tryLogin('dongliang', 'Highway@2026')).code).toBe(200)

    const token = await login(t, 'yuanhao')
    t.clock.advance(59 * 60_000)
    expect((await get(t, '/api/oauth/CurrentUser', token)).code).toBe(200)
    t.clock.advance(60_001)
    expect((await get(t, '/api/oauth/CurrentUser', token)).code).toBe(600)
  })

  test('when a value is out of range or not supported here, then 400 names it and nothing is saved', async () => {
    const before = await stored()
    const base = (await get(t, S, admin)).data
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ tokenTimeout: 90 }, '超时登出须为60分钟的整数倍（登录令牌按小时计算有效期）'],
      [{ tokenTimeout: 0 }, '超时登出须为60到525600分钟之间的整数'],
      [{ passwordErrorsNumber: 2 }, '密码错误次数须为3到100次之间的整数'],
      [{ lockTime: null }, '延迟时间须为1到1440分钟之间的整数'],
      [{ lockType: 1 }, '暂不支持永久锁定账号，请选择延时登录'],
      [{ singleLogin: 1 }, '暂不支持单一登录，请选择同时登录'],
      [{ verificationCodeNumber: 9 }, '验证码位数须为3到6位之间的整数'],
      [{ whitelistSwitch: 1 }, '暂不支持IP白名单验证，请关闭后保存'],
      [{ passwordStrengthLimit: 1 }, '暂不支持密码强度限制，请关闭后保存'],
      [{ sysName: '很'.repeat(51) }, '系统名称不能超过50个字符'],
      [{ copyright: '<script>x</script>' }, '版权信息不能含有 < 或 >'],
      [{ passwordErrorsNumber: 'many' }, /passwordErrorsNumber/]
    ]
    for (const [over, msg] of cases) {
      const r = await send(t, 'PUT', S, { ...base, ...over }, admin)
      expect({ over, code: r.code }).toEqual({ over, code: 400 })
      if (typeof msg === 'string') expect(r.msg).toBe(msg)
      else expect(r.msg).toMatch(msg)
    }
    expect(await stored()).toEqual(before)
  })

  test('when the captcha switch is saved, then the login page is told to show it', async () => {
    expect((await send(t, 'PUT', S, { enableVerificationCode: 1, verificationCodeNumber: 5 }, admin)).code).toBe(200)
    expect((await get(t, '/api/oauth/getConfig/admin')).data).toEqual({ enableVerificationCode: 1, verificationCodeNumber: 5 })
    expect((await send(t, 'PUT', S, { enableVerificationCode: 0 }, admin)).code).toBe(200)
  })

  test('when someone other than a group administrator saves, then 400 and nothing changes', async () => {
    const before = await stored()
    expect(await send(t, 'PUT', S, { sysName: '张华的平台' }, zhanghua)).toMatchObject({ code: 400, msg: '没有访问权限，请联系管理员' })
    expect(await send(t, 'PUT', S, { sysName: '黄伟的平台' }, huangwei)).toMatchObject({ code: 400, msg: '该操作影响整个集团，仅系统管理员可以执行' })
    expect(await send(t, 'PUT', S, { sysName: '匿名' })).toMatchObject({ code: 600 })
    expect(await stored()).toEqual(before)
  })

  test('when the 同步设置 tab asks for the WeChat Work or DingTalk sync, then it hears that nothing is synchronised', async () => {
    const users = (await db().selectFrom('baseUser').select('id').execute()).length
    const r = await get(t, '/api/system/SynThirdInfo/getSynThirdTotal/1', admin)
    expect(r.data).toEqual([
      { synType: '组织', recordTotal: expect.any(Number), synDate: null, synFailCount: 0, synSuccessCount: 0, unSynCount: expect.any(Number) },
      { synType: '用户', recordTotal: users, synDate: null, synFailCount: 0, synSuccessCount: 0, unSynCount: users }
    ])
    expect((await get(t, '/api/system/SynThirdInfo/getSynThirdTotal/3', admin)).code).toBe(400)
    expect((await get(t, '/api/system/SynThirdInfo/getSynThirdTotal/1', zhanghua)).code).toBe(400)
  })
})
