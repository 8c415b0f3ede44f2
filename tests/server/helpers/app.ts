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

/**
 * Settings that change what a start writes into the database: a test that sets one builds its own database from
 * scratch, every other test starts from a copy of one demo database built once per run (see `templateFor`).
 */
const SEED_SETTINGS = ['SEED_DEMO', 'ADMIN_ACCOUNT', 'ADMIN_PASSWORD']

export async function createTestApp(dialect: Dialect, env: Record<string, string> = {}, deps: Pick<AppDeps, 'onRoute'> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-server-'))
  const database = `t_${crypto.randomBytes(6).toString('hex')}`
  const fromTemplate = !SEED_SETTINGS.some((k) => k in env)
  if (fromTemplate) {
    await copyTemplate(dialect, dataDir, database).catch(() => copyTemplate(dialect, dataDir, database)) // once more if it went
  } else if (dialect === 'postgres') {
    await withPg((c) => c.query(`CREATE DATABASE ${database}`))
  }
  const config = testConfig(dialect, dataDir, database, env)
  const clock = new TestClock()
  const sent: { mobile: string; code: string }[] = []
  const sms: SmsSender = { name: 'capture', send: async (mobile, code) => { sent.push({ mobile, code }) } }
  let app: FastifyInstance
  try {
    app = await buildApp(config, { clock, sms, logger: false, ...deps })
  } catch (err) {
    await dropDatabase(dialect, dataDir, database)
    throw err
  }
  return {
    app, config, clock, sms: sent,
    async close() {
      await app.close()
      await dropDatabase(dialect, dataDir, database)
    }
  }
}

function testConfig(dialect: Dialect, dataDir: string, database: string, env: Record<string, string>): ServerConfig {
  // the scheduler stays off unless a test turns it on: tests run jobs themselves with a fake clock
  const base = { DATA_DIR: dataDir, H5_DIR: path.join(dataDir, 'no-h5'), LOG_LEVEL: 'silent', SCHEDULER: '0', ...env }
  return loadConfig(dialect === 'postgres' ? { ...base, DATABASE_URL: pgUrl(database) } : base)
}

async function dropDatabase(dialect: Dialect, dataDir: string, database: string): Promise<void> {
  fs.rmSync(dataDir, { recursive: true, force: true })
  if (dialect === 'postgres') await withPg((c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`))
}

/** TEST_DATABASE_URL with another database name */
function pgUrl(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!)
  url.pathname = `/${database}`
  return url.toString()
}

/** a copy of the template as this test's database */
async function copyTemplate(dialect: Dialect, dataDir: string, database: string): Promise<void> {
  const template = await templateFor(dialect)
  // the database file only: what else the start made (an uploads folder) belongs to the configured file store
  if (dialect === 'sqlite') fs.copyFileSync(path.join(template, 'highway.sqlite'), path.join(dataDir, 'highway.sqlite'))
  else await withPg((c) => c.query(`CREATE DATABASE ${database} TEMPLATE ${template}`))
}

/** templates of an earlier day than yesterday: another checkout's run of today (or of a run that began before
 * midnight) may still be copying its own, so only those are removed */
function stale(name: string): boolean {
  const day = /_(\d{8})$/.exec(name)?.[1]
  const yesterday = new Date(Date.now() - 86_400_000)
  return day !== undefined && day < dayKey(yesterday)
}

/** the China date of an instant, yyyymmdd: the seed dates its records by the China day */
const dayKey = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '')

/**
 * The demo database every default test starts from, built on the first start of a run and then copied (a SQLite
 * directory, or a PostgreSQL database used as CREATE DATABASE's template): building it (migrations, the catalogue,
 * ~36 scrypt hashes, the demo records) took 5 s on SQLite and 10 s on PostgreSQL, for each of ~125 test apps.
 * Its name carries a fingerprint of the server's sources and today's date, so a code change or a new day (the
 * seed dates records from the day it runs) builds a fresh one; those of days before yesterday are removed.
 */
async function templateFor(dialect: Dialect): Promise<string> {
  const key = templateKey()
  if (dialect === 'sqlite') {
    const dir = path.join(os.tmpdir(), `hw-test-template-${key}`)
    if (fs.existsSync(dir)) return dir
    const building = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-test-building-'))
    const app = await buildApp(testConfig('sqlite', building, '', {}), { logger: false })
    await app.close()
    for (const old of fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith('hw-test-template-') && stale(n))) {
      fs.rmSync(path.join(os.tmpdir(), old), { recursive: true, force: true })
    }
    try { fs.renameSync(building, dir) } catch { fs.rmSync(building, { recursive: true, force: true }) } // another worker won
    return dir
  }
  const name = `hw_tpl_${key}`
  let exists = false
  await withPg(async (c) => { exists = (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1 })
  if (exists) return name
  const building = `hw_tpl_building_${crypto.randomBytes(4).toString('hex')}`
  await withPg((c) => c.query(`CREATE DATABASE ${building}`))
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-server-'))
  const app = await buildApp(testConfig('postgres', dataDir, building, {}), { logger: false })
  await app.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
  await withPg(async (c) => {
    // templates of earlier days; one another worker is building is left alone
    const olds = (await c.query("SELECT datname FROM pg_database WHERE datname LIKE 'hw\\_tpl\\_%' AND datname NOT LIKE 'hw\\_tpl\\_building\\_%'")).rows
    for (const { datname } of olds.filter((r) => stale(r.datname))) await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => {})
    try {
      await c.query(`ALTER DATABASE ${building} RENAME TO ${name}`)
    } catch {
      await c.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`) // another worker won
    }
  })
  return name
}

let fingerprint = ''
/** the server's sources (paths, sizes, modification times) and the local date, hashed */
function templateKey(): string {
  if (!fingerprint) {
    const hash = crypto.createHash('sha256')
    const root = path.join(__dirname, '..', '..', '..')
    const walk = (dir: string): void => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
        const p = path.join(dir, e.name)
        if (e.isDirectory()) walk(p)
        else { const st = fs.statSync(p); hash.update(`${p}:${st.size}:${st.mtimeMs}\n`) }
      }
    }
    for (const dir of ['server/src', 'types']) walk(path.join(root, dir))
    fingerprint = hash.digest('hex').slice(0, 12)
  }
  return `${fingerprint}_${dayKey(new Date())}`
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
