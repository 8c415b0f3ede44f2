// SQL of the clock-in reminders: who is expected on a day (registered workers and management staff with an enabled
// account, entered and not exited), who has punched on it, and the sections' names.
import type { Db } from '../../db/database'

export interface Expected { contractId: string; userId: string }

export const reminderRepository = {
  async expected(db: Db, day: string): Promise<Expected[]> {
    const [workers, staff] = await Promise.all([
      db.selectFrom('attendanceWorker as p').innerJoin('baseUser as u', 'u.id', 'p.userId').select(['p.contractId', 'p.userId'])
        .where('p.userId', '<>', '').where('u.enabledMark', '=', 1).where('p.entryDate', '<=', day)
        .where((eb) => eb.or([eb('p.exitDate', '=', ''), eb('p.exitDate', '>=', day)])).execute(),
      db.selectFrom('attendanceManager as p').innerJoin('baseUser as u', 'u.id', 'p.userId').select(['p.contractId', 'p.userId'])
        .where('p.userId', '<>', '').where('u.enabledMark', '=', 1).where('p.entryDate', '<=', day)
        .where((eb) => eb.or([eb('p.exitDate', '=', ''), eb('p.exitDate', '>=', day)])).execute()
    ])
    return [...workers, ...staff]
  },
  /** 'contractId/userId' of everyone who punched on the day */
  async punched(db: Db, day: string): Promise<Set<string>> {
    const rows = await db.selectFrom('attendancePunch').select(['contractId', 'userId']).distinct().where('punchDay', '=', day).execute()
    return new Set(rows.map((r) => `${r.contractId}/${r.userId}`))
  },
  contracts(db: Db, ids: string[]): Promise<{ id: string; enCode: string; fullName: string }[]> {
    if (ids.length === 0) return Promise.resolve([])
    return db.selectFrom('contract').select(['id', 'enCode', 'fullName']).where('id', 'in', ids).execute()
  }
}
