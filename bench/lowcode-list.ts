// Low-code list latency: a model with 100,000 records (half in each demo project, spread over the contract
// sections) in a temporary SQLite file and a temporary PostgreSQL schema; p50/p99 of POST .../OnlineDev/{id}/List
// for page 1, a deep page, a keyword search and a queryJson equal search, as a project manager of one project
// (project and contract scoping apply), over a loopback HTTP server. SQLite and PostgreSQL side by side.
//   npm run bench:lowcode     (BENCH_RECORDS=100000, BENCH_REQUESTS=40 per query; PostgreSQL from
//                              TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test, skipped when unreachable)
import crypto from 'node:crypto'
import http from 'node:http'
import type { FastifyInstance } from 'fastify'
import { parseFormFields } from '../server/src/modules/visualdev/form-fields'
import { searchTextOf } from '../server/src/modules/visualdev/validate'
import { onFreshApp } from './support/fresh-app'

const RECORDS = Math.max(1000, Math.min(Number(process.env.BENCH_RECORDS || 100_000), 200_000))
const REQUESTS = Math.max(5, Math.min(Number(process.env.BENCH_REQUESTS || 40), 100))
const MODEL = 'vm-bench-list'
const HJ_CONTRACTS = ['ct-hj-tj01', 'ct-hj-tj02', 'ct-hj-tj03', 'ct-hj-jl01', 'ct-hj-sy01', 'ct-hj-yz01']
const NJ_CONTRACTS = ['ct-nj-tj01', 'ct-nj-tj02', 'ct-nj-tj03', 'ct-nj-jl01']
const PLACES = ['左幅边坡', '右幅路基', '中分带', '桥梁下部结构', '隧道洞口', '互通匝道', '服务区', '收费站']

const field = (jnpfKey: string, label: string, vModel: string, props: Record<string, unknown> = {}) =>
  ({ __config__: { jnpfKey, label, dataType: 'static' }, __vModel__: vModel, ...props })
const fields = [
  field('input', '巡查标题', 'title'), field('input', '巡查部位', 'place'),
  field('radio', '隐患等级', 'level', { options: [{ id: '1', fullName: '一般' }, { id: '2', fullName: '较大' }, { id: '3', fullName: '重大' }], props: { label: 'fullName', value: 'id' } }),
  field('inputNumber', '参检人数', 'count'), field('datePicker', '巡查日期', 'day', { format: 'yyyy-MM-dd' }),
  field('createUser', '创建人员', 'creatorUser'), field('createTime', '创建时间', 'creatorTime')
]
const list = {
  searchList: [
    { id: 'title', label: '巡查标题', searchType: 2, isKeyword: true }, { id: 'place', label: '巡查部位', searchType: 2, isKeyword: true },
    { id: 'level', label: '隐患等级', searchType: 1 }, { id: 'day', label: '巡查日期', searchType: 3 }
  ],
  columnList: []
}

const QUERIES: [string, Record<string, unknown>][] = [
  ['page 1 (newest first)', {}],
  ['deep page (row 20,000 of ~50,000)', { currentPage: 1001 }],
  ['keyword (1 in 8 records)', { keyword: '隧道洞口' }],
  ['jnpfKeyword (isKeyword fields)', { queryJson: JSON.stringify({ jnpfKeyword: '互通' }) }],
  ['queryJson equal (level = 3)', { queryJson: JSON.stringify({ level: '3' }) }]
]

async function seed(app: FastifyInstance): Promise<void> {
  const db = app.ctx.db
  const json = JSON.stringify
  await db.insertInto('baseVisualDev').values({
    id: MODEL, fullName: '列表基准', enCode: 'benchList', webType: 2, formData: json({ fields }), columnData: json(list), appColumnData: json(list),
    tables: '[]', enableFlow: 0, flowId: '', sortCode: 0, createdAt: 0
  }).execute()
  await db.insertInto('baseModule').values({
    id: 'm-bench-list', parentId: '-1', type: 3, enCode: 'benchList', fullName: '列表基准', icon: '', urlAddress: '',
    propertyJson: json({ moduleId: MODEL }), linkTarget: '', category: 'App', sortCode: 999
  }).execute()
  await db.insertInto('baseAuthorize').values({ id: 'bench-grant', itemType: 'module', itemId: 'm-bench-list', objectType: 'Role', objectId: 'role-pm' }).execute()
  const parsed = parseFormFields(json({ fields }))
  const start = Date.parse('2024-01-01T00:00:00+08:00')
  const batch = app.ctx.dialect === 'sqlite' ? 2000 : 4000
  for (let i = 0; i < RECORDS; i += batch) {
    const rows = []
    for (let n = i; n < Math.min(RECORDS, i + batch); n++) {
      const hj = n % 2 === 0
      const contracts = hj ? HJ_CONTRACTS : NJ_CONTRACTS
      const data = {
        title: `K${(n % 900) + 10}+${String(n % 1000).padStart(3, '0')} 安全巡查 第${n}次`, place: PLACES[n % PLACES.length],
        level: String((n % 3) + 1), count: (n % 20) + 1, day: start + Math.floor(n / 50) * 86_400_000
      }
      rows.push({
        id: crypto.randomUUID().replace(/-/g, ''), modelId: MODEL, projectId: hj ? 'proj-hj' : 'proj-nj', contractId: contracts[n % contracts.length],
        data: json(data), searchText: searchTextOf(parsed, data), creatorUserId: 'u-admin', creatorTime: start + n * 60_000,
        lastModifyUserId: '', lastModifyTime: null, flowState: null
      })
    }
    await db.insertInto('visualdevRecord').values(rows).execute()
  }
}

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
