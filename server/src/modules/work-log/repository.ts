// SQL of work logs: my logs of a project by month, those shared with me by the people I manage, one log, its
// comments.
import type { Db } from '../../db/database'
import type { WorkLogCommentTable, WorkLogTable } from '../../db/schema'

export interface LogFilter { projectId: string; userId?: string; managerUserId?: string; month?: string }

export const workLogRepository = {
  find(db: Db, id: string): Promise<WorkLogTable | undefined> {
    return db.selectFrom('workLog').selectAll().where('id', '=', id).executeTakeFirst()
  },
  ofDay(db: Db, userId: string, logDate: string): Promise<WorkLogTable | undefined> {
    return db.selectFrom('workLog').selectAll().where('userId', '=', userId).where('logDate', '=', logDate).executeTakeFirst()
  },
  async list(db: Db, f: LogFilter, limit: number, offset: number): Promise<{ rows: WorkLogTable[]; total: number }> {
    let q = db.selectFrom('workLog').where('projectId', '=', f.projectId)
    if (f.userId) q = q.where('userId', '=', f.userId)
    // shared with me: only while shared (an author may take a log back)
    if (f.managerUserId) q = q.where('managerUserId', '=', f.managerUserId).where('shared', '=', 1)
    if (f.month) q = q.where('logDate', '>=', `${f.month}-01`).where('logDate', '<=', `${f.month}-31`)
    const [rows, count] = await Promise.all([
      q.selectAll().orderBy('logDate', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    ])
    return { rows, total: Number(count?.n ?? 0) }
  },
  async commentCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map()
    const rows = await db.selectFrom('workLogComment').select(['logId', (eb) => eb.fn.countAll<number>().as('n')]).where('logId', 'in', ids).groupBy('logId').execute()
    return new Map(rows.map((r) => [r.logId, Number(r.n)]))
  },
  comments(db: Db, logId: string): Promise<WorkLogCommentTable[]> {
    return db.selectFrom('workLogComment').selectAll().where('logId', '=', logId).orderBy('createdAt').orderBy('id').execute()
  },
  async insert(db: Db, log: WorkLogTable): Promise<void> {
    await db.insertInto('workLog').values(log).execute()
  },
  async update(db: Db, id: string, set: Partial<WorkLogTable>): Promise<void> {
    await db.updateTable('workLog').set(set).where('id', '=', id).execute()
  },
  async addComment(db: Db, c: WorkLogCommentTable): Promise<void> {
    await db.insertInto('workLogComment').values(c).execute()
  }
}
