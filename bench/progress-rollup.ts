// The progress roll-up (modules/progress: fillings summed per item, joined to every ancestor through the closure
// table, one GROUP BY) over one contract section with a WBS of 20,000 items (4 units × 10 sub-units × 10
// divisions × 50 items) and a year of daily fillings (each item worked on the working days of its own 30-day
// window: about half a million rows), on a temporary SQLite file and a temporary PostgreSQL schema. Beside it, in
// the same run, two baselines: the floor (the fillings summed per item, no tree) and the obvious alternative (every
// filling and node read into the process and rolled up there). Wall times, p50 and max of 7 runs after a warm-up.
//   npm run bench:progress     (BENCH_ITEMS=20000, BENCH_WINDOW=30; PostgreSQL from TEST_DATABASE_URL or DATABASE_URL,
//                               else postgres://postgres@127.0.0.1:5432/test, skipped when unreachable)
import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
// the harness (and with it the whole server) first: the progress module sits in an import cycle with files
import { onFreshApp } from './support/fresh-app'
import type { WbsNodeTable } from '../server/src/db/schema'
import { wbsRepository } from '../server/src/modules/progress'

const ITEMS = Math.max(1000, Math.min(Number(process.env.BENCH_ITEMS || 20_000), 100_000))
const WINDOW = Math.max(5, Math.min(Number(process.env.BENCH_WINDOW || 30), 365))
const CONTRACT = 'ct-bench'
const FIRST_DAY = Math.floor(Date.UTC(2025, 10, 1) / 86_400_000)
const text = (d: number) => new Date(d * 86_400_000).toISOString().slice(0, 10)
let fillings = 0

async function seed(app: FastifyInstance): Promise<void> {
  const db = app.ctx.db
  await db.insertInto('contract').values({
    id: CONTRACT, projectId: 'proj-hj', enCode: 'TJ-BENCH', fullName: '基准合同段', kind: 'construction', contractor: '基准',
    contractorOrganizeId: '', mileage: 'K0+000～K100+000', amount: 0, sortCode: 99
  }).execute()
  const perDivision = Math.ceil(ITEMS / 400)
  const nodes: WbsNodeTable[] = []
  let sort = 0
  const node = (id: string, parentId: string, level: WbsNodeTable['level'], extra: Partial<WbsNodeTable> = {}): WbsNodeTable => {
    const n: WbsNodeTable = {
      id, projectId: 'proj-hj', contractId: CONTRACT, parentId, level, code: id, name: `${level} ${id}`, startChainage: null, endChainage: null,
      billCode: '', unit: '', designQuantity: 0, unitPrice: 0, planStartDay: null, planEndDay: null, sortCode: sort++, ...extra
    }
    nodes.push(n)
    return n
  }
  let count = 0
  for (let u = 0; u < 4; u++) {
    const unit = node(`b${u}`, '', 'unit')
    for (let s = 0; s < 10; s++) {
      const sub = node(`${unit.id}-${s}`, unit.id, 'subunit')
      for (let d = 0; d < 10; d++) {
        const div = node(`${sub.id}-${d}`, sub.id, 'division')
        for (let i = 0; i < perDivision && count < ITEMS; i++, count++) {
          const start = FIRST_DAY + ((count * 7919) % (365 - WINDOW))
          node(`${div.id}-${i}`, div.id, 'item', { unit: 'm³', designQuantity: 1000 + (count % 500), unitPrice: 20 + (count % 300) / 10, planStartDay: start, planEndDay: start + WINDOW - 1 })
        }
      }
    }
  }
  await wbsRepository.insertTree(db, nodes)
  const batch: object[] = []
  const flush = async () => {
    if (batch.length) await db.insertInto('progressFilling').values(batch.splice(0) as never).execute()
  }
  for (const n of nodes.filter((x) => x.level === 'item')) {
    const perDay = Math.round((Number(n.designQuantity) / WINDOW) * 100) / 100
    for (let day = n.planStartDay!; day <= n.planEndDay!; day++) {
      if ((day + 4) % 7 === 0) continue
      batch.push({
        id: crypto.randomUUID().replace(/-/g, ''), projectId: 'proj-hj', contractId: CONTRACT, nodeId: n.id, fillDate: text(day),
        quantity: perDay, percent: 0, photos: '[]', note: '', creatorUserId: 'bench', creatorTime: day * 86_400_000
      })
      fillings++
      if (batch.length >= 900) await flush()
    }
  }
  await flush()
  for (const t of ['progress_filling', 'progress_wbs_node', 'progress_wbs_path']) await sql`analyze ${sql.table(t)}`.execute(db)
}

