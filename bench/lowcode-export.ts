// Low-code list export: POST .../OnlineDev/{id}/Actions/ExportData of 100,000 records (dataType "1", every list
// column) and the download of the .xlsx, against a baseline in the same run: the List endpoint reading the same rows
// page by page (1000 a page, the most it serves). Wall time and the process's peak RSS and heap (sampled every 10 ms,
// after a GC) for each, in a temporary SQLite file and a temporary PostgreSQL schema, side by side. Loopback only.
//   npm run bench:export      (BENCH_RECORDS=100000; PostgreSQL from TEST_DATABASE_URL or DATABASE_URL, else
//                              postgres://postgres@127.0.0.1:5432/test, skipped when unreachable)
import crypto from 'node:crypto'
import http from 'node:http'
import type { FastifyInstance } from 'fastify'
import { parseFormFields } from '../server/src/modules/visualdev/form-fields'
import { searchTextOf } from '../server/src/modules/visualdev/validate'
import { onFreshApp } from './support/fresh-app'

const RECORDS = Math.max(1000, Math.min(Number(process.env.BENCH_RECORDS || 100_000), 200_000))
const MODEL = 'vm-bench-export'
const PLACES = ['左幅边坡', '右幅路基', '中分带', '桥梁下部结构', '隧道洞口', '互通匝道', '服务区', '收费站']
const MB = 1024 * 1024

const field = (jnpfKey: string, label: string, vModel: string, props: Record<string, unknown> = {}) =>
  ({ __config__: { jnpfKey, label, dataType: 'static' }, __vModel__: vModel, ...props })
const fields = [
  field('input', '巡查标题', 'title'), field('input', '巡查部位', 'place'),
  field('radio', '隐患等级', 'level', { options: [{ id: '1', fullName: '一般' }, { id: '2', fullName: '较大' }, { id: '3', fullName: '重大' }], props: { label: 'fullName', value: 'id' } }),
  field('inputNumber', '参检人数', 'count'), field('datePicker', '巡查日期', 'day', { format: 'yyyy-MM-dd' }),
  field('uploadImg', '现场照片', 'photos'), field('createUser', '创建人员', 'creatorUser'), field('createTime', '创建时间', 'creatorTime')
]
const columnList = fields.map((f) => ({ prop: f.__vModel__, id: f.__vModel__, label: f.__config__.label, fullName: f.__config__.label }))
const list = { columnList, searchList: [], btnsList: [{ value: 'download', label: '导出' }], defaultSortConfig: [{ field: 'creatorTime', sort: 'desc' }] }

async function seed(app: FastifyInstance): Promise<void> {
  const db = app.ctx.db
  const json = JSON.stringify
  await db.insertInto('baseVisualDev').values({
    id: MODEL, fullName: '导出基准', enCode: 'benchExport', webType: 2, formData: json({ fields }), columnData: json(list), appColumnData: json(list),
    tables: '[]', enableFlow: 0, flowId: '', sortCode: 0, createdAt: 0
  }).execute()
  const parsed = parseFormFields(json({ fields }))
  const start = Date.parse('2024-01-01T00:00:00+08:00')
  const batch = app.ctx.dialect === 'sqlite' ? 2000 : 4000
  for (let i = 0; i < RECORDS; i += batch) {
    const rows = []
    for (let n = i; n < Math.min(RECORDS, i + batch); n++) {
      const data: Record<string, unknown> = {
        title: `K${(n % 900) + 10}+${String(n % 1000).padStart(3, '0')} 安全巡查 第${n}次`, place: PLACES[n % PLACES.length],
        level: String((n % 3) + 1), count: (n % 20) + 1, day: start + Math.floor(n / 50) * 86_400_000
      }
      // one record in ten carries a photo, written as a link to it
      if (n % 10 === 0) data.photos = [{ name: `现场${n}.jpg`, url: `/api/file/Image/annexpic/20240101_${crypto.randomUUID()}.jpg` }]
      rows.push({
        id: crypto.randomUUID().replace(/-/g, ''), modelId: MODEL, projectId: 'proj-hj', contractId: '',
        data: json(data), searchText: searchTextOf(parsed, data), creatorUserId: 'u-admin', creatorTime: start + n * 60_000,
        lastModifyUserId: '', lastModifyTime: null, flowState: null
      })
    }
    await db.insertInto('visualdevRecord').values(rows).execute()
  }
}

