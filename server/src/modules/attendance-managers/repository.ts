// SQL of the management staff register (attendance_manager) and the first punch today of their linked accounts.
import type { Db } from '../../db/database'
import type { AttendanceManagerTable } from '../../db/schema'

export interface ManagerFilter {
  contractIds: string[]
  keyword?: string
  /** on the books on the day (entered, not exited before it), or exited by it */
  state?: { active: boolean; day: string }
  requiredOnly?: boolean
}

const like = (k: string) => `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export const managerRepository = {
  async page(db: Db, f: ManagerFilter, page: number, size: number): Promise<{ rows: AttendanceManagerTable[]; total: number }> {
    if (f.contractIds.length === 0) return { rows: [], total: 0 }
    let q = db.selectFrom('attendanceManager').where('contractId', 'in', f.contractIds)
    if (f.keyword) q = q.where((eb) => eb.or([eb('realName', 'like', like(f.keyword!)), eb('post', 'like', like(f.keyword!))]))
    if (f.state?.active) q = q.where((eb) => eb.or([eb('exitDate', '=', ''), eb('exitDate', '>=', f.state!.day)]))
    else if (f.state) q = q.where('exitDate', '<>', '').where('exitDate', '<', f.state.day)
    if (f.requiredOnly) q = q.where('onSiteRequired', '=', 1)
    const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    const rows = await q.selectAll().orderBy('contractId').orderBy('onSiteRequired', 'desc').orderBy('post').orderBy('realName').orderBy('id')
      .limit(size).offset((page - 1) * size).execute()
    return { rows, total }
  },
  /** the active staff of the sections on the day, for the figures and the reminders */
  activeOn(db: Db, contractIds: string[], day: string): Promise<AttendanceManagerTable[]> {
    if (contractIds.length === 0) return Promise.resolve([])
    return db.selectFrom('attendanceManager').selectAll().where('contractId', 'in', contractIds).where('entryDate', '<=', day)
      .where((eb) => eb.or([eb('exitDate', '=', ''), eb('exitDate', '>=', day)])).execute()
  },
  one(db: Db, id: string): Promise<AttendanceManagerTable | undefined> {
    return db.selectFrom('attendanceManager').selectAll().where('id', '=', id).executeTakeFirst()
  },
  ofUser(db: Db, contractId: string, userId: string): Promise<AttendanceManagerTable | undefined> {
    return db.selectFrom('attendanceManager').selectAll().where('contractId', '=', contractId).where('userId', '=', userId).executeTakeFirst()
  },
  async save(db: Db, m: AttendanceManagerTable, isNew: boolean): Promise<void> {
    if (isNew) await db.insertInto('attendanceManager').values(m).execute()
    else {
      const { id, projectId: _p, contractId: _c, creatorUserId: _u, creatorTime: _t, ...rest } = m
      await db.updateTable('attendanceManager').set(rest).where('id', '=', id).execute()
    }
  },
  async remove(db: Db, id: string): Promise<void> {
    await db.deleteFrom('attendanceManager').where('id', '=', id).execute()
  },
  /** the first punch on the day of each of the users on the sections */
  async firstPunches(db: Db, contractIds: string[], userIds: string[], day: string): Promise<Map<string, number>> {
    if (contractIds.length === 0 || userIds.length === 0) return new Map()
    const rows = await db.selectFrom('attendancePunch').select(['contractId', 'userId']).select((eb) => eb.fn.min('punchTime').as('first'))
      .where('contractId', 'in', contractIds).where('userId', 'in', userIds).where('punchDay', '=', day).groupBy(['contractId', 'userId']).execute()
    return new Map(rows.map((r) => [`${r.contractId}/${r.userId}`, Number(r.first)]))
  },
  userNames(db: Db, ids: string[]): Promise<{ id: string; realName: string }[]> {
    if (ids.length === 0) return Promise.resolve([])
    return db.selectFrom('baseUser').select(['id', 'realName']).where('id', 'in', ids).execute()
  },
  /** the enabled accounts that are members of the section, to link a person to */
  members(db: Db, contractId: string): Promise<{ id: string; realName: string; account: string }[]> {
    return db.selectFrom('baseUserRelation as r').innerJoin('baseUser as u', 'u.id', 'r.userId').select(['u.id', 'u.realName', 'u.account'])
      .where('r.objectType', '=', 'Contract').where('r.objectId', '=', contractId).where('u.enabledMark', '=', 1)
      .orderBy('u.realName').orderBy('u.id').execute()
  },
  isMember(db: Db, userId: string, contractId: string) {
    return db.selectFrom('baseUserRelation').select('id').where('userId', '=', userId).where('objectType', '=', 'Contract')
      .where('objectId', '=', contractId).executeTakeFirst()
  }
}
