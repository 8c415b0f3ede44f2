// SQL of the personal schedule: my entries overlapping a time range, one entry, and the reminders that are due.
import type { Db } from '../../db/database'
import type { ScheduleEntryTable } from '../../db/schema'

export const scheduleRepository = {
  find(db: Db, id: string): Promise<ScheduleEntryTable | undefined> {
    return db.selectFrom('scheduleEntry').selectAll().where('id', '=', id).executeTakeFirst()
  },
  /** my entries overlapping [from, to) */
  between(db: Db, userId: string, from: number, to: number): Promise<ScheduleEntryTable[]> {
    return db.selectFrom('scheduleEntry').selectAll().where('userId', '=', userId).where('startAt', '<', to).where('endAt', '>=', from)
      .orderBy('allDay', 'desc').orderBy('startAt').orderBy('id').limit(500).execute()
  },
  async insert(db: Db, e: ScheduleEntryTable): Promise<void> {
    await db.insertInto('scheduleEntry').values(e).execute()
  },
  async update(db: Db, id: string, set: Partial<ScheduleEntryTable>): Promise<void> {
    await db.updateTable('scheduleEntry').set(set).where('id', '=', id).execute()
  },
  async remove(db: Db, id: string): Promise<void> {
    await db.deleteFrom('scheduleEntry').where('id', '=', id).execute()
  },
  /** entries whose reminder time has come (not before `since`: a reminder long past is not sent late) */
  dueReminders(db: Db, now: number, since: number, limit: number): Promise<ScheduleEntryTable[]> {
    return db.selectFrom('scheduleEntry').selectAll().where('remindedAt', 'is', null).where('remindAt', 'is not', null)
      .where('remindAt', '<=', now).where('remindAt', '>', since).orderBy('remindAt').orderBy('id').limit(limit).execute()
  },
  /** claims one reminder: false when it was sent (or changed) meanwhile */
  async claimReminder(db: Db, id: string, remindAt: number, at: number): Promise<boolean> {
    const r = await db.updateTable('scheduleEntry').set({ remindedAt: at }).where('id', '=', id).where('remindedAt', 'is', null)
      .where('remindAt', '=', remindAt).executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  }
}
