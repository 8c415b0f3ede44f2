// SQL of the organisation structure the console administers: organisations (base_organize), positions
// (base_position) and groups (base_group). These tables hold hundreds of rows, so lists are read whole and the
// services filter in memory; paging of positions and groups is done here.
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { GroupTable, OrganizeTable, PositionTable } from '../../db/schema'

export type OrgRow = OrganizeTable
export type PositionRow = PositionTable
export type GroupRow = GroupTable

/** `%keyword%` for LIKE ... ESCAPE '\', lower-cased (callers compare lower(column)) */
export const likePattern = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export interface PositionFilter { organizeIds: string[] | null; keyword: string; type: string; enabledMark: number | null }
export interface GroupFilter { keyword: string; type: string; enabledMark: number | null }

function positionQuery(db: Db, f: PositionFilter) {
  let q = db.selectFrom('basePosition')
  if (f.organizeIds) q = q.where('organizeId', 'in', f.organizeIds.length ? f.organizeIds : ['\u0001none'])
  if (f.keyword) {
    const k = likePattern(f.keyword)
    q = q.where(sql<boolean>`(lower(full_name) like ${k} escape '\\' or lower(en_code) like ${k} escape '\\')`)
  }
  if (f.type) q = q.where('type', '=', f.type)
  if (f.enabledMark !== null) q = q.where('enabledMark', '=', f.enabledMark)
  return q
}

function groupQuery(db: Db, f: GroupFilter) {
  let q = db.selectFrom('baseGroup')
  if (f.keyword) {
    const k = likePattern(f.keyword)
    q = q.where(sql<boolean>`(lower(full_name) like ${k} escape '\\' or lower(en_code) like ${k} escape '\\' or lower(description) like ${k} escape '\\')`)
  }
  if (f.type) q = q.where('type', '=', f.type)
  if (f.enabledMark !== null) q = q.where('enabledMark', '=', f.enabledMark)
  return q
}

