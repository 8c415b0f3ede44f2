// Printing one low-code record: POST .../OnlineDev/{id}/{recordId}/Actions/Print and the download of the PDF, for a
// record of 20 fields (text, options, dates, numbers, a child table of 5 rows, a hand signature) with 6 photos
// (1024x768 JPEGs of about 120 kB, as the app uploads them), and changed 3 times (history). The baseline in the same
// run is ExportData of the same record (dataType "2", every column) and the download of its .xlsx. Time of the first
// print (reads the font), then p50/p90 over the following ones, and the file sizes; SQLite and PostgreSQL side by
// side, through fastify.inject.
//   npm run bench:print      (BENCH_REQUESTS=20; PostgreSQL from TEST_DATABASE_URL or DATABASE_URL, else
//                             postgres://postgres@127.0.0.1:5432/test, skipped when unreachable)
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { signaturePng } from '../server/src/db/seed/flows/signature-png'
import { newStoredName } from '../server/src/modules/files/storage'
import { parseFormFields } from '../server/src/modules/visualdev/form-fields'
import { searchTextOf } from '../server/src/modules/visualdev/validate'
import { onFreshApp } from './support/fresh-app'

const REQUESTS = Math.max(5, Math.min(Number(process.env.BENCH_REQUESTS || 20), 200))
const MODEL = 'vm-bench-print'
const RECORD = 'rec-bench-print'
const PHOTO = fs.readFileSync(path.join(__dirname, '../tests/server/fixtures/site-photo.jpg'))
const KB = 1024

const field = (jnpfKey: string, label: string, vModel: string, props: Record<string, unknown> = {}) =>
  ({ __config__: { jnpfKey, label, dataType: 'static' }, __vModel__: vModel, ...props })
const options = (...labels: string[]) => ({ options: labels.map((fullName, i) => ({ id: String(i + 1), fullName })), props: { label: 'fullName', value: 'id' } })
const fields = [
  field('input', '检查标题', 'title'), field('input', '检查桩号', 'station'), field('input', '检查部位', 'place'),
  field('radio', '隐患等级', 'level', options('一般隐患', '较大隐患', '重大隐患')),
  field('select', '检查类型', 'kind', options('日常巡查', '专项检查', '节前检查')),
  field('checkbox', '检查项目', 'items', options('临边防护', '高处作业', '临时用电', '文明施工')),
  field('datePicker', '检查日期', 'day', { format: 'yyyy-MM-dd' }), field('datePicker', '整改期限', 'deadline', { format: 'yyyy-MM-dd' }),
  field('inputNumber', '参检人数', 'people'), field('inputNumber', '安全得分', 'score'), field('inputNumber', '质量得分', 'quality'),
  field('switch', '需要整改', 'needFix'), field('textarea', '检查情况描述', 'summary'), field('textarea', '整改要求', 'demand'),
  field('input', '整改责任人', 'owner'), field('input', '联系电话', 'phone'), field('uploadImg', '现场照片', 'photos'),
  { __config__: { jnpfKey: 'table', label: '检查问题明细', children: [field('input', '问题描述', 'desc'), field('input', '问题类别', 'cat'), field('inputNumber', '扣分', 'minus')] }, __vModel__: 'problems' },
  field('sign', '检查人签名', 'signer'), field('createUser', '创建人员', 'creator')
]
const columnList = fields.filter((f) => f.__config__.jnpfKey !== 'table').map((f) => ({ prop: f.__vModel__, id: f.__vModel__, label: f.__config__.label, fullName: f.__config__.label }))
const list = { columnList, searchList: [], btnsList: [{ value: 'download', label: '导出' }] }

