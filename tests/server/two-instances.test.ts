// Two server instances behind one imaginary proxy, sharing what a deployment of several instances shares: one
// PostgreSQL database, Redis (socket fan-out and rate limits) and an S3 bucket (a fake S3 the test starts). Nothing
// may depend on which instance answers: a photo uploaded through one is served by the other, wrong passwords
// spread over both are limited as one, so is the upload quota, a grant changed on one shows in the other's next
// CurrentUser, so does a hazard or a fill in the other's home dashboard, and a chat message sent on one reaches a
// socket on the other.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { buildApp } from '../../server/src/app'
import { createTestApp, login, md5, multipart, type TestApp } from './helpers/app'
import { startFakeS3, type FakeS3 } from './helpers/s3'
import { TestSocket, userId } from './socket-client'

const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const PHOTO = fs.readFileSync(path.join(__dirname, 'fixtures/site-photo.jpg'))
const CURRENT_USER = '/H5Api/api/oauth/CurrentUser?type=app'

const run = process.env.TEST_DATABASE_URL ? describe : describe.skip
if (!process.env.TEST_DATABASE_URL) {
  console.log('two-instances.test.ts skipped: set TEST_DATABASE_URL (PostgreSQL) to run two instances on one database')
}

run('two instances on PostgreSQL, Redis and S3', () => {
  let s3: FakeS3
  let t: TestApp
  let b: FastifyInstance
  const tok: Record<string, string> = {}

  beforeAll(async () => {
    s3 = await startFakeS3()
    // a channel of our own: parallel test files and other runs on the same Redis never share frames or counters
    const channel = `t_${crypto.randomBytes(6).toString('hex')}`
    t = await createTestApp('postgres', {
      ...s3.env, REDIS_URL: REDIS, SOCKET_CHANNEL: channel, LOGIN_RATE_LIMIT: '5', UPLOAD_DAILY_QUOTA_MB: '1'
    })
    b = await buildApp(t.config, { clock: t.clock, logger: false })
    expect([t.app.socketHub.busKind, t.config.storage]).toEqual(['redis', 's3'])
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    await b.listen({ port: 0, host: '127.0.0.1' })
    for (const account of ['zhanghua', 'chengang', 'huangwei', 'xuzhiming', 'hexiaoyan', 'admin']) tok[account] = await login(t, account)
  })
  afterAll(async () => {
    await b?.close()
    await t?.close()
    await s3?.close()
  })

  const a = () => t.app
  const inject = async (app: FastifyInstance, opts: InjectOptions & { token?: string }) => {
    const { token, ...rest } = opts
    const res = await app.inject({ ...rest, headers: { ...(rest.headers ?? {}), ...(token ? { authorization: token } : {}) } })
    let body: { code?: number; msg?: string; data?: any } = {}
    try { body = JSON.parse(res.body) } catch { /* a file */ }
    return { res, code: body.code, msg: body.msg, data: body.data }
  }
  const upload = (app: FastifyInstance, who: string, name: string, bytes: Buffer) =>
    inject(app, { method: 'POST', url: '/H5Api/api/file/Uploader/annexpic', token: tok[who], ...multipart(name, bytes) })

  test('when a photo is uploaded through one instance, then the other serves it, its download ticket and its preview', async () => {
    const up = await upload(a(), 'zhanghua', '桥台.jpg', PHOTO)
    expect(up.code).toBe(200)
    const served = await b.inject({ method: 'GET', url: up.data.url })
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload.equals(PHOTO)).toBe(true)

    const ticket = await inject(b, { method: 'GET', url: `/H5Api/api/file/Download/annexpic/${up.data.name}`, token: tok.zhanghua })
    expect(ticket.code).toBe(200)
    expect((await a().inject({ method: 'GET', url: ticket.data.url })).rawPayload.equals(PHOTO)).toBe(true)
    // used once, whichever instance is asked next
    expect((await inject(b, { method: 'GET', url: ticket.data.url })).msg).toMatch(/失效/)
    const preview = await inject(b, { method: 'GET', url: `/H5Api/api/file/Uploader/Preview?fileName=${up.data.name}`, token: tok.zhanghua })
    expect((await a().inject({ method: 'GET', url: preview.data })).statusCode).toBe(200)
    // and the owner-based check holds on both
    for (const app of [a(), b]) {
      const other = await inject(app, { method: 'GET', url: `/api/file/Image/annexpic/${up.data.name}`, token: tok.chengang })
      expect(other.msg).toBe('文件不存在或无权访问')
    }
  })

  test('when uploads are spread over both instances, then the daily quota counts them together', async () => {
    const part = crypto.randomBytes(700 * 1024)
    expect((await upload(a(), 'chengang', '一.jpg', part)).code).toBe(200)
    expect((await upload(b, 'chengang', '二.jpg', part)).msg).toBe('24小时内上传的文件已达上限 1MB，请稍后再试')
  })

  test('when wrong passwords are spread over both instances, then they are limited as one client', async () => {
    const tryLogin = (app: FastifyInstance, password: string) => inject(app, {
      method: 'POST', url: '/H5Api/api/oauth/Login', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ account: 'songwenbo', password: md5(password), grant_type: 'password' }).toString()
    })
    const answers: string[] = []
    // alternating: each instance alone sees at most four tries, under the limit of five a minute
    for (const [app, password] of [[a(), 'wrong-1'], [b, 'wrong-2'], [a(), 'wrong-3'], [b, 'Highway@2026'], [a(), 'wrong-4'], [b, 'wrong-5'], [a(), 'Highway@2026']] as const) {
      answers.push((await tryLogin(app, password)).msg ?? '')
    }
    expect(answers.slice(0, 3)).toEqual(['账户或密码错误', '账户或密码错误', '账户或密码错误'])
    // the failures (kept in the database) ask the right password for the captcha on the other instance
    expect(answers.slice(3, 5)).toEqual(['请输入验证码', '请输入验证码'])
    expect(answers.slice(5)).toEqual([expect.stringMatching(/^登录尝试过于频繁，请\d+秒后再试$/), expect.stringMatching(/^登录尝试过于频繁/)])
    // a minute later the window has passed on both
    t.clock.advance(61_000)
    expect((await tryLogin(b, 'wrong-6')).msg).not.toMatch(/频繁/)
  })

  test('when a grant is changed on one instance, then the next CurrentUser on the other leaves it out', async () => {
    const menus = async (app: FastifyInstance) => {
      const r = await inject(app, { method: 'GET', url: CURRENT_USER, token: tok.hexiaoyan })
      return (r.data.permissionList as { modelId: string }[]).map((p) => p.modelId)
    }
    const before = await menus(b) // cached on the second instance
    expect(await menus(a())).toEqual(before)
    const taken = before[0]
    const rows = await a().ctx.db.selectFrom('baseAuthorize').select(['itemType', 'itemId']).where('objectType', '=', 'Role').where('objectId', '=', 'role-safety').execute()
    const of = (type: string) => rows.filter((r) => r.itemType === type).map((r) => r.itemId)
    expect(of('module')).toContain(taken)
    const saved = await inject(a(), {
      method: 'PUT', url: '/api/permission/Authority/Data/role-safety', token: tok.admin,
      payload: { module: of('module').filter((id) => id !== taken), button: of('button'), column: of('column'), form: of('form') }
    })
    expect(saved.code).toBe(200)
    expect(await menus(b)).not.toContain(taken)
    expect(await menus(b)).toEqual(await menus(a()))
  })

  test('when a hazard is reported and a fill made on one instance, then the other\'s next dashboard cards count them', async () => {
    const cardOf = async (app: FastifyInstance, name: string, who: string) =>
      (await inject(app, { method: 'GET', url: `/H5Api/api/dashboard/${name}?projectId=proj-hj`, token: tok[who] })).data
    // both instances keep the cards now
    const safety = await cardOf(b, 'safety', 'hexiaoyan')
    const progress = await cardOf(b, 'progress', 'huangwei')
    expect(await cardOf(a(), 'safety', 'hexiaoyan')).toEqual(safety)
    expect(await cardOf(a(), 'progress', 'huangwei')).toEqual(progress)

    const now = t.clock.now()
    const hazard = {
      foundDate: now, hazardTitle: '两实例看板测试', hazardLevel: 'dd-hazardLevel-general', hazardCategory: 'dd-hazardCategory-1',
      chainage: 'K30+120', location: 'K30+100右幅桥台', description: '临边未设防护', requirement: '设置临边防护栏杆',
      responsibleUnit: '钱江路桥工程有限公司', responsible: 'u-chengang', deadline: now + 2 * 86_400_000
    }
    const reported = await inject(a(), {
      method: 'POST', url: '/H5Api/api/visualdev/OnlineDev/vm-hazard-rectify', token: tok.hexiaoyan,
      payload: { data: JSON.stringify(hazard), projectId: 'proj-hj', contractId: 'ct-hj-tj01' }
    })
    expect(reported.code).toBe(200)
    const offered = (await inject(a(), { method: 'GET', url: '/H5Api/api/progress/filling?contractId=ct-hj-tj01', token: tok.chengang })).data.list as { id: string; designQuantity: number; doneQuantity: number; today: unknown }[]
    const item = offered.find((i) => !i.today && i.designQuantity - i.doneQuantity > 10)!
    expect((await inject(a(), { method: 'POST', url: '/H5Api/api/progress/filling', token: tok.chengang, payload: { nodeId: item.id, quantity: 2 } })).code).toBe(200)

    // no clock advance, no wait: the other instance's next read counts both
    const after = await cardOf(b, 'safety', 'hexiaoyan')
    expect([after.total, after.open]).toEqual([safety.total + 1, safety.open + 1])
    expect((await cardOf(b, 'progress', 'huangwei')).doneValue).toBeGreaterThan(progress.doneValue)
    expect(await cardOf(a(), 'safety', 'hexiaoyan')).toEqual(after)
  })

  test('when a chat message is sent on one instance, then a socket on the other receives it', async () => {
    const base = (app: FastifyInstance) => `ws://127.0.0.1:${(app.server.address() as { port: number }).port}`
    const onA = await TestSocket.connect(base(a()), tok.huangwei)
    const onB = await TestSocket.connect(base(b), tok.xuzhiming)
    onA.s.send({ method: 'SendMessage', token: tok.huangwei, toUserId: userId('xuzhiming'), messageType: 'text', messageContent: '二号实例收到吗' })
    expect(await onB.s.next('receiveMessage')).toMatchObject({ formUserId: userId('huangwei'), formMessage: '二号实例收到吗' })
    onA.s.close()
    onB.s.close()
  })
})
