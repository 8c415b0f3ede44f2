// SQL of face verification: the enrolments.
import type { Db } from '../../../db/database'
import type { AttendanceFaceTable } from '../../../db/schema'

export const faceRepository = {
  ofWorker(db: Db, workerId: string): Promise<AttendanceFaceTable | undefined> {
    return db.selectFrom('attendanceFace').selectAll().where('workerId', '=', workerId).executeTakeFirst()
  },
  /** the enrolled workers among these (the registry screen marks them) */
  async enrolled(db: Db, workerIds: string[]): Promise<Set<string>> {
    if (workerIds.length === 0) return new Set()
    const rows = await db.selectFrom('attendanceFace').select('workerId').where('workerId', 'in', workerIds).execute()
    return new Set(rows.map((r) => r.workerId))
  },
  async save(db: Db, row: AttendanceFaceTable): Promise<void> {
    const { workerId, ...rest } = row
    const r = await db.updateTable('attendanceFace').set(rest).where('workerId', '=', workerId).executeTakeFirst()
    if (Number(r.numUpdatedRows) === 0) await db.insertInto('attendanceFace').values(row).execute()
  }
}
