// SQL of the worker import: the registry's workers of a section by ID card, and writing a checked sheet at once.
import type { Db } from '../../db/database'
import type { AttendanceWorkerTable } from '../../db/schema'

const CHUNK = 500

export const importRepository = {
  async workersByCards(db: Db, contractId: string, cards: string[]): Promise<AttendanceWorkerTable[]> {
    const found: AttendanceWorkerTable[] = []
    for (let i = 0; i < cards.length; i += CHUNK) {
      found.push(...await db.selectFrom('attendanceWorker').selectAll().where('contractId', '=', contractId)
        .where('idCard', 'in', cards.slice(i, i + CHUNK)).execute())
    }
    return found
  },
  /** all rows in one transaction: the file goes in whole or not at all */
  async write(db: Db, inserts: AttendanceWorkerTable[], updates: AttendanceWorkerTable[]): Promise<void> {
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < inserts.length; i += 100) await trx.insertInto('attendanceWorker').values(inserts.slice(i, i + 100)).execute()
      for (const w of updates) {
        await trx.updateTable('attendanceWorker').set({
          realName: w.realName, mobile: w.mobile, trade: w.trade, team: w.team, entryDate: w.entryDate, exitDate: w.exitDate, lastModifyTime: w.lastModifyTime
        }).where('id', '=', w.id).execute()
      }
    })
  }
}