function request(port: number, token: string, method: 'GET' | 'POST', url: string, body?: unknown): Promise<Buffer> {
  const payload = body === undefined ? undefined : JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1', port, method, path: url,
      headers: { authorization: token, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) }
    }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => (res.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`${url} answered HTTP ${res.statusCode}`))))
    })
    req.on('error', reject)
    req.end(payload)
  })
}

interface Figures { seconds: number; rssMb: number; heapMb: number; note: string }

/** runs `job` with the process's RSS and heap sampled every 10 ms; peaks are what the job added to a collected heap */
async function measured(job: () => Promise<string>): Promise<Figures> {
  ;(globalThis as { gc?: () => void }).gc?.()
  const base = process.memoryUsage()
  let rss = base.rss
  let heap = base.heapUsed
  const timer = setInterval(() => {
    const m = process.memoryUsage()
    rss = Math.max(rss, m.rss)
    heap = Math.max(heap, m.heapUsed)
  }, 10)
  const started = process.hrtime.bigint()
  try {
    const note = await job()
    return { seconds: Number(process.hrtime.bigint() - started) / 1e9, rssMb: (rss - base.rss) / MB, heapMb: (heap - base.heapUsed) / MB, note }
  } finally {
    clearInterval(timer)
  }
}

async function measure(app: FastifyInstance): Promise<Figures[]> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const port = (app.server.address() as { port: number }).port
  const password = crypto.createHash('md5').update('Highway@2026').digest('hex')
  const login = await app.inject({ method: 'POST', url: '/H5Api/api/oauth/Login', payload: `account=admin&password=${password}&grant_type=password`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
  const token = login.json().data?.token as string
  if (!token) throw new Error(`login failed: ${login.body}`)
  const base = `/H5Api/api/visualdev/OnlineDev/${MODEL}`
  const listing = await measured(async () => {
    let rows = 0
    for (let page = 1; ; page++) {
      const answer = JSON.parse((await request(port, token, 'POST', `${base}/List`, { currentPage: page, pageSize: 1000 })).toString()) as { data: { list: unknown[] } }
      rows += answer.data.list.length
      if (answer.data.list.length < 1000) break
    }
    return `${rows.toLocaleString()} rows in ${Math.ceil(rows / 1000)} pages`
  })
  const exporting = await measured(async () => {
    const answer = JSON.parse((await request(port, token, 'POST', `${base}/Actions/ExportData`, { dataType: '1', selectKey: columnList.map((c) => c.prop) })).toString()) as { code: number; msg: string; data: { url: string } }
    if (answer.code !== 200) throw new Error(`ExportData answered ${answer.code} ${answer.msg}`)
    const file = await request(port, token, 'GET', answer.data.url)
    return `.xlsx of ${(file.length / MB).toFixed(1)} MB`
  })
  return [listing, exporting]
}

const run = (dialect: 'sqlite' | 'postgres') => onFreshApp(dialect, { tag: 'export', records: RECORDS, seed, measure })

async function main() {
  if (!(globalThis as { gc?: unknown }).gc) console.log('(run with --expose-gc for comparable memory figures: npm run bench:export)')
  console.log(`low-code export, ${RECORDS.toLocaleString()} records, 8 columns (1 in 10 with a photo link), administrator, loopback, node ${process.version}`)
  const results = { SQLite: await run('sqlite'), PostgreSQL: await run('postgres') }
  const names = ['List, every page of 1000 (baseline)', 'ExportData + download']
  console.log(`\n${''.padEnd(38)} ${'time'.padStart(8)} ${'peak RSS +'.padStart(11)} ${'peak heap +'.padStart(12)}`)
  for (const [db, r] of Object.entries(results)) {
    if (typeof r === 'string') { console.log(`${db}: ${r}`); continue }
    console.log(db)
    r.forEach((f, i) => console.log(`  ${names[i].padEnd(36)} ${`${f.seconds.toFixed(1)} s`.padStart(8)} ${`${f.rssMb.toFixed(0)} MB`.padStart(11)} ${`${f.heapMb.toFixed(0)} MB`.padStart(12)}   ${f.note}`))
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
