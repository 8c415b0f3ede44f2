// Mixed API traffic at a fixed rate (logins, CurrentUser, lists, creates, uploads, flow launches and approvals)
// with many sockets open, on one server process and then on two behind a round-robin "proxy" (the load client picks
// the instance per request and spreads the sockets), on PostgreSQL + Redis + an S3 bucket (a local fake S3), and
// prints throughput, p50/p99 and errors per operation side by side. Each run starts on a fresh schema and bucket.
// Servers and the load client are separate processes; loopback only, bounded in time, rate and in-flight requests.
//   npm run bench:mixed   BENCH_SECONDS=60 (max 300)  BENCH_RATE=30 req/s (max 1000)  BENCH_SOCKETS=2000 (max 2000)
//                         BENCH_STORAGE=s3|disk  BENCH_DATABASE_URL / DATABASE_URL / TEST_DATABASE_URL  REDIS_URL
import { fork, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { gunzipSync } from 'node:zlib'
import { Redis } from 'ioredis'
import pg from 'pg'
import S3rver from 's3rver'
import WebSocket from 'ws'
import { buildApp } from '../server/src/app'
import { loadConfig } from '../server/src/config'
import { md5Hex } from '../server/src/lib/passwords'
import { APPROVERS, MODEL, prepareMixed, type MixedSetup } from './support/mixed-setup'

const SECONDS = Math.max(5, Math.min(Number(process.env.BENCH_SECONDS || 60), 300))
const RATE = Math.max(1, Math.min(Number(process.env.BENCH_RATE || 30), 1000))
const SOCKETS = Math.max(0, Math.min(Number(process.env.BENCH_SOCKETS ?? 2000), 2000))
const WARMUP_SECONDS = Math.min(10, Math.ceil(SECONDS / 6))
const STORAGE = process.env.BENCH_STORAGE === 'disk' ? 'disk' : 's3'
const PG_URL = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
/** past this many requests in flight a due request is not sent and counts as an error (the server fell behind) */
const MAX_IN_FLIGHT = 400
const PHOTO = fs.readFileSync(path.join(__dirname, '../tests/server/fixtures/site-photo.jpg'))
const DEMO_PASSWORD = md5Hex('Highway@2026')

/** the operations and their share of the requests */
const MIX = [['login', 4], ['CurrentUser', 30], ['list', 25], ['create', 14], ['upload', 9], ['launch', 9], ['approve', 9]] as const
type Op = (typeof MIX)[number][0]

interface OpFigures { ok: number; errors: number; latencies: number[]; messages: Record<string, number> }
interface RunFigures { ops: Record<string, OpFigures>; seconds: number; socketsOpen: number; socketsWanted: number; socketsDropped: number }

// ---- server process ----

async function serverProcess(): Promise<void> {
  const env = JSON.parse(process.argv[3]) as Record<string, string>
  const app = await buildApp(loadConfig(env), { logger: false })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const setup = process.argv[4] === '--setup' ? await prepareMixed(app, SOCKETS) : undefined
  process.send!({ type: 'ready', port: (app.server.address() as { port: number }).port, setup })
  process.on('message', async (m: { type: string }) => {
    if (m.type !== 'close') return
    await app.close()
    process.exit(0)
  })
}

// ---- load client process ----

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN

async function clientProcess(): Promise<void> {
  // the setup comes by message: two thousand tokens are too long for a command line
  const { ports, setup } = await new Promise<{ ports: number[]; setup: MixedSetup }>((resolve) => {
    process.once('message', (m: { ports: number[]; setup: MixedSetup }) => resolve(m))
  })
  const agents = ports.map(() => new http.Agent({ keepAlive: true, maxSockets: 64 }))

  // the sockets first, spread over the instances as a proxy would
  const sockets: WebSocket[] = []
  let dropped = 0
  let loadRunning = false
  const open = (i: number) => new Promise<boolean>((resolve) => {
    const token = setup.sockets[i]
    const ws = new WebSocket(`ws://127.0.0.1:${ports[i % ports.length]}/H5Api/api/message/websocket/${encodeURIComponent(token)}`)
    const timer = setTimeout(() => resolve(false), 20_000)
    ws.on('open', () => ws.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice: true })))
    ws.on('message', (d) => {
      if ((JSON.parse(String(d)) as { method: string }).method !== 'initMessage') return
      clearTimeout(timer)
      sockets.push(ws)
      resolve(true)
    })
    ws.on('close', () => { if (loadRunning) dropped++ })
    ws.on('error', () => { clearTimeout(timer); resolve(false) })
  })
  for (let i = 0; i < setup.sockets.length; i += 100) await Promise.all(setup.sockets.slice(i, i + 100).map((_, j) => open(i + j)))

  let turn = 0
  interface Answer { status: number; code: number; msg: string; data: { list?: { id?: string }[] } | undefined }
  const request = (method: string, url: string, token: string | undefined, body?: Buffer | string, type?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const i = turn++ % ports.length
      const headers: Record<string, string | number> = { 'accept-encoding': 'gzip', ...(token ? { authorization: token } : {}) }
      if (body !== undefined) Object.assign(headers, { 'content-type': type ?? 'application/json', 'content-length': Buffer.byteLength(body) })
      const req = http.request({ host: '127.0.0.1', port: ports[i], path: url, method, agent: agents[i], headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          let raw = Buffer.concat(chunks)
          if (res.headers['content-encoding'] === 'gzip') raw = gunzipSync(raw)
          let env: { code?: number; msg?: string; data?: unknown } = {}
          try { env = JSON.parse(raw.toString()) } catch { /* not JSON */ }
          resolve({ status: res.statusCode ?? 0, code: Number(env.code ?? -1), msg: String(env.msg ?? ''), data: env.data as Answer['data'] })
        })
      })
      req.on('error', reject)
      req.end(body)
    })
  const json = (method: string, url: string, token: string, body: unknown) => request(method, url, token, JSON.stringify(body))

  const pending: Record<string, number> = Object.fromEntries(APPROVERS.map((a) => [a, 0]))
  const busy = new Set<string>()
  let seq = 0
  const E = '/H5Api/api/workflow/Engine'
  const run: Record<Op, () => Promise<{ code: number; msg: string }>> = {
    login: () => request('POST', '/H5Api/api/oauth/Login', undefined,
      new URLSearchParams({ account: setup.accounts[seq++ % setup.accounts.length], password: DEMO_PASSWORD, grant_type: 'password' }).toString(),
      'application/x-www-form-urlencoded'),
    CurrentUser: () => request('GET', '/H5Api/api/oauth/CurrentUser?type=app', setup.users[seq++ % setup.users.length]),
    list: () => json('POST', `/H5Api/api/visualdev/OnlineDev/${MODEL}/List`, setup.applicant, { currentPage: 1, pageSize: 20 }),
    create: () => json('POST', `/H5Api/api/visualdev/OnlineDev/${MODEL}`, setup.applicant, {
      data: { title: `K${seq++}+300 边坡巡查`, place: '路基工程/边坡防护' }, projectId: 'proj-hj', contractId: 'ct-hj-tj01'
    }),
    upload: () => {
      const boundary = `----bench${crypto.randomBytes(6).toString('hex')}`
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="现场.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
        PHOTO, Buffer.from(`\r\n--${boundary}--\r\n`)
      ])
      return request('POST', '/H5Api/api/file/Uploader/annexpic', setup.applicant, body, `multipart/form-data; boundary=${boundary}`)
    },
    launch: async () => {
      const approver = APPROVERS[seq++ % APPROVERS.length]
      const r = await json('POST', `${E}/FlowTask`, setup.applicant, { flowId: setup.approvers[approver][1], formData: { days: 1 }, status: '0' })
      if (r.code === 200) pending[approver]++
      return r
    },
    approve: async () => {
      // one approval at a time per approver: two would race for the same to-do
      const approver = APPROVERS.find((a) => pending[a] > 0 && !busy.has(a))!
      busy.add(approver)
      try {
        const token = setup.approvers[approver][0]
        const todo = await request('GET', `${E}/FlowBefore/List/1?currentPage=1&pageSize=1`, token)
        const entry = todo.data?.list?.[0]?.id
        if (todo.code !== 200 || !entry) return todo.code !== 200 ? todo : { code: -1, msg: 'no to-do to approve' }
        const r = await json('POST', `${E}/FlowBefore/Audit/${entry}`, token, { handleOpinion: '同意' })
        if (r.code === 200) pending[approver]--
        return r
      } finally {
        busy.delete(approver)
      }
    }
  }

  const figures: Record<string, OpFigures> = Object.fromEntries(MIX.map(([op]) => [op, { ok: 0, errors: 0, latencies: [], messages: {} }]))
  const weights = MIX.reduce((s, [, w]) => s + w, 0)
  const pick = (): Op => {
    let r = Math.random() * weights
    for (const [op, w] of MIX) if ((r -= w) < 0) return op
    return 'CurrentUser'
  }
  let inFlight = 0
  const fire = (scheduled: number) => {
    let op = pick()
    // an approval needs a launched task whose approver is free; otherwise this slot launches one
    if (op === 'approve' && !APPROVERS.some((a) => pending[a] > 0 && !busy.has(a))) op = 'launch'
    const f = figures[op]
    const fail = (msg: string) => { f.errors++; f.messages[msg] = (f.messages[msg] ?? 0) + 1 }
    if (inFlight >= MAX_IN_FLIGHT) return fail(`not sent: ${MAX_IN_FLIGHT} requests in flight`)
    inFlight++
    run[op]().then((r) => {
      // latency from when the request was due, so a server that falls behind shows it (no coordinated omission)
      if (r.code === 200) { f.ok++; f.latencies.push(performance.now() - scheduled) } else fail(r.msg || `code ${r.code}`)
    }, (err: Error) => fail(err.message)).finally(() => { inFlight-- })
  }

  /** sends at RATE for `seconds` and waits for the answers; then the figures of that phase */
  const phase = async (seconds: number) => {
    for (const f of Object.values(figures)) Object.assign(f, { ok: 0, errors: 0, latencies: [], messages: {} })
    const start = performance.now()
    let sent = 0
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const elapsed = performance.now() - start
        const due = Math.min(Math.floor((elapsed / 1000) * RATE), seconds * RATE)
        for (; sent < due; sent++) fire(start + (sent * 1000) / RATE)
        if (sent >= seconds * RATE) { clearInterval(timer); resolve() }
      }, 5)
    })
    const until = Date.now() + 15_000
    while (inFlight > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20))
    return (performance.now() - start) / 1000
  }

  process.send!({ type: 'sockets', open: sockets.length })
  loadRunning = true
  // a warm-up at the same rate (code paths compiled, caches filled, pools opened) that is not counted
  await phase(WARMUP_SECONDS)
  const seconds = await phase(SECONDS)
  loadRunning = false
  const openAtEnd = sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length
  process.send!({ type: 'done', figures: { ops: figures, seconds, socketsOpen: openAtEnd, socketsWanted: setup.sockets.length, socketsDropped: dropped } })
  for (const ws of sockets) ws.terminate()
  for (const a of agents) a.destroy()
  setTimeout(() => process.exit(0), 50)
}

