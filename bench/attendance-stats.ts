// Attendance statistics latency: 2,000 registered workers on the three construction sections of 杭金 (on top of the
// demo's), with a month of punches (in and out on every working day, one in sixteen absent, one in twelve late, a few
// field-service punches), in a temporary SQLite file and a temporary PostgreSQL schema; p50/p99 of
// GET /api/attendance/statistics over last month for one section and for the whole project, next to the bare health
// route and the records list's first page as baselines, as the project manager huangwei, over a loopback HTTP
// server. SQLite and PostgreSQL side by side.
//   npm run bench:attendance   (BENCH_WORKERS=2000, BENCH_REQUESTS=20 per query; PostgreSQL from TEST_DATABASE_URL,
//                               DATABASE_URL or postgres://postgres@127.0.0.1:5432/test, skipped when unreachable)
import crypto from 'node:crypto'
import http from 'node:http'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { idCardCheckChar } from '../src/utils/id-card'
import type { AttendancePunchTable, AttendanceWorkerTable } from '../server/src/db/schema'
import { onFreshApp } from './support/fresh-app'

const WORKERS = Math.max(100, Math.min(Number(process.env.BENCH_WORKERS || 2000), 20_000))
const REQUESTS = Math.max(5, Math.min(Number(process.env.BENCH_REQUESTS || 20), 100))
const SECTIONS = ['ct-hj-tj01', 'ct-hj-tj02', 'ct-hj-tj03']
const DAY = 86_400_000
const CN = 8 * 3_600_000

/** last month, China time: the period every statistics query asks for */
function lastMonth(now = Date.now()): { from: string; to: string; days: string[] } {
  const today = new Date(now + CN).toISOString().slice(0, 10)
  const to = new Date(Date.parse(`${today.slice(0, 8)}01T00:00:00Z`) - DAY).toISOString().slice(0, 10)
  const from = `${to.slice(0, 8)}01`
  const days: string[] = []
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY) days.push(new Date(t).toISOString().slice(0, 10))
  return { from, to, days }
}
const MONTH = lastMonth()

/** [name, path] */
const QUERIES: [string, string][] = [
  ['health (bare route, baseline)', '/H5Api/api/health'],
  ['records page 1 (baseline)', `/H5Api/api/attendance/records?projectId=proj-hj&from=${MONTH.from}&to=${MONTH.to}&currentPage=1&pageSize=20`],
  ['statistics, one section, month', `/H5Api/api/attendance/statistics?contractId=ct-hj-tj01&from=${MONTH.from}&to=${MONTH.to}`],
  ['statistics, project, month', `/H5Api/api/attendance/statistics?projectId=proj-hj&from=${MONTH.from}&to=${MONTH.to}`]
]

const rand = (s: string) => crypto.createHash('md5').update(s).digest().readUInt32BE(0) / 2 ** 32
/** a valid card, unique for i below 21,000 (month, day and sequence repeat together only then) */
const card = (i: number) => {
  const first17 = `3307821985${String(1 + (i % 12)).padStart(2, '0')}${String(1 + (i % 28)).padStart(2, '0')}${String(i % 1000).padStart(3, '0')}`
  return first17 + idCardCheckChar(first17)
}

