// SQL of the WBS and its roll-up. Every figure of progress is read here, by one aggregation per question: the
// fillings summed per item, joined to the items' ancestors through the closure table (progress_wbs_path) and grouped
// by ancestor, so an item, a division, a sub-unit and a unit are all rows of the same GROUP BY and no code walks
// the tree. An item's amounts are rounded to the fen before they are summed, as a bill rounds each line, so a
// parent is exactly the sum of its children. Column aliases are single words: the CamelCase plugin renames result keys. Values are quantity × unit price, rounded to the fen when they leave here.
import { sql, type RawBuilder } from 'kysely'
import type { Db } from '../../db/database'
import type { WbsLevel, WbsNodeTable } from '../../db/schema'

export interface NodeFigures {
  nodeId: string
  /** Σ design quantity × unit price of the items under the node (the node itself when it is an item) */
  designValue: number
  doneValue: number
  /** only meaningful for items: the filled quantity */
  doneQuantity: number
  /** design value planned to be done by the day asked about (linear over each item's planned window) */
  plannedValue: number
  items: number
  doneItems: number
}

export const money = (v: unknown): number => Math.round(Number(v ?? 0) * 100) / 100

/** fraction of an item's planned window elapsed by `day` (inclusive), as SQL: 0 before, 1 after */
const plannedShare = (day: number) => sql<number>`case
  when i.plan_start_day is null or i.plan_end_day is null then 0
  when ${day} >= i.plan_end_day then 1
  when ${day} < i.plan_start_day then 0
  else (${day} - i.plan_start_day + 1) * 1.0 / (i.plan_end_day - i.plan_start_day + 1) end`

/** the fillings per item up to a day: one GROUP BY over the section's (or project's) fillings */
const filled = (scope: RawBuilder<unknown>, upTo?: string) => sql`(select f.node_id, sum(f.quantity) as qty
  from progress_filling f where ${scope}${upTo ? sql` and f.fill_date <= ${upTo}` : sql``} group by f.node_id)`

