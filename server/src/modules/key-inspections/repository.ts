// SQL of key inspections: the points and their visits.
import type { Db } from '../../db/database'
import type { KeyInspectionPointTable, KeyInspectionVisitTable } from '../../db/schema'

export type VisitRow = KeyInspectionVisitTable & { realName: string }

export const keyInspectionRepository = {
  points(db: Db, contractIds: string[], enabledOnly = false): Promise<KeyInspectionPointTable[]> {
    if (contractIds.length === 0) return Promise.resolve([])
    let q = db.selectFrom('keyInspectionPoint').selectAll().where('contractId', 'in', contractIds)
    if (enabledOnly) q = q.where('enabled', '=', 1)
    return q.orderBy('contractId').orderBy('chainage').orderBy('name').orderBy('id').execute()
  },
  point(db: Db, id: string): Promise<KeyInspectionPointTable | undefined> {
    return db.selectFrom('keyInspectionPoint').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async insertPoint(db: Db, p: KeyInspectionPointTable): Promise<void> {
    await db.insertInto('keyInspectionPoint').values(p).execute()
  },
  async updatePoint(db: Db, id: string, values: Partial<Omit<KeyInspectionPointTable, 'id' | 'projectId' | 'creatorUserId' | 'creatorTime'>>): Promise<void> {
    await db.updateTable('keyInspectionPoint').set(values).where('id', '=', id).execute()
  },

  /** the visits of these points on or after `fromDay`, newest first, with the visitor's name */
  visitsSince(db: Db, pointIds: string[], fromDay: string): Promise<VisitRow[]> {
    if (pointIds.length === 0) return Promise.resolve([])
    return db.selectFrom('keyInspectionVisit as v').leftJoin('baseUser as u', 'u.id', 'v.userId').selectAll('v')
      .select((eb) => eb.fn.coalesce('u.realName', eb.val('')).as('realName'))
      .where('v.pointId', 'in', pointIds).where('v.visitDay', '>=', fromDay).orderBy('v.visitTime', 'desc').orderBy('v.id').execute()
  },
  /** each point's latest visit, however old */
  async lastVisits(db: Db, pointIds: string[]): Promise<VisitRow[]> {
    if (pointIds.length === 0) return []
    const latest = db.selectFrom('keyInspectionVisit').select(['pointId']).select((eb) => eb.fn.max('visitTime').as('t'))
      .where('pointId', 'in', pointIds).groupBy('pointId').as('l')
    return db.selectFrom('keyInspectionVisit as v').innerJoin(latest, (j) => j.onRef('l.pointId', '=', 'v.pointId').onRef('l.t', '=', 'v.visitTime'))
      .leftJoin('baseUser as u', 'u.id', 'v.userId').selectAll('v').select((eb) => eb.fn.coalesce('u.realName', eb.val('')).as('realName'))
      .orderBy('v.id').execute()
  },
  visit(db: Db, id: string): Promise<VisitRow | undefined> {
    return db.selectFrom('keyInspectionVisit as v').leftJoin('baseUser as u', 'u.id', 'v.userId').selectAll('v')
      .select((eb) => eb.fn.coalesce('u.realName', eb.val('')).as('realName')).where('v.id', '=', id).executeTakeFirst()
  },
  visitByKey(db: Db, userId: string, key: string): Promise<KeyInspectionVisitTable | undefined> {
    return db.selectFrom('keyInspectionVisit').selectAll().where('userId', '=', userId).where('requestKey', '=', key).executeTakeFirst()
  },
  lastVisitOf(db: Db, userId: string): Promise<KeyInspectionVisitTable | undefined> {
    return db.selectFrom('keyInspectionVisit').selectAll().where('userId', '=', userId).orderBy('visitTime', 'desc').limit(1).executeTakeFirst()
  },
  async insertVisit(db: Db, v: KeyInspectionVisitTable): Promise<boolean> {
    const r = await db.insertInto('keyInspectionVisit').values(v).onConflict((oc) => oc.columns(['userId', 'requestKey']).doNothing()).executeTakeFirst()
    return Number(r.numInsertedOrUpdatedRows ?? 0) === 1
  },
  async setHazard(db: Db, id: string, hazardId: string, hazardNo: string): Promise<void> {
    await db.updateTable('keyInspectionVisit').set({ hazardId, hazardNo }).where('id', '=', id).execute()
  },
  /** a user of the section holding one of the roles (the hazard's responsible person) */
  async memberWithRole(db: Db, contractId: string, roleCodes: string[]): Promise<string | undefined> {
    const row = await db.selectFrom('baseUserRelation as c').innerJoin('baseUserRelation as r', 'r.userId', 'c.userId').innerJoin('baseRole as o', 'o.id', 'r.objectId')
      .innerJoin('baseUser as u', 'u.id', 'c.userId')
      .select('c.userId').where('c.objectType', '=', 'Contract').where('c.objectId', '=', contractId).where('r.objectType', '=', 'Role')
      .where('o.enCode', 'in', roleCodes).where('u.enabledMark', '=', 1).orderBy('c.userId').executeTakeFirst()
    return row?.userId
  }
}
