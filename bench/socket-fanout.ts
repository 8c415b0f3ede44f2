// Socket fan-out: N sockets registered (OnConnection), one messagePush to all of them through createMessage;
// prints p50/p99 delivery latency, server heap per socket and lost deliveries. First on one instance (memory
// bus), then across two instances (sockets on #2, message created on #1) over Redis or PostgreSQL when one is
// reachable. The clients run in a child process so the heap figure is the server's alone. Loopback only, bounded.
//   npm run bench:socket     (BENCH_SOCKETS=500, max 2000; BENCH_BUS=redis|postgres|none, default redis if reachable)
import { fork, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { Redis } from 'ioredis'
import pg from 'pg'
import WebSocket from 'ws'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../server/src/app'
import { loadConfig } from '../server/src/config'
import { createMessage } from '../server/src/modules/message/service'
import { issueToken } from '../server/src/modules/oauth/session-service'
import { userRepository } from '../server/src/modules/users/repository'

const N = Math.max(1, Math.min(Number(process.env.BENCH_SOCKETS || 500), 2000))
const DELIVERY_WAIT_MS = 10_000
const now = () => performance.timeOrigin + performance.now()

// ---- client side (child process) ----

async function clients(): Promise<void> {
  const { bases, tokens } = JSON.parse(process.argv[3]) as { bases: string[]; tokens: string[] }
  const arrivals: number[] = []
  const sockets: WebSocket[] = []
  let failed = 0
  const connectOne = (i: number) => new Promise<void>((resolve) => {
    const ws = new WebSocket(`${bases[i % bases.length]}/H5Api/api/message/websocket/${encodeURIComponent(tokens[i])}`)
    sockets.push(ws)
    const fail = () => { failed++; resolve() }
    const timer = setTimeout(fail, 15_000)
    ws.on('open', () => ws.send(JSON.stringify({ method: 'OnConnection', token: tokens[i], mobileDevice: true })))
    ws.on('message', (d) => {
      const f = JSON.parse(String(d)) as { method: string }
      if (f.method === 'initMessage') { clearTimeout(timer); resolve() }
      if (f.method === 'messagePush') arrivals.push(now())
    })
    ws.on('error', () => { clearTimeout(timer); fail() })
  })
  for (let i = 0; i < tokens.length; i += 100) await Promise.all(tokens.slice(i, i + 100).map((_, j) => connectOne(i + j)))
  process.send!({ type: 'ready', failed })
  // answers once every connected socket has its push, or when the wait is over (the rest count as lost)
  process.on('message', async (m: { type: string; waitMs: number }) => {
    if (m.type !== 'collect') return
    const until = Date.now() + m.waitMs
    while (arrivals.length < tokens.length - failed && Date.now() < until) await new Promise((r) => setTimeout(r, 20))
    process.send!({ type: 'arrivals', arrivals })
    for (const ws of sockets) ws.terminate()
    setTimeout(() => process.exit(0), 50)
  })
}

// ---- server side ----

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
const heap = () => {
  (globalThis as { gc?: () => void }).gc?.()
  return process.memoryUsage().heapUsed
}
const wsBase = (app: FastifyInstance) => `ws://127.0.0.1:${(app.server.address() as { port: number }).port}`

function ask<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve) => {
    const on = (m: { type: string }) => { if (m.type === type) { child.off('message', on); resolve(m as T) } }
    child.on('message', on)
  })
}

async function scenario(name: string, publisher: FastifyInstance, bases: string[]): Promise<void> {
  const ctx = publisher.ctx
  const users = (await userRepository.listAll(ctx.db)).filter((u) => Number(u.enabledMark) === 1)
  const tokens: string[] = []
  for (let i = 0; i < N; i++) tokens.push(await issueToken(ctx, users[i % users.length].id))
  const before = heap()
  const child = fork(__filename, ['--clients', JSON.stringify({ bases, tokens })], { execArgv: ['--import', 'tsx'] })
  const ready = await ask<{ failed: number }>(child, 'ready')
  const perSocket = (heap() - before) / N
  const t0 = now()
  await createMessage(ctx, { toUserIds: users.map((u) => u.id), type: 3, title: 'fan-out bench', bodyText: 'x' })
  child.send({ type: 'collect', waitMs: DELIVERY_WAIT_MS })
  const { arrivals } = await ask<{ arrivals: number[] }>(child, 'arrivals')
  const lat = arrivals.map((a) => a - t0).sort((a, b) => a - b)
  console.log(`${name.padEnd(58)} sockets ${String(N - ready.failed).padStart(4)}/${N}   p50 ${pct(lat, 50).toFixed(1).padStart(6)} ms   ` +
    `p99 ${pct(lat, 99).toFixed(1).padStart(6)} ms   heap/socket ${(perSocket / 1024).toFixed(1).padStart(5)} KB   lost ${N - ready.failed - lat.length}`)
}

async function pgAdmin(url: string, statement: string): Promise<void> {
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  try { await c.query(statement) } finally { await c.end() }
}

async function redisReachable(url: string): Promise<boolean> {
  const r = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
  r.on('error', () => undefined)
  try { await r.connect(); await r.ping(); return true } catch { return false } finally { r.disconnect() }
}

async function main(): Promise<void> {
  if (!(globalThis as { gc?: () => void }).gc) console.log('(run with node --expose-gc for a steadier heap figure)')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-socket-'))
  const base = { DATA_DIR: dataDir, H5_DIR: path.join(dataDir, 'none'), LOG_LEVEL: 'warn', PORT: '0' }
  try {
    const one = await buildApp(loadConfig({ ...base, SOCKET_BUS: 'memory' }), { logger: false })
    await one.listen({ port: 0, host: '127.0.0.1' })
    await scenario('one instance (memory bus)', one, [wsBase(one)])
    await one.close()

    const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
    const want = process.env.BENCH_BUS || (await redisReachable(redisUrl) ? 'redis' : process.env.DATABASE_URL ? 'postgres' : 'none')
    if (want === 'none') {
      console.log('two instances: skipped (no Redis reachable and no DATABASE_URL; set BENCH_BUS=redis|postgres)')
      return
    }
    const suffix = crypto.randomBytes(4).toString('hex')
    // on PostgreSQL the bench works in a schema of its own and drops it afterwards
    const pgUrl = process.env.DATABASE_URL ?? ''
    if (want === 'postgres') await pgAdmin(pgUrl, `CREATE SCHEMA bench_${suffix}`)
    const env = { ...base, SOCKET_CHANNEL: `bench_${suffix}`, SOCKET_BUS: want,
      ...(want === 'redis' ? { REDIS_URL: redisUrl } : { DATABASE_URL: pgUrl, DATABASE_SCHEMA: `bench_${suffix}` }) }
    try {
      const a = await buildApp(loadConfig(env), { logger: false })
      const b = await buildApp(loadConfig(env), { logger: false })
      await a.listen({ port: 0, host: '127.0.0.1' })
      await b.listen({ port: 0, host: '127.0.0.1' })
      await scenario(`two instances (${want}): sockets on #2, created on #1`, a, [wsBase(b)])
      await b.close()
      await a.close()
    } finally {
      if (want === 'postgres') await pgAdmin(pgUrl, `DROP SCHEMA bench_${suffix} CASCADE`)
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[2] === '--clients') clients().catch((err: unknown) => { console.error(err); process.exit(1) })
else main().then(() => process.exit(0), (err: unknown) => { console.error(err); process.exit(1) })
