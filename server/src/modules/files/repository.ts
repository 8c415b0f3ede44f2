// SQL for one-time download tickets (download_ticket) and who uploaded which file (upload_file).
import type { Db } from '../../db/database'
import type { DownloadTicketTable, UploadFileTable } from '../../db/schema'

export const downloadTicketRepository = {
  async insert(db: Db, row: DownloadTicketTable, now: number): Promise<void> {
    // expired rows are dead weight; dropping them here keeps the table at the live tickets
    await db.deleteFrom('downloadTicket').where('expiresAt', '<', now).execute()
    await db.insertInto('downloadTicket').values(row).execute()
  },
  /** deletes and returns the ticket in one statement, so two requests can never both use it */
  take(db: Db, id: string): Promise<DownloadTicketTable | undefined> {
    return db.deleteFrom('downloadTicket').where('id', '=', id).returningAll().executeTakeFirst()
  }
}

export const uploadRepository = {
  async insert(db: Db, row: UploadFileTable): Promise<void> {
    await db.insertInto('uploadFile').values(row).execute()
  },
  async forget(db: Db, type: string, names: string[]): Promise<void> {
    for (let i = 0; i < names.length; i += 500) {
      await db.deleteFrom('uploadFile').where('type', '=', type).where('name', 'in', names.slice(i, i + 500)).execute()
    }
  },
  async uploaderOf(db: Db, type: string, name: string): Promise<string | undefined> {
    const row = await db.selectFrom('uploadFile').select('userId').where('type', '=', type).where('name', '=', name).executeTakeFirst()
    return row?.userId
  }
}