type Figures = { rollup: number[]; floor: number[]; inProcess: number[]; check: string }

async function time(fn: () => Promise<unknown>): Promise<number[]> {
  await fn()
  const out: number[] = []
  for (let i = 0; i < 7; i++) {
    const t0 = process.hrtime.bigint()
    await fn()
    out.push(Number(process.hrtime.bigint() - t0) / 1e6)
  }
  return out.sort((a, b) => a - b)
}

async function measure(app: FastifyInstance): Promise<Figures> {
  const db = app.ctx.db
  const today = FIRST_DAY + 364
  let rolled = 0
  const rollup = await time(async () => {
    const m = await wbsRepository.rollUp(db, CONTRACT, today)
    rolled = m.size
  })
  const floor = await time(() => sql`select node_id, sum(quantity) as qty from progress_filling where contract_id = ${CONTRACT} group by node_id`.execute(db))
  let total = 0
  const inProcess = await time(async () => {
    const [nodes, rows] = await Promise.all([
      db.selectFrom('progressWbsNode').select(['id', 'parentId', 'unitPrice']).where('contractId', '=', CONTRACT).execute(),
      db.selectFrom('progressFilling').select(['nodeId', 'quantity']).where('contractId', '=', CONTRACT).execute()
    ])
    const byId = new Map(nodes.map((n) => [n.id, n]))
    const done = new Map<string, number>()
    for (const f of rows) {
      const v = Number(f.quantity) * Number(byId.get(f.nodeId)!.unitPrice)
      for (let cur = byId.get(f.nodeId); cur; cur = byId.get(cur.parentId)) done.set(cur.id, (done.get(cur.id) ?? 0) + v)
    }
    total = [...done].filter(([id]) => byId.get(id)!.parentId === '').reduce((s, [, v]) => s + v, 0)
  })
  const units = await wbsRepository.rollUp(db, CONTRACT, today)
  const sqlTotal = ['b0', 'b1', 'b2', 'b3'].reduce((s, id) => s + (units.get(id)?.doneValue ?? 0), 0)
  return { rollup, floor, inProcess, check: `${rolled} nodes rolled up; section value ${sqlTotal.toFixed(2)} (in-process ${total.toFixed(2)})` }
}

const run = (dialect: 'sqlite' | 'postgres') => onFreshApp(dialect, { tag: 'progress', records: ITEMS, seed, measure })

async function main() {
  console.log(`progress roll-up: ${ITEMS.toLocaleString()} WBS items, a year of fillings (${WINDOW}-day windows), node ${process.version}`)
  const sqlite = await run('sqlite')
  const rowsSqlite = fillings
  fillings = 0
  const postgres = await run('postgres')
  const cell = (r: Figures | string, k: 'rollup' | 'floor' | 'inProcess') =>
    typeof r === 'string' ? '—'.padStart(22) : `${r[k][3].toFixed(1).padStart(8)} ${r[k][6].toFixed(1).padStart(8)} ms`
  console.log(`fillings: ${rowsSqlite.toLocaleString()} rows`)
  console.log(`\n${'query'.padEnd(52)} ${'SQLite p50      max'.padStart(22)}   ${'PostgreSQL p50  max'.padStart(22)}`)
  const line = (name: string, k: 'rollup' | 'floor' | 'inProcess') => console.log(`${name.padEnd(52)} ${cell(sqlite, k)}   ${cell(postgres, k)}`)
  line('roll-up: every node, one GROUP BY over the closure', 'rollup')
  line('baseline: fillings summed per item (no tree)', 'floor')
  line('baseline: all rows read, rolled up in the process', 'inProcess')
  for (const r of [sqlite, postgres]) console.log(typeof r === 'string' ? `PostgreSQL ${r}` : r.check)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