async function seed(app: FastifyInstance): Promise<void> {
  const db = app.ctx.db
  const json = JSON.stringify
  await db.insertInto('baseVisualDev').values({
    id: MODEL, fullName: '现场综合检查记录', enCode: 'benchPrint', webType: 2, formData: json({ fields }), columnData: json(list),
    appColumnData: json(list), tables: '[]', enableFlow: 0, flowId: '', sortCode: 0, createdAt: 0
  }).execute()
  // six distinct photo files, stored where uploads go, as the app's uploader would have left them
  const photos = await Promise.all(Array.from({ length: 6 }, async (_, i) => {
    const name = newStoredName('jpg', new Date())
    // a different byte at the end of each copy, so none is the same file as another
    await app.ctx.store.write('annexpic', name, Buffer.concat([PHOTO, Buffer.from([i])]))
    return { name: `现场照片${i + 1}.jpg`, url: `/api/file/Image/annexpic/${name}` }
  }))
  const day = Date.parse('2025-05-01T00:00:00+08:00')
  const data = {
    title: 'K62+300 左幅边坡防护节前安全检查', station: 'K62+000～K62+500', place: '路基工程/边坡防护', level: '2', kind: '3', items: ['1', '2', '4'],
    day, deadline: day + 3 * 86_400_000, people: 6, score: 86, quality: 90, needFix: 1,
    summary: 'K62+200 段边坡锚杆框格梁施工，高处作业人员安全带挂设不规范，坡顶截水沟未及时贯通，临边防护栏杆部分缺失。'.repeat(2),
    demand: '节前完成全部整改并报安全质量部复查，整改前暂停坡面高处作业。', owner: '蒋涛', phone: '13800000103', photos,
    problems: Array.from({ length: 5 }, (_, i) => ({ id: `p${i}`, desc: `第${i + 1}处：坡面高处作业人员安全带未高挂低用`, cat: '高处坠落', minus: i + 1 })),
    signer: signaturePng(4)
  }
  const parsed = parseFormFields(json({ fields }))
  await db.insertInto('visualdevRecord').values({
    id: RECORD, modelId: MODEL, projectId: 'proj-hj', contractId: '', data: json(data), searchText: searchTextOf(parsed, data),
    creatorUserId: 'u-admin', creatorTime: day, lastModifyUserId: '', lastModifyTime: null, flowState: null
  }).execute()
  const changes = [['title', '检查标题', 'K62+300 边坡检查', data.title], ['score', '安全得分', '80', '86'], ['owner', '整改责任人', '冯雪', '蒋涛']]
  await db.insertInto('visualdevRecordHistory').values(changes.map(([f, label, oldValue, newValue], i) => ({
    id: crypto.randomUUID(), modelId: MODEL, recordId: RECORD, userId: 'u-admin', createdAt: day + (i + 1) * 3_600_000, version: i + 1,
    changes: json([{ field: f, label, oldValue, newValue }])
  }))).execute()
}

interface Figures { first: number; p50: number; p90: number; bytes: number }

async function timed(app: FastifyInstance, token: string, url: string, body: unknown): Promise<{ ms: number; bytes: number }> {
  const started = process.hrtime.bigint()
  const answer = await app.inject({ method: 'POST', url, payload: body as object, headers: { authorization: token } })
  const parsed = answer.json() as { code: number; msg: string; data: { url: string } }
  if (parsed.code !== 200) throw new Error(`${url} answered ${parsed.code} ${parsed.msg}`)
  const file = await app.inject({ method: 'GET', url: parsed.data.url })
  const ms = Number(process.hrtime.bigint() - started) / 1e6
  if (file.statusCode !== 200) throw new Error(`download answered HTTP ${file.statusCode}`)
  return { ms, bytes: file.rawPayload.length }
}

async function series(app: FastifyInstance, token: string, url: string, body: unknown): Promise<Figures> {
  const first = await timed(app, token, url, body)
  const times: number[] = []
  for (let i = 0; i < REQUESTS; i++) times.push((await timed(app, token, url, body)).ms)
  times.sort((a, b) => a - b)
  return { first: first.ms, p50: times[Math.floor(times.length * 0.5)], p90: times[Math.floor(times.length * 0.9)], bytes: first.bytes }
}

async function measure(app: FastifyInstance): Promise<Figures[]> {
  const password = crypto.createHash('md5').update('Highway@2026').digest('hex')
  const login = await app.inject({ method: 'POST', url: '/H5Api/api/oauth/Login', payload: `account=admin&password=${password}&grant_type=password`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
  const token = login.json().data?.token as string
  if (!token) throw new Error(`login failed: ${login.body}`)
  const base = `/H5Api/api/visualdev/OnlineDev/${MODEL}`
  const exporting = await series(app, token, `${base}/Actions/ExportData`, { dataType: '2', selectIds: [RECORD], selectKey: columnList.map((c) => c.prop) })
  const printing = await series(app, token, `${base}/${RECORD}/Actions/Print`, {})
  return [exporting, printing]
}

const run = (dialect: 'sqlite' | 'postgres') => onFreshApp(dialect, { tag: 'print', records: 1, seed, measure })

async function main() {
  console.log(`print one low-code record: 20 fields, 6 photos of ${(PHOTO.length / KB).toFixed(0)} kB, a child table of 5 rows, a signature, 3 changes; administrator, inject, node ${process.version}`)
  const results = { SQLite: await run('sqlite'), PostgreSQL: await run('postgres') }
  const names = ['ExportData + download (.xlsx, baseline)', 'Print + download (.pdf)']
  console.log(`\n${''.padEnd(42)} ${'first'.padStart(9)} ${`p50 of ${REQUESTS}`.padStart(10)} ${'p90'.padStart(9)} ${'file'.padStart(10)}`)
  for (const [db, r] of Object.entries(results)) {
    if (typeof r === 'string') { console.log(`${db}: ${r}`); continue }
    console.log(db)
    r.forEach((f, i) => console.log(`  ${names[i].padEnd(40)} ${`${f.first.toFixed(0)} ms`.padStart(9)} ${`${f.p50.toFixed(0)} ms`.padStart(10)} ${`${f.p90.toFixed(0)} ms`.padStart(9)} ${`${(f.bytes / KB).toFixed(0)} kB`.padStart(10)}`))
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
