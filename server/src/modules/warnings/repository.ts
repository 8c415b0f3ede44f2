// SQL of early warnings: the warnings of a project, the sections they concern, the receipts of the people warned,
// and who is to be warned (the enabled members of the project, or of its concerned sections).
import { sql, type ExpressionBuilder } from 'kysely'
import type { Db } from '../../db/database'
import type { Database, EarlyWarningReceiptTable, EarlyWarningTable } from '../../db/schema'

/** who reads: the user, the sections he belongs to, and whether he reads every warning of the project */
export interface WarningViewer { userId: string; contracts: string[]; all: boolean }

function visibleTo(eb: ExpressionBuilder<Database, 'earlyWarning'>, v: WarningViewer) {
  const ofWarning = (table: 'earlyWarningSection' | 'earlyWarningReceipt') =>
    eb.selectFrom(table).select('warningId').whereRef(`${table}.warningId`, '=', 'earlyWarning.id')
  return eb.or([
    eb.not(eb.exists(ofWarning('earlyWarningSection'))),
    eb('earlyWarning.issuerUserId', '=', v.userId),
    eb.exists(ofWarning('earlyWarningReceipt').where('earlyWarningReceipt.userId', '=', v.userId)),
    ...(v.contracts.length ? [eb.exists(ofWarning('earlyWarningSection').where('earlyWarningSection.contractId', 'in', v.contracts))] : [])
  ])
}

export const warningRepository = {
  find(db: Db, id: string): Promise<EarlyWarningTable | undefined> {
    return db.selectFrom('earlyWarning').selectAll().where('id', '=', id).executeTakeFirst()
  },
  /**
   * The warnings of a project `viewer` may read, in force first. A warning for some sections only is for those
   * sections: without `viewer.all` (the issuing roles, an administrator) it shows only to the people of one of them,
   * to whoever was warned by it and to its issuer.
   */
  async list(db: Db, projectId: string, now: number, limit: number, offset: number, viewer: WarningViewer): Promise<{ rows: EarlyWarningTable[]; total: number }> {
    const project = db.selectFrom('earlyWarning').where('projectId', '=', projectId)
    const scoped = viewer.all ? project : project.where((eb) => visibleTo(eb, viewer))
    const [rows, count] = await Promise.all([
      scoped.selectAll()
        // in force first, then those still to come, then the rest; the newest first within each
        .orderBy(sql`case when lifted_at is null and valid_from <= ${now} and valid_until > ${now} then 0
          when lifted_at is null and valid_from > ${now} then 1 else 2 end`)
        .orderBy('level').orderBy('issuedAt', 'desc').orderBy('id')
        .limit(limit).offset(offset).execute(),
      scoped.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    ])
    return { rows, total: Number(count?.n ?? 0) }
  },
  /** whether `viewer` may read the warning (see list) */
  async visible(db: Db, id: string, viewer: WarningViewer): Promise<boolean> {
    if (viewer.all) return true
    const row = await db.selectFrom('earlyWarning').select('id').where('id', '=', id).where((eb) => visibleTo(eb, viewer)).executeTakeFirst()
    return row !== undefined
  },
  async sections(db: Db, ids: string[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>()
    if (ids.length === 0) return out
    const rows = await db.selectFrom('earlyWarningSection').select(['warningId', 'contractId']).where('warningId', 'in', ids).orderBy('contractId').execute()
    for (const r of rows) out.set(r.warningId, [...(out.get(r.warningId) ?? []), r.contractId])
    return out
  },
  receipts(db: Db, warningId: string) {
    return db.selectFrom('earlyWarningReceipt as r').innerJoin('baseUser as u', 'u.id', 'r.userId')
      .leftJoin('baseOrganize as o', 'o.id', 'u.organizeId')
      .select(['r.userId', 'r.receivedAt', 'r.ackAt', 'r.ackNote', 'u.realName', sql<string>`coalesce(o.full_name, '')`.as('organize')])
      .where('r.warningId', '=', warningId).orderBy('u.sortCode').orderBy('u.id').execute()
  },
  async myReceipts(db: Db, userId: string, ids: string[]): Promise<Map<string, EarlyWarningReceiptTable>> {
    if (ids.length === 0) return new Map()
    const rows = await db.selectFrom('earlyWarningReceipt').selectAll().where('userId', '=', userId).where('warningId', 'in', ids).execute()
    return new Map(rows.map((r) => [r.warningId, r]))
  },
  async figures(db: Db, ids: string[]): Promise<Map<string, { total: number; acknowledged: number }>> {
    if (ids.length === 0) return new Map()
    const rows = await db.selectFrom('earlyWarningReceipt').select(['warningId', (eb) => eb.fn.countAll<number>().as('total'),
      (eb) => eb.fn.count<number>('ackAt').as('acknowledged')]).where('warningId', 'in', ids).groupBy('warningId').execute()
    return new Map(rows.map((r) => [r.warningId, { total: Number(r.total), acknowledged: Number(r.acknowledged) }]))
  },
  /** the enabled members of the project; only those of one of `contractIds` when any are given */
  async audience(db: Db, projectId: string, contractIds: string[]): Promise<string[]> {
    let q = db.selectFrom('baseUserRelation as p').innerJoin('baseUser as u', 'u.id', 'p.userId').select('u.id').distinct()
      .where('p.objectType', '=', 'Project').where('p.objectId', '=', projectId).where('u.enabledMark', '=', 1)
    if (contractIds.length) {
      q = q.where((eb) => eb.exists(eb.selectFrom('baseUserRelation as c').select('c.userId').whereRef('c.userId', '=', 'u.id')
        .where('c.objectType', '=', 'Contract').where('c.objectId', 'in', contractIds)))
    }
    return (await q.orderBy('u.id').execute()).map((r) => r.id)
  },
  async insert(db: Db, w: EarlyWarningTable, contractIds: string[], userIds: string[]): Promise<void> {
    await db.insertInto('earlyWarning').values(w).execute()
    if (contractIds.length) await db.insertInto('earlyWarningSection').values(contractIds.map((contractId) => ({ warningId: w.id, contractId }))).execute()
    if (userIds.length) {
      await db.insertInto('earlyWarningReceipt').values(userIds.map((userId) => ({ warningId: w.id, userId, receivedAt: w.issuedAt, ackAt: null, ackNote: '' }))).execute()
    }
  },
  /** acknowledges once: false when there is no receipt or it was acknowledged already */
  async acknowledge(db: Db, warningId: string, userId: string, at: number, note: string): Promise<boolean> {
    const r = await db.updateTable('earlyWarningReceipt').set({ ackAt: at, ackNote: note })
      .where('warningId', '=', warningId).where('userId', '=', userId).where('ackAt', 'is', null).executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  },
  /** claims the reminder slot: false when another reminder was sent since `notBefore` */
  async claimRemind(db: Db, id: string, at: number, notBefore: number): Promise<boolean> {
    const r = await db.updateTable('earlyWarning').set({ lastRemindAt: at }).where('id', '=', id)
      .where((eb) => eb.or([eb('lastRemindAt', 'is', null), eb('lastRemindAt', '<=', notBefore)])).executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  },
  async lift(db: Db, id: string, at: number, by: string): Promise<boolean> {
    const r = await db.updateTable('earlyWarning').set({ liftedAt: at, liftedBy: by }).where('id', '=', id).where('liftedAt', 'is', null).executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  }
}