async function seed(app: FastifyInstance): Promise<void> {
  const db = app.ctx.db
  const workers: AttendanceWorkerTable[] = []
  for (let i = 0; i < WORKERS; i++) {
    const contractId = SECTIONS[i % SECTIONS.length]
    workers.push({
      id: `bench-w-${i}`, projectId: 'proj-hj', contractId, userId: '', realName: `基准${i}`, idCard: card(Math.floor(i / SECTIONS.length)),
      mobile: '', trade: ['钢筋工', '混凝土工', '木工', '架子工'][i % 4], team: `班组${i % 40}`, entryDate: '2020-01-01', exitDate: '',
      creatorUserId: 'u-admin', creatorTime: 0, lastModifyTime: null
    })
  }
  const punches: AttendancePunchTable[] = []
  const rest = new Set<number>([0]) // Sundays off
  for (const day of MONTH.days) {
    if (rest.has(new Date(`${day}T00:00:00Z`).getUTCDay())) continue
    const midnight = Date.parse(`${day}T00:00:00+08:00`)
    for (const w of workers) {
      const r = rand(`${w.id}${day}`)
      if (r < 1 / 16) continue
      const inMin = 7 * 60 + (r > 11 / 12 ? 45 : Math.floor(rand(`${w.id}${day}i`) * 35))
      const outMin = 17 * 60 + 30 + Math.floor(rand(`${w.id}${day}o`) * 50)
      const field = rand(`${w.id}${day}f`) < 0.02 ? 1 : 0
      for (const [kind, min] of [['in', inMin], ['out', outMin]] as const) {
        const t = midnight + min * 60_000
        punches.push({
          id: `bench-p-${w.id}-${day}-${kind}`, projectId: 'proj-hj', contractId: w.contractId, userId: '', workerId: w.id, kind, punchTime: t, punchDay: day,
          longitude: 120.1, latitude: 29.9, accuracy: 15, fenceId: '', distance: field ? 1200 : 0, field, photos: '[]', reason: field ? '外出送检' : '', address: '',
          requestKey: `bench-${w.id}-${day}-${kind}`, creatorTime: t
        })
      }
    }
  }
  await db.transaction().execute(async (trx) => {
    for (const c of SECTIONS) {
      await trx.updateTable('attendanceRule').set({ restDays: '0' }).where('contractId', '=', c).execute()
    }
    for (let i = 0; i < workers.length; i += 200) await trx.insertInto('attendanceWorker').values(workers.slice(i, i + 200)).execute()
    for (let i = 0; i < punches.length; i += 500) await trx.insertInto('attendancePunch').values(punches.slice(i, i + 500)).execute()
  })
  console.log(`  ${workers.length.toLocaleString()} workers, ${punches.length.toLocaleString()} punches (${MONTH.from} to ${MONTH.to})`)
  const postgres = app.ctx.config.databaseUrl !== ''
  for (const table of ['attendance_worker', 'attendance_punch']) await sql`${sql.raw(postgres ? 'vacuum analyze' : 'analyze')} ${sql.raw(table)}`.execute(db)
}

function get(port: number, token: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    http.get({ host: '127.0.0.1', port, path, headers: { authorization: token, 'jnpf-origin': 'app' } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const answer = JSON.parse(Buffer.concat(chunks).toString()) as { code?: number; msg?: string }
        if (res.statusCode !== 200 || (answer.code !== undefined && answer.code !== 200)) reject(new Error(`${path} answered ${res.statusCode} ${answer.code} ${answer.msg}`))
        else resolve(Number(process.hrtime.bigint() - started) / 1e6)
      })
    }).on('error', reject)
  })
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

async function measure(app: FastifyInstance): Promise<[number, number][]> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const port = (app.server.address() as { port: number }).port
  const password = crypto.createHash('md5').update('Highway@2026').digest('hex')
  const login = await app.inject({ method: 'POST', url: '/H5Api/api/oauth/Login', payload: `account=huangwei&password=${password}&grant_type=password`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
  const token = login.json().data?.token as string
  if (!token) throw new Error(`login failed: ${login.body}`)
  const out: [number, number][] = []
  for (const [, path] of QUERIES) {
    for (let i = 0; i < 3; i++) await get(port, token, path)
    const times: number[] = []
    for (let i = 0; i < REQUESTS; i++) times.push(await get(port, token, path))
    times.sort((a, b) => a - b)
    out.push([pct(times, 50), pct(times, 99)])
  }
  return out
}

const run = (dialect: 'sqlite' | 'postgres') => onFreshApp(dialect, { tag: 'attendance', records: WORKERS, seed, measure })

async function main() {
  console.log(`attendance statistics, ${WORKERS.toLocaleString()} workers over ${MONTH.from}..${MONTH.to}, user huangwei (project 杭金), ${REQUESTS} requests per query, loopback, node ${process.version}`)
  const sqlite = await run('sqlite')
  const postgres = await run('postgres')
  const cell = (r: [number, number][] | string, i: number) => (typeof r === 'string' ? '—'.padStart(22) : `${r[i][0].toFixed(1).padStart(8)} ${r[i][1].toFixed(1).padStart(8)} ms`)
  console.log(`\n${'query'.padEnd(36)} ${'SQLite p50      p99'.padStart(22)}   ${'PostgreSQL p50  p99'.padStart(22)}`)
  QUERIES.forEach(([name], i) => console.log(`${name.padEnd(36)} ${cell(sqlite, i)}   ${cell(postgres, i)}`))
  for (const r of [sqlite, postgres]) if (typeof r === 'string') console.log(`\nPostgreSQL ${r}`)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
