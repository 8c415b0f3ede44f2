// SQL of the hazard loop's roll-ups over the hazard register's low-code records (visualdev_record): the few values
// the figures, the duplicate check and the personal lists need, always inside the caller's record scope.
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { VisualDevRecordTable } from '../../db/schema'
import { jsonSql, type Dialect, type RecordScope } from '../visualdev'
import { CLOSED_STATE, HAZARD_MODEL_ID, REPORTED_STATE } from './hazard-model'

const nonEmpty = (ids: string[]) => (ids.length ? ids : [''])
/** the stored state, or the initial one of a record written before the register had states */
const stateExpr = sql<string>`coalesce(record_state, ${REPORTED_STATE})`

function hazards(db: Db, scope: RecordScope) {
  let q = db.selectFrom('visualdevRecord').where('modelId', '=', HAZARD_MODEL_ID)
  if (scope.projectIds) q = q.where('projectId', 'in', nonEmpty(scope.projectIds))
  if (scope.contractIds) {
    const contracts = nonEmpty(scope.contractIds)
    q = q.where((eb) => eb.or([eb('contractId', '=', ''), eb('contractId', 'in', contracts)]))
  }
  return q
}

/** what a record's figures need: its stored state and times, its level and its deadline */
export type FigureRow = Pick<VisualDevRecordTable, 'recordState' | 'stateEnteredAt' | 'creatorTime'> & { level: string | null; deadline: number | null }

export interface Mine { creator?: string; responsible?: string; state?: string }

export const hazardRepository = {
  /** state, level and deadline of every hazard in scope: a project holds hundreds, not millions */
  async figureRows(db: Db, dialect: Dialect, scope: RecordScope): Promise<FigureRow[]> {
    const js = jsonSql(dialect)
    const rows = await hazards(db, scope)
      .select(['recordState', 'stateEnteredAt', 'creatorTime', js.text(js.data, 'hazardLevel').as('level'), js.num(js.data, 'deadline').as('deadline')])
      .execute()
    return rows.map((r) => ({
      recordState: r.recordState ?? null, stateEnteredAt: r.stateEnteredAt === null || r.stateEnteredAt === undefined ? null : Number(r.stateEnteredAt),
      creatorTime: Number(r.creatorTime), level: r.level ?? null, deadline: r.deadline === null ? null : Number(r.deadline)
    }))
  },

  /** where the open hazards in scope are (the map's markers): a project holds hundreds at most */
  async openPlaces(db: Db, dialect: Dialect, scope: RecordScope): Promise<{ id: string; contractId: string; title: string; chainage: string; level: string }[]> {
    const js = jsonSql(dialect)
    const rows = await hazards(db, scope)
      .select(['id', 'contractId', js.text(js.data, 'hazardTitle').as('title'), js.text(js.data, 'chainage').as('chainage'), js.text(js.data, 'hazardLevel').as('level')])
      .where(sql<boolean>`${stateExpr} <> ${CLOSED_STATE}`).orderBy('creatorTime', 'desc').limit(500).execute()
    return rows.map((r) => ({ id: r.id, contractId: r.contractId ?? '', title: r.title ?? '', chainage: r.chainage ?? '', level: r.level ?? '' }))
  },

  /** open hazards of one project and category reported since `since` (the duplicate check narrows by place after) */
  openOfCategory(db: Db, dialect: Dialect, scope: RecordScope, projectId: string, category: string, since: number): Promise<VisualDevRecordTable[]> {
    const js = jsonSql(dialect)
    return hazards(db, scope).selectAll().where('projectId', '=', projectId).where('creatorTime', '>=', since)
      .where(sql<boolean>`${js.text(js.data, 'hazardCategory')} = ${category}`)
      .where(sql<boolean>`${stateExpr} <> ${CLOSED_STATE}`)
      .orderBy('creatorTime', 'desc').limit(200).execute()
  },

  /** one page of the hazards the caller reported, or is named responsible for, newest first */
  async minePage(db: Db, dialect: Dialect, scope: RecordScope, mine: Mine, offset: number, limit: number): Promise<{ rows: VisualDevRecordTable[]; total: number }> {
    const js = jsonSql(dialect)
    let q = hazards(db, scope)
    if (mine.creator) q = q.where('creatorUserId', '=', mine.creator)
    if (mine.responsible) q = q.where(sql<boolean>`${js.text(js.data, 'responsible')} = ${mine.responsible}`)
    if (mine.state) q = q.where(sql<boolean>`${stateExpr} = ${mine.state}`)
    const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    const rows = await q.selectAll().orderBy('creatorTime', 'desc').orderBy('id').offset(offset).limit(limit).execute()
    return { rows, total: Number(total?.n ?? 0) }
  },

  /** the enabled users of a contract section holding the role `roleCode` (a section chief: sectionForeman) */
  sectionPeople(db: Db, contractId: string, roleCode: string): Promise<{ id: string; realName: string; account: string }[]> {
    return db.selectFrom('baseUser')
      .innerJoin('baseUserRelation as c', (j) => j.onRef('c.userId', '=', 'baseUser.id').on('c.objectType', '=', 'Contract').on('c.objectId', '=', contractId))
      .innerJoin('baseUserRelation as r', (j) => j.onRef('r.userId', '=', 'baseUser.id').on('r.objectType', '=', 'Role'))
      .innerJoin('baseRole', (j) => j.onRef('baseRole.id', '=', 'r.objectId').on('baseRole.enCode', '=', roleCode).on('baseRole.enabledMark', '=', 1))
      .select(['baseUser.id', 'baseUser.realName', 'baseUser.account'])
      .where('baseUser.enabledMark', '=', 1).distinct().orderBy('baseUser.account').execute()
  }
}

/** a site patrol's values written back (its stops' hazard numbers); with `version`, only while it is still at it */
export const patrolRepository = {
  async writeData(db: Db, id: string, set: Pick<VisualDevRecordTable, 'data' | 'searchText' | 'lastModifyUserId' | 'lastModifyTime'>, version?: number): Promise<boolean> {
    let q = db.updateTable('visualdevRecord').set((eb) => ({ ...set, version: eb('version', '+', 1) })).where('id', '=', id)
    if (version !== undefined) q = q.where('version', '=', version)
    const r = await q.executeTakeFirst()
    return Number(r.numUpdatedRows) > 0
  }
}
