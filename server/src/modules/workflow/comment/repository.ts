// SQL for task comments (flow_comment).
import type { Db } from '../../../db/database'
import type { FlowCommentTable } from '../../../db/schema'

export const commentRepository = {
  async page(db: Db, taskId: string, offset: number, limit: number): Promise<{ rows: FlowCommentTable[]; total: number }> {
    const total = await db.selectFrom('flowComment').select((eb) => eb.fn.countAll<number>().as('n')).where('taskId', '=', taskId).executeTakeFirst()
    const rows = await db.selectFrom('flowComment').selectAll().where('taskId', '=', taskId)
      .orderBy('creatorTime', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute()
    return { rows, total: Number(total?.n ?? 0) }
  },
  find(db: Db, id: string): Promise<FlowCommentTable | undefined> {
    return db.selectFrom('flowComment').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async insert(db: Db, row: FlowCommentTable): Promise<void> {
    await db.insertInto('flowComment').values(row).execute()
  },
  async update(db: Db, id: string, patch: Pick<FlowCommentTable, 'text' | 'image' | 'file' | 'lastModifyTime'>): Promise<void> {
    await db.updateTable('flowComment').set(patch).where('id', '=', id).execute()
  },
  async delete(db: Db, id: string, creatorUserId: string): Promise<boolean> {
    const r = await db.deleteFrom('flowComment').where('id', '=', id).where('creatorUserId', '=', creatorUserId).executeTakeFirst()
    return Number(r.numDeletedRows) > 0
  }
}
