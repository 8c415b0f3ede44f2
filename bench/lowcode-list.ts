// Low-code list latency: a model with 100,000 records (half in each demo project, spread over the contract
// sections) in a temporary SQLite file and a temporary PostgreSQL schema; p50/p99 of POST .../OnlineDev/{id}/List
// for page 1, a deep page, a keyword search and a queryJson equal search, as a project manager of one project
// (project and contract scoping apply), over a loopback HTTP server. SQLite and PostgreSQL side by side.
//   npm run bench:lowcode     (BENCH_RECORDS=100000, BENCH_REQUESTS=40 per query; PostgreSQL from
//                              TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test, skipped when unreachable)
import crypto from 'node:crypto'
import http from 'node:http'
import type { FastifyInstance } from 'fastify'
import { onFreshApp } from './support/fresh-app'
import { seedInspectionModel } from './support/inspection-model'

const RECORDS = Math.max(1000, Math.min(Number(process.env.BENCH_RECORDS || 100_000), 200_000))
const REQUESTS = Math.max(5, Math.min(Number(process.env.BENCH_REQUESTS || 40), 100))
const MODEL = 'vm-bench-list'

const QUERIES: [string, Record<string, unknown>][] = [
  ['page 1 (newest first)', {}],
  ['deep page (row 20,000 of ~50,000)', { currentPage: 1001 }],
  ['keyword (1 in 8 records)', { keyword: '隧道洞口' }],
  ['jnpfKeyword (isKeyword fields)', { queryJson: JSON.stringify({ jnpfKeyword: '互通' }) }],
  ['queryJson equal (level = 3)', { queryJson: JSON.stringify({ level: '3' }) }]
]

const seed = (app: FastifyInstance) => seedInspectionModel(app, { modelId: MODEL, enCode: 'benchList', fullName: '列表基准', records: RECORDS })

function post(port: number, token: string, body: unknown): Promise<number> {
  const payload = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const req = http.request({
      host: '127.0.0.1', port, method: 'POST', path: `/H5Api/api/visualdev/OnlineDev/${MODEL}/List`,
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

/** p50 and p99 of each query, one request at a time after a short warm-up */
async function measure(app: FastifyInstance): Promise<[number, number][]> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const port = (app.server.address() as { port: number }).port
  const password = crypto.createHash('md5').update('Highway@2026').digest('hex')
  const login = await app.inject({ method: 'POST', url: '/H5Api/api/oauth/Login', payload: `account=huangwei&password=${password}&grant_type=password`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
  const token = login.json().data?.token as string
  if (!token) throw new Error(`login failed: ${login.body}`)
  const out: [number, number][] = []
  for (const [, body] of QUERIES) {
    const request = { currentPage: 1, pageSize: 20, ...body }
    for (let i = 0; i < 3; i++) await post(port, token, request)
    const times: number[] = []
    for (let i = 0; i < REQUESTS; i++) times.push(await post(port, token, request))
    times.sort((a, b) => a - b)
    out.push([pct(times, 50), pct(times, 99)])
  }
  return out
}

const run = (dialect: 'sqlite' | 'postgres') => onFreshApp(dialect, { tag: 'lowcode', records: RECORDS, seed, measure })

async function main() {
  console.log(`low-code List, ${RECORDS.toLocaleString()} records, user huangwei (one project: ~${(RECORDS / 2).toLocaleString()} visible), ${REQUESTS} requests per query, loopback, node ${process.version}`)
  const sqlite = await run('sqlite')
  const postgres = await run('postgres')
  const cell = (r: [number, number][] | string, i: number) => (typeof r === 'string' ? '—'.padStart(22) : `${r[i][0].toFixed(1).padStart(8)} ${r[i][1].toFixed(1).padStart(8)} ms`)
  console.log(`\n${'query'.padEnd(38)} ${'SQLite p50      p99'.padStart(22)}   ${'PostgreSQL p50  p99'.padStart(22)}`)
  QUERIES.forEach(([name], i) => console.log(`${name.padEnd(38)} ${cell(sqlite, i)}   ${cell(postgres, i)}`))
  for (const r of [sqlite, postgres]) if (typeof r === 'string') console.log(`\nPostgreSQL ${r}`)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
