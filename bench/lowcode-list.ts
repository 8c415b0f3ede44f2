// Low-code list latency: a model with 100,000 records (half in each demo project, spread over the contract
// sections) in a temporary SQLite file and a temporary PostgreSQL schema, its indexes made as the installer makes
// them; p50/p99 of POST .../OnlineDev/{id}/List for page 1, a deep page, a keyword search and a queryJson equal
// search (asked again as a client pages and refreshes, and after a write to the model, which drops the totals and
// page anchors kept for it), as a project manager of one project (project and contract scoping apply), over a loopback HTTP server,
// next to a baseline in the same run: page 1 of a model with 20 records (what a List costs whatever the data).
// SQLite and PostgreSQL side by side.
//   npm run bench:lowcode     (BENCH_RECORDS=100000 up to 1,000,000, BENCH_REQUESTS=200 per query,
//                              BENCH_DIALECTS=sqlite,postgres, BENCH_QUERY_SECONDS=60: a query stops sampling then;
//                              PostgreSQL from TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test,
//                              skipped when unreachable)
//   1,000,000 on PostgreSQL:  BENCH_RECORDS=1000000 BENCH_DIALECTS=postgres npm run bench:lowcode
import crypto from 'node:crypto'
import http from 'node:http'
import os from 'node:os'
import type { FastifyInstance } from 'fastify'
import { onFreshApp } from './support/fresh-app'
import { seedInspectionModel } from './support/inspection-model'

const RECORDS = Math.max(1000, Math.min(Number(process.env.BENCH_RECORDS || 100_000), 1_000_000))
// a p99 needs a hundred samples and more to be more than the slowest one
const REQUESTS = Math.max(5, Math.min(Number(process.env.BENCH_REQUESTS || 200), 1000))
const QUERY_SECONDS = Math.max(5, Number(process.env.BENCH_QUERY_SECONDS || 60))
const DIALECTS = (process.env.BENCH_DIALECTS || 'sqlite,postgres').split(',').map((d) => d.trim())
const MODEL = 'vm-bench-list'
const SMALL = 'vm-bench-small'

/**
 * [name, model, body, cold]: the first is the baseline. A List keeps a filtered total and the anchors of deep pages
 * until a record of the model changes (visualdev count-cache.ts, page-anchors.ts); a `cold` query is asked after
 * such a change every time (a record's level is edited before each request, outside the timing): its total is
 * brought up to date from the edit (count-follow.ts, or counted again where that cannot be) and its deep page
 * walked to again
 */
const DEEP = `deep page (row 20,000 of ~${(RECORDS / 2).toLocaleString()})`
const QUERIES: [string, string, Record<string, unknown>, boolean?][] = [
  ['baseline: page 1 of a 20-record model', SMALL, {}],
  ['page 1 (newest first)', MODEL, {}],
  [DEEP, MODEL, { currentPage: 1001 }],
  ['keyword (1 in 8 records)', MODEL, { keyword: '隧道洞口' }],
  ['jnpfKeyword (isKeyword fields)', MODEL, { queryJson: JSON.stringify({ jnpfKeyword: '互通' }) }],
  ['queryJson equal (level = 3)', MODEL, { queryJson: JSON.stringify({ level: '3' }) }],
  ['deep page, after a write', MODEL, { currentPage: 1001 }, true],
  ['keyword, after a write', MODEL, { keyword: '隧道洞口' }, true],
  ['queryJson equal, after a write', MODEL, { queryJson: JSON.stringify({ level: '3' }) }, true]
]

async function seed(app: FastifyInstance) {
  await seedInspectionModel(app, { modelId: SMALL, enCode: 'benchSmall', fullName: '列表基准小', records: 20 })
  await seedInspectionModel(app, { modelId: MODEL, enCode: 'benchList', fullName: '列表基准', records: RECORDS })
}

