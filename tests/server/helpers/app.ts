// Builds the real server on a fresh database: SQLite in a temp DATA_DIR, and PostgreSQL in a fresh schema
// (dropped afterwards) when TEST_DATABASE_URL is set. Tests drive it through inject.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import crypto from 'node:crypto'
import pg from 'pg'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { buildApp, type AppDeps } from '../../../server/src/app'
import { loadConfig, type ServerConfig } from '../../../server/src/config'
import type { SmsSender } from '../../../server/src/lib/sms'
import { encodeAesWirePassword, md5Hex } from '../../../server/src/lib/passwords'

// jest 29 ignores testTimeout inside a project config; each app build hashes ~36 demo passwords with scrypt and seeds
// every module's demo records, which on PostgreSQL with the machine busy took over 30 s
jest.setTimeout(60_000)

export const DEMO_PASSWORD = 'Highway@2026'
export type Dialect = 'sqlite' | 'postgres'
/**
 * The databases each test runs on: SQLite, and PostgreSQL too when TEST_DATABASE_URL is set. TEST_POSTGRES_ONLY=1
 * leaves SQLite out: `npm test` runs the suite on SQLite in its own step first, so its PostgreSQL step need not again.
 */
export const dialects: Dialect[] = !process.env.TEST_DATABASE_URL ? ['sqlite'] : process.env.TEST_POSTGRES_ONLY === '1' ? ['postgres'] : ['sqlite', 'postgres']

export class TestClock {
  t = Date.now()
  now(): number { return this.t }
  advance(ms: number): void { this.t += ms }
}

export interface TestApp {
  app: FastifyInstance
  config: ServerConfig
  clock: TestClock
  sms: { mobile: string; code: string }[]
  close(): Promise<void>
}

export interface Answer<T = any> { status: number; code: number; msg: string; data: T; headers: Record<string, unknown>; raw: string }

export async function createTestApp(dialect: Dialect, env: Record<string, string> = {}, deps: Pick<AppDeps, 'onRoute'> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-server-'))
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`
  // the scheduler stays off unless a test turns it on: tests run jobs themselves with a fake clock
  const base = { DATA_DIR: dataDir, H5_DIR: path.join(dataDir, 'no-h5'), LOG_LEVEL: 'silent', SCHEDULER: '0', ...env }
  const config = loadConfig(dialect === 'postgres'
    ? { ...base, DATABASE_URL: process.env.TEST_DATABASE_URL!, DATABASE_SCHEMA: schema }
    : base)
  if (dialect === 'postgres') await withPg((c) => c.query(`CREATE SCHEMA ${schema}`))
  const clock = new TestClock()
  const sent: { mobile: string; code: string }[] = []
  const sms: SmsSender = { name: 'capture', send: async (mobile, code) => { sent.push({ mobile, code }) } }
  const app = await buildApp(config, { clock, sms, logger: false, ...deps })
  return {
    app, config, clock, sms: sent,
    async close() {
      await app.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
      if (dialect === 'postgres') await withPg((c) => c.query(`DROP SCHEMA ${schema} CASCADE`))
    }
  }
}

async function withPg(fn: (c: pg.Client) => Promise<unknown>): Promise<void> {
  const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await c.connect()
  try { await fn(c) } finally { await c.end() }
}

export async function call<T = any>(t: TestApp, opts: InjectOptions & { token?: string }): Promise<Answer<T>> {
  const { token, ...rest } = opts
  const headers = { ...(rest.headers ?? {}), ...(token ? { authorization: token } : {}) }
  const res = await t.app.inject({ ...rest, headers })
  let body: { code?: number; msg?: string; data?: T } = {}
  try { body = JSON.parse(res.body) } catch { /* not JSON (files, html) */ }
  return { status: res.statusCode, code: body.code ?? -1, msg: body.msg ?? '', data: body.data as T, headers: res.headers, raw: res.body }
}

export const get = <T = any>(t: TestApp, url: string, token?: string) => call<T>(t, { method: 'GET', url, token })
export const send = <T = any>(t: TestApp, method: 'POST' | 'PUT' | 'DELETE', url: string, payload: unknown, token?: string) =>
  call<T>(t, { method, url, payload: payload as object, token })
export const form = <T = any>(t: TestApp, url: string, fields: Record<string, string>, token?: string) =>
  call<T>(t, {
    method: 'POST', url, token, payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' }
  })

export const md5 = (plain = DEMO_PASSWORD) => md5Hex(plain)
export const aes = (plain = DEMO_PASSWORD) => encodeAesWirePassword(plain, 'EY8WePvjM5GGwQzn')

export async function login(t: TestApp, account: string, password = DEMO_PASSWORD): Promise<string> {
  const r = await form<{ token: string }>(t, '/H5Api/api/oauth/Login', { account, password: md5(password), grant_type: 'password' })
  if (r.code !== 200) throw new Error(`login ${account} failed: ${r.msg}`)
  return r.data.token
}

/** a multipart body with one file part */
export function multipart(filename: string, content: Buffer, field = 'file') {
  const boundary = `----hw${crypto.randomBytes(8).toString('hex')}`
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`)
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}
