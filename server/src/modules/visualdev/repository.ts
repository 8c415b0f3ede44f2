// SQL for low-code models (base_visual_dev) and their records (visualdev_record).
import { sql, type RawBuilder } from 'kysely'
import type { Db } from '../../db/database'
import type { VisualDevRecordTable, VisualDevTable } from '../../db/schema'

export interface RecordFilter {
  modelId: string
  /** undefined = every project (administrators) */
  projectIds?: string[]
  keyword?: string
}

export interface RecordSort {
  /** a bookkeeping column, or a JSON path expression over data built by the service */
  by: 'creatorTime' | 'lastModifyTime' | RawBuilder<unknown>
  desc: boolean
}

function filtered(db: Db, f: RecordFilter) {
  let q = db.selectFrom('visualdevRecord').where('modelId', '=', f.modelId)
  if (f.projectIds) q = q.where('projectId', 'in', f.projectIds.length ? f.projectIds : [''])
  if (f.keyword) {
    const pattern = `%${f.keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    q = q.where(sql<boolean>`search_text like ${pattern} escape '\\'`)
  }
  return q
}

export const visualDevRepository = {
  findModel(db: Db, id: string): Promise<VisualDevTable | undefined> {
    return db.selectFrom('baseVisualDev').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async insertModel(db: Db, row: VisualDevTable): Promise<void> {
    await db.insertInto('baseVisualDev').values(row).execute()
  },
  findRecord(db: Db, modelId: string, id: string): Promise<VisualDevRecordTable | undefined> {
    return db.selectFrom('visualdevRecord').selectAll().where('modelId', '=', modelId).where('id', '=', id).executeTakeFirst()
  },
  async insertRecord(db: Db, row: VisualDevRecordTable): Promise<void> {
    await db.insertInto('visualdevRecord').values(row).execute()
  },
  async updateRecord(db: Db, id: string, set: Pick<VisualDevRecordTable, 'data' | 'searchText' | 'lastModifyUserId' | 'lastModifyTime'>): Promise<void> {
    await db.updateTable('visualdevRecord').set(set).where('id', '=', id).execute()
  },
  async deleteRecord(db: Db, id: string): Promise<void> {
    await db.deleteFrom('visualdevRecord').where('id', '=', id).execute()
  },
  async page(db: Db, f: RecordFilter, sort: RecordSort, offset: number, limit: number): Promise<{ rows: VisualDevRecordTable[]; total: number }> {
    const total = await filtered(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    const dir = sort.desc ? 'desc' : 'asc'
    const rows = await filtered(db, f).selectAll().orderBy(sort.by, dir).orderBy('id', dir).offset(offset).limit(limit).execute()
    return { rows, total: Number(total?.n ?? 0) }
  }
}
