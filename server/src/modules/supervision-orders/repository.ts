// SQL of supervision orders: the orders, their moves, and the people of a section who answer for it.
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { SupervisionOrderStepTable, SupervisionOrderTable } from '../../db/schema'

export interface OrderFilter {
  projectId: string
  states?: string[]
  contractId?: string
  keyword?: string
  issuerId?: string
  /** orders waiting for the caller: to reply in `replyContracts`, to verify as issuer or in `verifyContracts` */
  todoOf?: { userId: string; replyContracts: string[]; verifyContracts: string[] }
  /** the caller reads orders of these sections and their own; undefined = every order of the project */
  readable?: { userId: string; contracts: string[] }
}

function filtered(db: Db, f: OrderFilter) {
  let q = db.selectFrom('supervisionOrder as o').where('o.projectId', '=', f.projectId)
  if (f.states?.length) q = q.where('o.state', 'in', f.states)
  if (f.contractId) q = q.where('o.contractId', '=', f.contractId)
  if (f.issuerId) q = q.where('o.issuerUserId', '=', f.issuerId)
  if (f.todoOf) {
    const { userId, replyContracts, verifyContracts } = f.todoOf
    q = q.where((eb) => eb.or([
      ...(replyContracts.length ? [eb.and([eb('o.state', 'in', ['issued', 'returned']), eb('o.contractId', 'in', replyContracts)])] : []),
      eb.and([eb('o.state', '=', 'replied'), eb.or([
        eb('o.issuerUserId', '=', userId), ...(verifyContracts.length ? [eb('o.contractId', 'in', verifyContracts)] : [])
      ])])
    ]))
  }
  if (f.readable) {
    const { userId, contracts } = f.readable
    q = q.where((eb) => eb.or([eb('o.issuerUserId', '=', userId), ...(contracts.length ? [eb('o.contractId', 'in', contracts)] : [])]))
  }
  const word = (f.keyword ?? '').trim()
  if (word) q = q.where((eb) => eb.or([eb('o.subject', 'like', `%${word}%`), eb('o.orderNo', 'like', `%${word}%`), eb('o.chainage', 'like', `%${word}%`)]))
  return q
}

export const orderRepository = {
  find(db: Db, id: string): Promise<SupervisionOrderTable | undefined> {
    return db.selectFrom('supervisionOrder').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async list(db: Db, f: OrderFilter, limit: number, offset: number): Promise<{ rows: SupervisionOrderTable[]; total: number }> {
    const [rows, count] = await Promise.all([
      filtered(db, f).selectAll('o')
        // open orders first, the nearest deadline first among them; closed ones newest first
        .orderBy(sql`case when o.state = 'closed' then 1 else 0 end`)
        .orderBy(sql`case when o.state = 'closed' then '' else o.deadline end`)
        .orderBy('o.creatorTime', 'desc').orderBy('o.id')
        .limit(limit).offset(offset).execute(),
      filtered(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    ])
    return { rows, total: Number(count?.n ?? 0) }
  },
  steps(db: Db, orderId: string): Promise<SupervisionOrderStepTable[]> {
    return db.selectFrom('supervisionOrderStep').selectAll().where('orderId', '=', orderId).orderBy('createdAt').orderBy('id').execute()
  },
  /** the highest sequence of the numbers starting with `prefix` in the project (JL01-ZL-2026-0xx) */
  async lastNumber(db: Db, projectId: string, prefix: string): Promise<number> {
    const rows = await db.selectFrom('supervisionOrder').select('orderNo').where('projectId', '=', projectId).where('orderNo', 'like', `${prefix}%`).execute()
    return rows.reduce((max, r) => Math.max(max, Number(r.orderNo.slice(prefix.length)) || 0), 0)
  },
  async insert(db: Db, order: SupervisionOrderTable): Promise<void> {
    await db.insertInto('supervisionOrder').values(order).execute()
  },
  /** moves an order on only if it is still in one of `from` (two people cannot both move it) */
  async move(db: Db, id: string, from: string[], set: Partial<SupervisionOrderTable>): Promise<boolean> {
    const r = await db.updateTable('supervisionOrder').set(set).where('id', '=', id).where('state', 'in', from).executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  },
  step(db: Db, id: string): Promise<{ id: string } | undefined> {
    return db.selectFrom('supervisionOrderStep').select('id').where('id', '=', id).executeTakeFirst()
  },
  /** a move, never stamped before the order's last one (two moves in one millisecond keep their order) */
  async addStep(db: Db, row: SupervisionOrderStepTable): Promise<void> {
    const last = await db.selectFrom('supervisionOrderStep').select((eb) => eb.fn.max('createdAt').as('at')).where('orderId', '=', row.orderId).executeTakeFirst()
    const after = last?.at === null || last?.at === undefined ? 0 : Number(last.at) + 1
    await db.insertInto('supervisionOrderStep').values({ ...row, createdAt: Math.max(Number(row.createdAt), after) }).execute()
  },
  /** the orders not yet closed, for the reminder job, in id order after `afterId` */
  open(db: Db, afterId: string, limit: number): Promise<SupervisionOrderTable[]> {
    return db.selectFrom('supervisionOrder').selectAll().where('id', '>', afterId).where('state', '!=', 'closed')
      .orderBy('id').limit(limit).execute()
  },
  /**
   * The people who answer for a section: its enabled members holding one of the roles, of the contractor's own
   * organisation when the section names one (the owner's and the supervisor's people belong to every section they
   * oversee but do not reply for the contractor).
   */
  async sectionPeople(db: Db, contractId: string, roleCodes: string[]): Promise<string[]> {
    const contract = await db.selectFrom('contract').select('contractorOrganizeId').where('id', '=', contractId).executeTakeFirst()
    if (!contract) return []
    let q = db.selectFrom('baseUserRelation as c')
      .innerJoin('baseUser as u', 'u.id', 'c.userId')
      .innerJoin('baseUserRelation as r', (j) => j.onRef('r.userId', '=', 'c.userId').on('r.objectType', '=', 'Role'))
      .innerJoin('baseRole as o', 'o.id', 'r.objectId')
      .select('u.id').distinct()
      .where('c.objectType', '=', 'Contract').where('c.objectId', '=', contractId).where('u.enabledMark', '=', 1)
      .where('o.enCode', 'in', roleCodes).where(sql<boolean>`coalesce(o.enabled_mark, 1) = 1`)
    if (contract.contractorOrganizeId) q = q.where('u.organizeId', '=', contract.contractorOrganizeId)
    return (await q.execute()).map((r) => r.id).sort()
  },
  async names(db: Db, ids: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids.filter(Boolean))]
    if (unique.length === 0) return new Map()
    const rows = await db.selectFrom('baseUser').select(['id', 'realName']).where('id', 'in', unique).execute()
    return new Map(rows.map((r) => [r.id, r.realName]))
  }
}