export const wbsRepository = {
  nodesOf(db: Db, contractId: string): Promise<WbsNodeTable[]> {
    return db.selectFrom('progressWbsNode').selectAll().where('contractId', '=', contractId).orderBy('sortCode').execute()
  },
  node(db: Db, id: string): Promise<WbsNodeTable | undefined> {
    return db.selectFrom('progressWbsNode').selectAll().where('id', '=', id).executeTakeFirst()
  },
  items(db: Db, ids: string[]): Promise<WbsNodeTable[]> {
    if (ids.length === 0) return Promise.resolve([])
    return db.selectFrom('progressWbsNode').selectAll().where('id', 'in', ids).where('level', '=', 'item').execute()
  },

  /** every node of a section with its rolled-up figures, in one statement */
  async rollUp(db: Db, contractId: string, day: number, upTo?: string): Promise<Map<string, NodeFigures>> {
    const { rows } = await sql<Record<string, unknown>>`
      select p.ancestor_id as node,
        sum(round(i.design_quantity * i.unit_price, 2)) as design,
        sum(round(coalesce(f.qty, 0) * i.unit_price, 2)) as done,
        sum(coalesce(f.qty, 0)) as quantity,
        sum(i.design_quantity * i.unit_price * ${plannedShare(day)}) as planned,
        count(*) as items,
        sum(case when coalesce(f.qty, 0) >= i.design_quantity then 1 else 0 end) as finished
      from progress_wbs_node i
      join progress_wbs_path p on p.node_id = i.id
      left join ${filled(sql`f.contract_id = ${contractId}`, upTo)} f on f.node_id = i.id
      where i.contract_id = ${contractId} and i.level = 'item'
      group by p.ancestor_id`.execute(db)
    return new Map(rows.map((r) => [String(r.node), figures(r)]))
  },

  /** the same figures per contract section of a project (the sections asked for), in one statement */
  async sectionTotals(db: Db, projectId: string, contractIds: string[], day: number): Promise<Map<string, NodeFigures>> {
    if (contractIds.length === 0) return new Map()
    const { rows } = await sql<Record<string, unknown>>`
      select i.contract_id as node,
        sum(round(i.design_quantity * i.unit_price, 2)) as design,
        sum(round(coalesce(f.qty, 0) * i.unit_price, 2)) as done,
        sum(coalesce(f.qty, 0)) as quantity,
        sum(i.design_quantity * i.unit_price * ${plannedShare(day)}) as planned,
        count(*) as items,
        sum(case when coalesce(f.qty, 0) >= i.design_quantity then 1 else 0 end) as finished
      from progress_wbs_node i
      left join ${filled(sql`f.project_id = ${projectId}`)} f on f.node_id = i.id
      where i.project_id = ${projectId} and i.contract_id in (${sql.join(contractIds)}) and i.level = 'item'
      group by i.contract_id`.execute(db)
    return new Map(rows.map((r) => [String(r.node), figures(r)]))
  },

  /** the value filled per day of a section between two days (inclusive) */
  async dailyValues(db: Db, contractId: string, from: string, to: string): Promise<{ day: string; value: number }[]> {
    const { rows } = await sql<{ day: string; value: unknown }>`
      select f.fill_date as day, sum(f.quantity * i.unit_price) as value
      from progress_filling f join progress_wbs_node i on i.id = f.node_id
      where f.contract_id = ${contractId} and f.fill_date >= ${from} and f.fill_date <= ${to}
      group by f.fill_date order by f.fill_date`.execute(db)
    return rows.map((r) => ({ day: r.day, value: money(r.value) }))
  },

  /** the value filled before a day, the start of a cumulative curve */
  async valueBefore(db: Db, contractId: string, before: string): Promise<number> {
    const { rows } = await sql<{ value: unknown }>`
      select sum(f.quantity * i.unit_price) as value
      from progress_filling f join progress_wbs_node i on i.id = f.node_id
      where f.contract_id = ${contractId} and f.fill_date < ${before}`.execute(db)
    return money(rows[0]?.value)
  },

  /** design value grouped by planned window: a plan curve for any days is interpolated from these few rows */
  async planWindows(db: Db, contractId: string): Promise<{ start: number; end: number; value: number }[]> {
    const { rows } = await sql<{ pstart: number; pend: number; value: unknown }>`
      select i.plan_start_day as pstart, i.plan_end_day as pend, sum(i.design_quantity * i.unit_price) as value
      from progress_wbs_node i
      where i.contract_id = ${contractId} and i.level = 'item' and i.plan_start_day is not null and i.plan_end_day is not null
      group by i.plan_start_day, i.plan_end_day`.execute(db)
    return rows.map((r) => ({ start: Number(r.pstart), end: Number(r.pend), value: Number(r.value) }))
  },

  async insertTree(db: Db, nodes: WbsNodeTable[]): Promise<void> {
    const byId = new Map(nodes.map((n) => [n.id, n]))
    const paths: { ancestorId: string; nodeId: string; depth: number }[] = []
    for (const n of nodes) {
      let depth = 0
      for (let cur: WbsNodeTable | undefined = n; cur; cur = byId.get(cur.parentId)) paths.push({ ancestorId: cur.id, nodeId: n.id, depth: depth++ })
    }
    for (let i = 0; i < nodes.length; i += 500) await db.insertInto('progressWbsNode').values(nodes.slice(i, i + 500)).execute()
    for (let i = 0; i < paths.length; i += 1000) await db.insertInto('progressWbsPath').values(paths.slice(i, i + 1000)).execute()
  }
}

function figures(r: Record<string, unknown>): NodeFigures {
  return {
    nodeId: String(r.node),
    designValue: money(r.design),
    doneValue: money(r.done),
    doneQuantity: money(r.quantity),
    plannedValue: money(r.planned),
    items: Number(r.items),
    doneItems: Number(r.finished)
  }
}

export const LEVELS: WbsLevel[] = ['unit', 'subunit', 'division', 'item']
