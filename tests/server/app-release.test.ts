// The mobile release and launch screen the app reads (spec §7: GET /api/app/Version, GET /api/file/AppStartInfo/{id}):
// administered in the console's 系统配置, checked on save, group-wide (a project administrator cannot change them).
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { grantAdminAreas } from './helpers/admin'

const S = '/api/system/SysConfig'

describe.each(dialects)('app release and launch screen on %s', (dialect) => {
  let t: TestApp
  let admin: string
  let projectAdmin: string
  const stored = async () =>
    Object.fromEntries((await t.app.ctx.db.selectFrom('baseSysConfig').selectAll().execute()).map((r) => [r.key, r.value]))

  beforeAll(async () => {
    t = await createTestApp(dialect)
    admin = await login(t, 'admin')
    projectAdmin = await grantAdminAreas(t, 'huangwei', ['system.sysConfig', 'permission.user'])
  })
  afterAll(async () => { await t.close() })

  test('when nothing is configured, then the release is the build the app ships as, and anyone may ask before login', async () => {
    const v = await get(t, '/H5Api/api/app/Version')
    expect(v).toMatchObject({ code: 200, data: { sysVersion: '3.3.5', versionCode: 139, updateContent: '', downloadUrl: '', sysName: '公路建设云平台' } })
    const start = await get(t, '/H5Api/api/file/AppStartInfo/highway')
    expect(start.data).toMatchObject({ appName: 'highway', sysName: '公路建设云平台', sysVersion: '3.3.5', startImg: '', startText: '' })
  })

  test('when an administrator publishes a release, then Version and the launch screen answer it', async () => {
    const r = await send(t, 'PUT', S, {
      appVersion: '3.4.0', appVersionCode: 140, appUpdateContent: '新增隐患随手拍', appDownloadUrl: 'https://example.com/app',
      appStartText: '安全第一 质量为本'
    }, admin)
    expect(r).toMatchObject({ code: 200 })
    expect((await get(t, '/api/app/Version')).data).toMatchObject({
      sysVersion: '3.4.0', versionCode: 140, updateContent: '新增隐患随手拍', downloadUrl: 'https://example.com/app'
    })
    expect((await get(t, '/api/file/AppStartInfo/highway')).data).toMatchObject({ sysVersion: '3.4.0', versionCode: 140, startText: '安全第一 质量为本' })
    // the console form reads them back
    expect((await get(t, S, admin)).data).toMatchObject({ appVersion: '3.4.0', appVersionCode: 140 })
  })

  test.each([
    [{ appVersion: 'v3-new' }, 'APP版本号须为形如 3.3.5 的版本号'],
    [{ appVersionCode: 0 }, 'APP版本代码须为1到1000000之间的整数'],
    [{ appVersionCode: 1.5 }, undefined],
    [{ appDownloadUrl: 'javascript:alert(1)' }, 'APP下载地址须为以 http:// 或 https:// 开头的地址'],
    [{ appStartText: '<script>' }, '启动页文字不能含有 < 或 >']
  ])('when the release is saved with %j, then 400 and nothing changes', async (body, msg) => {
    const before = await stored()
    const r = await send(t, 'PUT', S, body, admin)
    expect(r.code).toBe(400)
    if (msg) expect(r.msg).toBe(msg)
    expect(await stored()).toEqual(before)
  })

  test('when a project administrator tries to publish a release, then it is refused and the group keeps its release', async () => {
    const r = await send(t, 'PUT', S, { appVersion: '9.9.9', appVersionCode: 999 }, projectAdmin)
    expect(r.code).not.toBe(200)
    expect((await get(t, '/api/app/Version')).data).toMatchObject({ sysVersion: '3.4.0', versionCode: 140 })
  })

  test('when the launch screen is asked for with a bad name, then 400', async () => {
    expect((await get(t, `/api/file/AppStartInfo/${'x'.repeat(200)}`)).code).toBe(400)
  })
})
