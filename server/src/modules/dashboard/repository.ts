// SQL of the dashboard's own sums: members of the sections shown, metering by state and period, the value built
// per day, and the bridges and tunnels of the WBS (the map's structures). All narrowed to the sections in scope.
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import { money } from '../progress'
import { HAZARD_MODEL_ID } from '../safety'

const ids = (list: string[]) => (list.length ? list : [''])
/** the tables of migration 041 the cards read (all of them today) */
// attendance_fence: the map draws the fences (migration 069)
const ROLLED_UP = ['project', 'contract', 'progress_wbs_node', 'progress_filling', 'progress_meter', 'attendance_fence']

export const dashboardRepository = {
  /**
   * one number that grows with every committed write to what a card shows: memberships and people (the directory
   * version, migration 029), the hazard register's records (their model's change number, 034), and projects,
   * sections, the bill, fills and meterings (041). Each counter only grows, so their sum changes with any of them;
   * one statement reads all three from one snapshot, three primary-key lookups.
   */
  async version(db: Db): Promise<number> {
    const { rows } = await sql<{ v: unknown }>`select
      coalesce((select version from base_directory_version where id = 1), 0)
      + coalesce((select n from visualdev_record_change where model_id = ${HAZARD_MODEL_ID}), 0)
      + coalesce((select sum(n) from table_change where table_name in (${sql.join(ROLLED_UP)})), 0) as v`.execute(db)
    return Number(rows[0]?.v ?? 0)
  },

  async people(db: Db, contractIds: string[]): Promise<number> {
    const row = await db.selectFrom('baseUserRelation').select((eb) => eb.fn.count<number>(sql`distinct user_id`).as('n'))
      .where('objectType', '=', 'Contract').where('objectId', 'in', ids(contractIds)).executeTakeFirst()
    return Number(row?.n ?? 0)
  },

  /** metered amount per section, period and state (returned meterings left out) */
  async meters(db: Db, contractIds: string[]): Promise<{ contractId: string; period: string; state: number; amount: number }[]> {
    const rows = await db.selectFrom('progressMeter').select(['contractId', 'period', 'state', (eb) => eb.fn.sum<number>('amount').as('amount')])
      .where('contractId', 'in', ids(contractIds)).where('state', '<>', 3).groupBy(['contractId', 'period', 'state']).execute()
    return rows.map((r) => ({ contractId: r.contractId, period: r.period, state: Number(r.state), amount: money(r.amount) }))
  },

  /** the value filled per day over the sections between two days (inclusive) */
  async dailyValues(db: Db, contractIds: string[], from: string, to: string): Promise<{ day: string; value: number }[]> {
    const { rows } = await sql<{ day: string; value: unknown }>`
      select f.fill_date as day, sum(f.quantity * i.unit_price) as value
      from progress_filling f join progress_wbs_node i on i.id = f.node_id
      where f.contract_id in (${sql.join(ids(contractIds))}) and f.fill_date >= ${from} and f.fill_date <= ${to}
      group by f.fill_date order by f.fill_date`.execute(db)
    return rows.map((r) => ({ day: r.day, value: money(r.value) }))
  },

  /** the named structures (the subunits of the 桥梁工程 and 隧道工程 units) with their chainage */
  structures(db: Db, contractIds: string[]): Promise<{ id: string; contractId: string; name: string; startChainage: number | null; unitName: string }[]> {
    return db.selectFrom('progressWbsNode as s').innerJoin('progressWbsNode as u', 'u.id', 's.parentId')
      .select(['s.id', 's.contractId', 's.name', 's.startChainage', 'u.name as unitName'])
      .where('s.contractId', 'in', ids(contractIds)).where('s.level', '=', 'subunit').where('u.name', 'in', ['桥梁工程', '隧道工程'])
      .orderBy('s.sortCode').limit(300).execute()
  }
}