function post(port: number, token: string, model: string, body: unknown): Promise<number> {
  const payload = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const req = http.request({
      host: '127.0.0.1', port, method: 'POST', path: `/H5Api/api/visualdev/OnlineDev/${model}/List`,
      headers: { authorization: token, 'jnpf-origin': 'app', 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
    }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const answer = JSON.parse(Buffer.concat(chunks).toString()) as { code: number; msg: string }
        if (answer.code !== 200) reject(new Error(`List answered ${answer.code} ${answer.msg}`))
        else resolve(Number(process.hrtime.bigint() - started) / 1e6)
      })
    })
    req.on('error', reject)
    req.end(payload)
  })
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

/** p50, p99 and samples of each query, one request at a time after a short warm-up, for at most QUERY_SECONDS */
async function measure(app: FastifyInstance): Promise<[number, number, number][]> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const port = (app.server.address() as { port: number }).port
  const password = crypto.createHash('md5').update('Highway@2026').digest('hex')
  const login = await app.inject({ method: 'POST', url: '/H5Api/api/oauth/Login', payload: `account=huangwei&password=${password}&grant_type=password`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
  const token = login.json().data?.token as string
  if (!token) throw new Error(`login failed: ${login.body}`)
  const out: [number, number, number][] = []
  // a real edit by a site user, outside the timing: one of 50 of the project's records moves to the next 隐患等级, so
  // the totals of the level filters change with it, the model's change number rises and its earlier image is logged
  const edited = await app.ctx.db.selectFrom('visualdevRecord').select(['id', 'data']).where('modelId', '=', MODEL).where('projectId', '=', 'proj-hj').limit(50).execute()
  let edits = 0
  const written = async () => {
    const rec = edited[edits++ % edited.length]
    const data = typeof rec.data === 'string' ? JSON.parse(rec.data) : rec.data
    data.level = String((Number(data.level) % 3) + 1)
    rec.data = JSON.stringify(data)
    await app.ctx.db.updateTable('visualdevRecord').set({ data: rec.data, lastModifyTime: Date.now() }).where('id', '=', rec.id).execute()
  }
  for (const [, model, body, cold] of QUERIES) {
    const request = { currentPage: 1, pageSize: 20, ...body }
    for (let i = 0; i < 3; i++) await post(port, token, model, request)
    const times: number[] = []
    const until = Date.now() + QUERY_SECONDS * 1000
    for (let i = 0; i < REQUESTS && Date.now() < until; i++) {
      if (cold) await written()
      times.push(await post(port, token, model, request))
    }
    times.sort((a, b) => a - b)
    out.push([pct(times, 50), pct(times, 99), times.length])
  }
  return out
}

type Figures = [number, number, number][] | string

const run = (dialect: 'sqlite' | 'postgres'): Promise<Figures> =>
  (DIALECTS.includes(dialect) ? onFreshApp(dialect, { tag: 'lowcode', records: RECORDS, seed, measure }) : Promise.resolve('not asked for (BENCH_DIALECTS)'))

async function main() {
  console.log(`low-code List, ${RECORDS.toLocaleString()} records, user huangwei (one project: ~${(RECORDS / 2).toLocaleString()} visible), ${REQUESTS} requests per query, loopback, node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`)
  const sqlite = await run('sqlite')
  const postgres = await run('postgres')
  const cell = (r: Figures, i: number) => (typeof r === 'string' ? '—'.padStart(22) : `${r[i][0].toFixed(1).padStart(8)} ${r[i][1].toFixed(1).padStart(8)} ms${r[i][2] < REQUESTS ? ` (${r[i][2]} samples)` : ''}`)
  console.log(`\n${'query'.padEnd(38)} ${'SQLite p50      p99'.padStart(22)}   ${'PostgreSQL p50  p99'.padStart(22)}`)
  QUERIES.forEach(([name], i) => console.log(`${name.padEnd(38)} ${cell(sqlite, i)}   ${cell(postgres, i)}`))
  if (typeof sqlite === 'string') console.log(`\nSQLite ${sqlite}`)
  if (typeof postgres === 'string') console.log(`\nPostgreSQL ${postgres}`)
  console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