// ---- orchestrator ----

function next<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const on = (m: { type: string }) => { if (m.type === type) { child.off('message', on); child.off('exit', exit); resolve(m as T) } }
    const exit = (code: number) => reject(new Error(`a bench process exited (${code}) before "${type}"`))
    child.on('message', on)
    child.once('exit', exit)
  })
}

const spawn = (mode: string, ...args: string[]) => fork(__filename, [mode, ...args], { execArgv: ['--import', 'tsx'], env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' } })

async function redisReachable(url: string): Promise<boolean> {
  const r = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
  r.on('error', () => undefined)
  try { await r.connect(); await r.ping(); return true } catch { return false } finally { r.disconnect() }
}

async function scenario(instances: number, base: Record<string, string>, admin: pg.Client): Promise<RunFigures> {
  const suffix = crypto.randomBytes(4).toString('hex')
  const schema = `bench_${suffix}`
  await admin.query(`CREATE SCHEMA ${schema}`)
  const env = { ...base, DATABASE_SCHEMA: schema, SOCKET_CHANNEL: `bench_${suffix}` }
  const servers: ChildProcess[] = []
  try {
    const first = spawn('--server', JSON.stringify(env), '--setup')
    servers.push(first)
    const ready = await next<{ port: number; setup: MixedSetup }>(first, 'ready')
    const ports = [ready.port]
    for (let i = 1; i < instances; i++) {
      const more = spawn('--server', JSON.stringify({ ...env, SCHEDULER: '0' }))
      servers.push(more)
      ports.push((await next<{ port: number }>(more, 'ready')).port)
    }
    const client = spawn('--client')
    client.send({ ports, setup: ready.setup })
    const opened = await next<{ open: number }>(client, 'sockets')
    console.log(`  ${instances === 1 ? 'one instance' : `${instances} instances`}: ${opened.open}/${SOCKETS} sockets open, ${WARMUP_SECONDS} s warm-up, then ${SECONDS} s at ${RATE} req/s ...`)
    return (await next<{ figures: RunFigures }>(client, 'done')).figures
  } finally {
    for (const s of servers) {
      if (s.exitCode !== null || s.signalCode !== null) continue
      if (s.connected) s.send({ type: 'close' })
      await new Promise<void>((resolve) => { const k = setTimeout(() => { s.kill('SIGKILL'); resolve() }, 10_000); s.once('exit', () => { clearTimeout(k); resolve() }) })
    }
    await admin.query(`DROP SCHEMA ${schema} CASCADE`)
  }
}

function table(runs: [string, RunFigures][]): void {
  const cell = (f: OpFigures, seconds: number) => {
    const s = [...f.latencies].sort((a, b) => a - b)
    return `${(f.ok / seconds).toFixed(1).padStart(7)} ${pct(s, 50).toFixed(1).padStart(8)} ${pct(s, 99).toFixed(1).padStart(8)} ${String(f.errors).padStart(6)}`
  }
  const head = runs.map(([name]) => name.padEnd(32)).join('   ')
  console.log(`\n${''.padEnd(14)}${head}`)
  console.log(`${'operation'.padEnd(14)}${runs.map(() => `${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(6)}`).join('   ')}`)
  for (const [op] of MIX) console.log(`${op.padEnd(14)}${runs.map(([, r]) => cell(r.ops[op], r.seconds)).join('   ')}`)
  const all = (r: RunFigures): OpFigures => Object.values(r.ops).reduce((a, f) => ({
    ok: a.ok + f.ok, errors: a.errors + f.errors, latencies: a.latencies.concat(f.latencies), messages: {}
  }), { ok: 0, errors: 0, latencies: [] as number[], messages: {} })
  console.log(`${'all'.padEnd(14)}${runs.map(([, r]) => cell(all(r), r.seconds)).join('   ')}`)
  console.log(`${'sockets open'.padEnd(14)}${runs.map(([, r]) => `${r.socketsOpen}/${r.socketsWanted}, ${r.socketsDropped} dropped`.padEnd(32)).join('   ')}`)
  for (const [name, r] of runs) {
    for (const [op, f] of Object.entries(r.ops)) {
      for (const [msg, n] of Object.entries(f.messages)) console.log(`  ${name}, ${op}: ${n} × ${msg}`)
    }
  }
}

async function main(): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 })
  try { await admin.connect() } catch (err) {
    console.log(`bench:mixed needs PostgreSQL (several instances share one database): ${PG_URL} is not reachable (${(err as Error).message})`)
    process.exitCode = 1
    return
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-mixed-'))
  const s3dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-mixed-s3-'))
  const redis = await redisReachable(REDIS_URL)
  let s3: S3rver | undefined
  try {
    const base: Record<string, string> = {
      DATA_DIR: dataDir, H5_DIR: path.join(dataDir, 'none'), LOG_LEVEL: 'warn', DATABASE_URL: PG_URL,
      LOGIN_RATE_LIMIT: '10000', UPLOAD_DAILY_QUOTA_MB: '0', FILE_LINK_SECRET: crypto.randomBytes(24).toString('hex'),
      ...(redis ? { REDIS_URL } : {})
    }
    if (STORAGE === 's3') {
      s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3dir, configureBuckets: [{ name: 'bench-mixed', configs: [] }] })
      const { port } = await s3.run()
      Object.assign(base, {
        STORAGE: 's3', S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: 'bench-mixed', S3_REGION: 'us-east-1',
        S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: '1'
      })
    }
    console.log(`mixed load: ${RATE} req/s for ${SECONDS} s with ${SOCKETS} sockets; PostgreSQL, ${redis ? 'Redis (bus and limits)' : 'no Redis (PostgreSQL bus, limits in the database)'}, ` +
      `files ${STORAGE === 's3' ? 'in S3 (s3rver)' : 'on disk'}; node ${process.version}, ${os.cpus().length} cores, loopback`)
    console.log(`mix: ${MIX.map(([op, w]) => `${op} ${w}%`).join(', ')}`)
    const one = await scenario(1, base, admin)
    const two = await scenario(2, base, admin)
    table([['one instance', one], ['two instances', two]])
  } finally {
    await s3?.close()
    await admin.end()
    fs.rmSync(dataDir, { recursive: true, force: true })
    fs.rmSync(s3dir, { recursive: true, force: true })
  }
}

if (process.argv[2] === '--server') void serverProcess()
else if (process.argv[2] === '--client') void clientProcess()
else main().catch((err) => { console.error(err); process.exit(1) })
