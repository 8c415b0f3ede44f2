// SQL for one-time download tickets (download_ticket).
import type { Db } from '../../db/database'
import type { DownloadTicketTable } from '../../db/schema'

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
