// Two server instances on loopback sharing one database and a bus (PostgreSQL LISTEN/NOTIFY or Redis pub/sub):
// a user on instance 1 and a user on instance 2 chat, see each other online, and get notices and logout frames.
import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../server/src/app'
import { loadConfig } from '../../server/src/config'
import { createMessage } from '../../server/src/modules/message/service'
import { createTestApp, get, login, type Dialect, type TestApp } from './helpers/app'
import { TestSocket, userId } from './socket-client'

const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const setups: [string, Dialect, Record<string, string>][] = []
if (process.env.TEST_DATABASE_URL) setups.push(['postgres LISTEN/NOTIFY', 'postgres', { SOCKET_BUS: 'postgres' }])
if (REDIS !== 'off') setups.push(['redis pub/sub', process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite', { REDIS_URL: REDIS }])

const wsBase = (app: FastifyInstance) => `ws://127.0.0.1:${(app.server.address() as { port: number }).port}`

describe.each(setups)('two instances over %s', (_name, dialect, env) => {
  let t: TestApp
  let app2: FastifyInstance
  let base1: string
  let base2: string
  let hw: string
  let xu: string

  beforeAll(async () => {
    // a channel of our own: parallel test files and other runs on the same Redis never cross
    const channel = `t_${crypto.randomBytes(6).toString('hex')}`
    t = await createTestApp(dialect, { ...env, SOCKET_CHANNEL: channel })
    app2 = await buildApp(t.config, { clock: t.clock, logger: false })
    expect(t.app.socketHub.busKind).toBe(t.config.socketBus)
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    await app2.listen({ port: 0, host: '127.0.0.1' })
    base1 = wsBase(t.app)
    base2 = wsBase(app2)
    hw = await login(t, 'huangwei')
    xu = await login(t, 'xuzhiming')
  })
  afterAll(async () => {
    await app2.close()
    await t.close()
  })

  test('chat, presence and a large message cross between the instances both ways', async () => {
    const a = await TestSocket.connect(base1, hw)
    const b = await TestSocket.connect(base2, xu)
    expect(await a.s.next('Online', (f) => f.userId === userId('xuzhiming'))).toBeTruthy()
    expect(b.init.onlineUsers).toContain(userId('huangwei'))

    a.s.send({ method: 'SendMessage', token: hw, toUserId: userId('xuzhiming'), messageType: 'text', messageContent: '跨实例你好' })
    const echo = await a.s.next('sendMessage')
    expect(await b.s.next('receiveMessage')).toMatchObject({ formUserId: userId('huangwei'), formMessage: '跨实例你好', id: echo.id })

    const long = '长'.repeat(4000) // 12 KB of UTF-8: over PostgreSQL's NOTIFY limit, so it travels by id
    b.s.send({ method: 'SendMessage', token: xu, toUserId: userId('huangwei'), messageType: 'text', messageContent: long })
    expect((await b.s.next('sendMessage')).toMessage).toBe(long)
    expect((await a.s.next('receiveMessage')).formMessage).toBe(long)
    if (t.config.socketBus === 'postgres') {
      expect((await t.app.ctx.db.selectFrom('socketBusEvent').select('id').execute()).length).toBeGreaterThan(0)
    }

    b.s.close()
    expect(await a.s.next('Offline', (f) => f.userId === userId('xuzhiming'))).toBeTruthy()
    a.s.close()
  })

  test('a message created on instance 1 is pushed to the recipient on instance 2', async () => {
    const b = await TestSocket.connect(base2, xu)
    const [row] = await createMessage(t.app.ctx, { toUserIds: [userId('xuzhiming')], type: 3, title: '跨实例通知', bodyText: 'x' })
    expect(await b.s.next('messagePush')).toMatchObject({ id: row.id, title: '跨实例通知', messageType: 3, toUserId: userId('xuzhiming') })
    b.s.close()
  })

  test('logging out on instance 1 sends logout to the session\'s socket on instance 2', async () => {
    const token = await login(t, 'xuzhiming')
    const b = await TestSocket.connect(base2, token)
    expect((await get(t, '/H5Api/api/oauth/Logout', token)).code).toBe(200)
    expect((await b.s.next('logout')).token).toBe(token)
    await b.s.closed
  })
})

describe('socket bus configuration', () => {
  test('redis when REDIS_URL is set, else postgres with DATABASE_URL, else memory; bad values name the variable', () => {
    expect(loadConfig({}).socketBus).toBe('memory')
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' }).socketBus).toBe('postgres')
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', REDIS_URL: 'redis://r:6379' }).socketBus).toBe('redis')
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', REDIS_URL: 'redis://r', SOCKET_BUS: 'memory' }).socketBus).toBe('memory')
    expect(() => loadConfig({ SOCKET_BUS: 'kafka' })).toThrow(/SOCKET_BUS/)
    expect(() => loadConfig({ SOCKET_BUS: 'redis' })).toThrow(/REDIS_URL/)
    expect(() => loadConfig({ SOCKET_BUS: 'postgres' })).toThrow(/DATABASE_URL/)
    expect(() => loadConfig({ REDIS_URL: 'http://r' })).toThrow(/REDIS_URL/)
    expect(() => loadConfig({ SOCKET_CHANNEL: 'Bad-Name' })).toThrow(/SOCKET_CHANNEL/)
  })
})

if (setups.length === 0) test.todo('set TEST_DATABASE_URL or TEST_REDIS_URL to run the two-instance bus tests')