export const orgAdminRepository = {
  findOrganize(db: Db, id: string): Promise<OrgRow | undefined> {
    return db.selectFrom('baseOrganize').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async insertOrganize(db: Db, row: OrgRow): Promise<void> {
    await db.insertInto('baseOrganize').values(row).execute()
  },
  async updateOrganize(db: Db, id: string, patch: Partial<Omit<OrgRow, 'id'>>): Promise<void> {
    await db.updateTable('baseOrganize').set(patch).where('id', '=', id).execute()
  },
  async deleteOrganize(db: Db, id: string): Promise<void> {
    await db.deleteFrom('baseOrganize').where('id', '=', id).execute()
  },
  organizeWithCode(db: Db, enCode: string, exceptId: string): Promise<OrgRow | undefined> {
    return db.selectFrom('baseOrganize').selectAll().where('enCode', '=', enCode).where('id', '!=', exceptId).executeTakeFirst()
  },
  siblingNamed(db: Db, parentId: string, fullName: string, exceptId: string): Promise<OrgRow | undefined> {
    return db.selectFrom('baseOrganize').selectAll().where('parentId', '=', parentId).where('fullName', '=', fullName)
      .where('id', '!=', exceptId).executeTakeFirst()
  },

  findPosition(db: Db, id: string): Promise<PositionRow | undefined> {
    return db.selectFrom('basePosition').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async pagePositions(db: Db, f: PositionFilter, offset: number, limit: number): Promise<{ rows: PositionRow[]; total: number }> {
    const total = await positionQuery(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    const rows = await positionQuery(db, f).selectAll().orderBy('sortCode').orderBy('createdAt', 'desc').orderBy('enCode')
      .offset(offset).limit(limit).execute()
    return { rows, total: Number(total?.n ?? 0) }
  },
  enabledPositions(db: Db, organizeIds?: string[]): Promise<PositionRow[]> {
    let q = db.selectFrom('basePosition').selectAll().where('enabledMark', '=', 1)
    if (organizeIds) q = q.where('organizeId', 'in', organizeIds.length ? organizeIds : ['\u0001none'])
    return q.orderBy('sortCode').orderBy('enCode').execute()
  },
  positionsOf(db: Db, organizeId: string): Promise<PositionRow[]> {
    return db.selectFrom('basePosition').selectAll().where('organizeId', '=', organizeId).orderBy('sortCode').execute()
  },
  positionWithCode(db: Db, enCode: string, exceptId: string): Promise<PositionRow | undefined> {
    return db.selectFrom('basePosition').selectAll().where('enCode', '=', enCode).where('id', '!=', exceptId).executeTakeFirst()
  },
  positionNamed(db: Db, organizeId: string, fullName: string, exceptId: string): Promise<PositionRow | undefined> {
    return db.selectFrom('basePosition').selectAll().where('organizeId', '=', organizeId).where('fullName', '=', fullName)
      .where('id', '!=', exceptId).executeTakeFirst()
  },
  async insertPosition(db: Db, row: PositionRow): Promise<void> {
    await db.insertInto('basePosition').values(row).execute()
  },
  async updatePosition(db: Db, id: string, patch: Partial<Omit<PositionRow, 'id'>>): Promise<void> {
    await db.updateTable('basePosition').set(patch).where('id', '=', id).execute()
  },
  async deletePosition(db: Db, id: string): Promise<void> {
    await db.deleteFrom('basePosition').where('id', '=', id).execute()
  },

  findGroup(db: Db, id: string): Promise<GroupRow | undefined> {
    return db.selectFrom('baseGroup').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async pageGroups(db: Db, f: GroupFilter, offset: number, limit: number): Promise<{ rows: GroupRow[]; total: number }> {
    const total = await groupQuery(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    const rows = await groupQuery(db, f).selectAll().orderBy('sortCode').orderBy('createdAt', 'desc').orderBy('enCode')
      .offset(offset).limit(limit).execute()
    return { rows, total: Number(total?.n ?? 0) }
  },
  enabledGroups(db: Db, ids: string[]): Promise<GroupRow[]> {
    if (ids.length === 0) return Promise.resolve([])
    return db.selectFrom('baseGroup').selectAll().where('id', 'in', ids).where('enabledMark', '=', 1).orderBy('sortCode').execute()
  },
  groupWithCode(db: Db, enCode: string, exceptId: string): Promise<GroupRow | undefined> {
    return db.selectFrom('baseGroup').selectAll().where('enCode', '=', enCode).where('id', '!=', exceptId).executeTakeFirst()
  },
  groupNamed(db: Db, fullName: string, exceptId: string): Promise<GroupRow | undefined> {
    return db.selectFrom('baseGroup').selectAll().where('fullName', '=', fullName).where('id', '!=', exceptId).executeTakeFirst()
  },
  async insertGroup(db: Db, row: GroupRow): Promise<void> {
    await db.insertInto('baseGroup').values(row).execute()
  },
  async updateGroup(db: Db, id: string, patch: Partial<Omit<GroupRow, 'id'>>): Promise<void> {
    await db.updateTable('baseGroup').set(patch).where('id', '=', id).execute()
  },
  async deleteGroup(db: Db, id: string): Promise<void> {
    await db.deleteFrom('baseGroup').where('id', '=', id).execute()
  },

  /** the items of a dictionary type by its enCode (PositionType, groupType): what the console's type selects offer */
  dictionaryItems(db: Db, typeEnCode: string): Promise<{ id: string; enCode: string; fullName: string }[]> {
    return db.selectFrom('baseDictionaryData').innerJoin('baseDictionaryType', 'baseDictionaryType.id', 'baseDictionaryData.typeId')
      .select(['baseDictionaryData.id', 'baseDictionaryData.enCode', 'baseDictionaryData.fullName'])
      .where('baseDictionaryType.enCode', '=', typeEnCode).orderBy('baseDictionaryData.sortCode').execute()
  }
}
