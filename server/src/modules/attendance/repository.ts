// SQL of attendance: fences, shift rules, the worker registry and the punches.
import type { Db } from '../../db/database'
import type { AttendanceFenceTable, AttendancePunchRevokedTable, AttendancePunchTable, AttendanceRuleTable, AttendanceWorkerTable } from '../../db/schema'

export type PunchRow = AttendancePunchTable & { realName: string; enteredByName: string }
export type RevokedRow = AttendancePunchRevokedTable & { realName: string; enteredByName: string; revokedByName: string }

/** someone a keeper may enter a punch for: a registered worker, or a person of the management staff with an account */
export interface ManualPerson { workerId: string; userId: string; realName: string; team: string; post: string; entryDate: string; exitDate: string }

export interface WorkerFilter {
  contractIds: string[]
  keyword?: string
  /** active on the day (entered, not exited before it) or exited by it */
  state?: { active: boolean; day: string }
}

export const attendanceRepository = {
  fences(db: Db, contractIds: string[], enabledOnly = false): Promise<AttendanceFenceTable[]> {
    if (contractIds.length === 0) return Promise.resolve([])
    let q = db.selectFrom('attendanceFence').selectAll().where('contractId', 'in', contractIds)
    if (enabledOnly) q = q.where('enabled', '=', 1)
    return q.orderBy('contractId').orderBy('creatorTime').execute()
  },
  fence(db: Db, id: string): Promise<AttendanceFenceTable | undefined> {
    return db.selectFrom('attendanceFence').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async saveFence(db: Db, fence: AttendanceFenceTable, isNew: boolean): Promise<void> {
    if (isNew) await db.insertInto('attendanceFence').values(fence).execute()
    else {
      const { id, projectId: _p, contractId: _c, creatorUserId: _u, creatorTime: _t, ...rest } = fence
      await db.updateTable('attendanceFence').set(rest).where('id', '=', id).execute()
    }
  },
  async removeFence(db: Db, id: string): Promise<void> {
    await db.deleteFrom('attendanceFence').where('id', '=', id).execute()
  },

  rules(db: Db, contractIds: string[]): Promise<AttendanceRuleTable[]> {
    if (contractIds.length === 0) return Promise.resolve([])
    return db.selectFrom('attendanceRule').selectAll().where('contractId', 'in', contractIds).execute()
  },
  async saveRule(db: Db, rule: AttendanceRuleTable): Promise<void> {
    const { contractId, projectId: _p, ...rest } = rule
    const r = await db.updateTable('attendanceRule').set(rest).where('contractId', '=', contractId).executeTakeFirst()
    if (Number(r.numUpdatedRows) === 0) await db.insertInto('attendanceRule').values(rule).execute()
  },

  async workers(db: Db, f: WorkerFilter, page: number, size: number): Promise<{ rows: AttendanceWorkerTable[]; total: number }> {
    if (f.contractIds.length === 0) return { rows: [], total: 0 }
    let q = db.selectFrom('attendanceWorker').where('contractId', 'in', f.contractIds)
    if (f.keyword) {
      const k = `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      q = q.where((eb) => eb.or([eb('realName', 'like', k), eb('team', 'like', k), eb('trade', 'like', k)]))
    }
    if (f.state?.active) q = q.where((eb) => eb.or([eb('exitDate', '=', ''), eb('exitDate', '>=', f.state!.day)]))
    else if (f.state) q = q.where('exitDate', '<>', '').where('exitDate', '<', f.state.day)
    const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    const rows = await q.selectAll().orderBy('team').orderBy('realName').orderBy('id').limit(size).offset((page - 1) * size).execute()
    return { rows, total }
  },
  /** every worker of the sections who was on the books at some point of [from, to] */
  workersDuring(db: Db, contractIds: string[], from: string, to: string): Promise<AttendanceWorkerTable[]> {
    if (contractIds.length === 0) return Promise.resolve([])
    return db.selectFrom('attendanceWorker').selectAll().where('contractId', 'in', contractIds).where('entryDate', '<=', to)
      .where((eb) => eb.or([eb('exitDate', '=', ''), eb('exitDate', '>=', from)])).execute()
  },
  worker(db: Db, id: string): Promise<AttendanceWorkerTable | undefined> {
    return db.selectFrom('attendanceWorker').selectAll().where('id', '=', id).executeTakeFirst()
  },
  workerByCard(db: Db, contractId: string, idCard: string): Promise<AttendanceWorkerTable | undefined> {
    return db.selectFrom('attendanceWorker').selectAll().where('contractId', '=', contractId).where('idCard', '=', idCard).executeTakeFirst()
  },
  workerOfUser(db: Db, contractId: string, userId: string): Promise<AttendanceWorkerTable | undefined> {
    return db.selectFrom('attendanceWorker').selectAll().where('contractId', '=', contractId).where('userId', '=', userId)
      .orderBy('entryDate', 'desc').executeTakeFirst()
  },
  async saveWorker(db: Db, w: AttendanceWorkerTable, isNew: boolean): Promise<void> {
    if (isNew) await db.insertInto('attendanceWorker').values(w).execute()
    else {
      const { id, projectId: _p, contractId: _c, creatorUserId: _u, creatorTime: _t, ...rest } = w
      await db.updateTable('attendanceWorker').set(rest).where('id', '=', id).execute()
    }
  },

  punchByKey(db: Db, userId: string, key: string): Promise<AttendancePunchTable | undefined> {
    return db.selectFrom('attendancePunch').selectAll().where('userId', '=', userId).where('requestKey', '=', key).executeTakeFirst()
  },
  /** the user's last punch made with a fix of his own (an entered one has no position to travel from) */
  lastPunch(db: Db, userId: string): Promise<AttendancePunchTable | undefined> {
    return db.selectFrom('attendancePunch').selectAll().where('userId', '=', userId).where('enteredBy', '=', '')
      .orderBy('punchTime', 'desc').limit(1).executeTakeFirst()
  },
  punchesOfDay(db: Db, userId: string, contractId: string, day: string): Promise<AttendancePunchTable[]> {
    return db.selectFrom('attendancePunch').selectAll().where('userId', '=', userId).where('contractId', '=', contractId)
      .where('punchDay', '=', day).orderBy('punchTime').execute()
  },
  /** inserts unless the user already sent this key; false when it was already there */
  async insertPunch(db: Db, p: AttendancePunchTable): Promise<boolean> {
    const r = await db.insertInto('attendancePunch').values(p).onConflict((oc) => oc.columns(['userId', 'requestKey']).doNothing()).executeTakeFirst()
    return Number(r.numInsertedOrUpdatedRows ?? 0) === 1
  },
  async punches(db: Db, contractIds: string[], opts: { userId?: string; from: string; to: string; field?: boolean }, page: number, size: number): Promise<{ rows: PunchRow[]; total: number }> {
    if (contractIds.length === 0) return { rows: [], total: 0 }
    let q = db.selectFrom('attendancePunch as p').leftJoin('baseUser as u', 'u.id', 'p.userId').leftJoin('attendanceWorker as w', 'w.id', 'p.workerId')
      .leftJoin('baseUser as m', 'm.id', 'p.enteredBy')
      .where('p.contractId', 'in', contractIds).where('p.punchDay', '>=', opts.from).where('p.punchDay', '<=', opts.to)
    if (opts.userId) q = q.where('p.userId', '=', opts.userId)
    if (opts.field !== undefined) q = q.where('p.field', '=', opts.field ? 1 : 0)
    const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    const rows = await q.selectAll('p').select((eb) => [eb.fn.coalesce('w.realName', 'u.realName', eb.val('')).as('realName'), eb.fn.coalesce('m.realName', eb.val('')).as('enteredByName')])
      .orderBy('p.punchTime', 'desc').orderBy('p.id').limit(size).offset((page - 1) * size).execute()
    return { rows: rows as PunchRow[], total }
  },

  // ---- manual entries (补录)

  /** the entries keepers made on the section since a day, newest entry first */
  async manualPunches(db: Db, contractId: string, since: string, page: number, size: number): Promise<{ rows: PunchRow[]; total: number }> {
    const q = db.selectFrom('attendancePunch as p').leftJoin('baseUser as u', 'u.id', 'p.userId').leftJoin('attendanceWorker as w', 'w.id', 'p.workerId')
      .leftJoin('baseUser as m', 'm.id', 'p.enteredBy')
      .where('p.contractId', '=', contractId).where('p.enteredBy', '<>', '').where('p.punchDay', '>=', since)
    const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    const rows = await q.selectAll('p').select((eb) => [eb.fn.coalesce('w.realName', 'u.realName', eb.val('')).as('realName'), eb.fn.coalesce('m.realName', eb.val('')).as('enteredByName')])
      .orderBy('p.creatorTime', 'desc').orderBy('p.id').limit(size).offset((page - 1) * size).execute()
    return { rows: rows as PunchRow[], total }
  },
  /** a person's punches of a day on a section: a registered worker's by his entry, a staff member's by his account */
  punchesOfPersonDay(db: Db, contractId: string, who: { workerId: string; userId: string }, day: string): Promise<AttendancePunchTable[]> {
    let q = db.selectFrom('attendancePunch').selectAll().where('contractId', '=', contractId).where('punchDay', '=', day)
    q = who.workerId ? q.where('workerId', '=', who.workerId) : q.where('userId', '=', who.userId)
    return q.orderBy('punchTime').execute()
  },
  punch(db: Db, id: string): Promise<AttendancePunchTable | undefined> {
    return db.selectFrom('attendancePunch').selectAll().where('id', '=', id).executeTakeFirst()
  },
  /** whether there was such a punch to remove */
  async removePunch(db: Db, id: string): Promise<boolean> {
    const r = await db.deleteFrom('attendancePunch').where('id', '=', id).executeTakeFirst()
    return Number(r.numDeletedRows) > 0
  },
  async insertRevoked(db: Db, row: AttendancePunchRevokedTable): Promise<void> {
    await db.insertInto('attendancePunchRevoked').values(row).execute()
  },
  /** the section's revoked entries of punch days since `since`, the latest revoked first (at most `limit`) */
  async revokedSince(db: Db, contractId: string, since: string, limit: number): Promise<RevokedRow[]> {
    const rows = await db.selectFrom('attendancePunchRevoked as p').leftJoin('baseUser as u', 'u.id', 'p.userId').leftJoin('attendanceWorker as w', 'w.id', 'p.workerId')
      .leftJoin('baseUser as m', 'm.id', 'p.enteredBy').leftJoin('baseUser as x', 'x.id', 'p.revokedBy')
      .where('p.contractId', '=', contractId).where('p.punchDay', '>=', since)
      .selectAll('p')
      .select((eb) => [eb.fn.coalesce('w.realName', 'u.realName', eb.val('')).as('realName'), eb.fn.coalesce('m.realName', eb.val('')).as('enteredByName'), eb.fn.coalesce('x.realName', eb.val('')).as('revokedByName')])
      .orderBy('p.revokedAt', 'desc').orderBy('p.id').limit(limit).execute()
    return rows as RevokedRow[]
  },
  /** the section's workers and management staff (with an account) on the books at some point since the day */
  async manualPeople(db: Db, contractId: string, since: string): Promise<ManualPerson[]> {
    const [workers, staff] = await Promise.all([
      db.selectFrom('attendanceWorker').select(['id as workerId', 'userId', 'realName', 'team', 'trade as post', 'entryDate', 'exitDate'])
        .where('contractId', '=', contractId).where((eb) => eb.or([eb('exitDate', '=', ''), eb('exitDate', '>=', since)]))
        .orderBy('team').orderBy('realName').execute(),
      db.selectFrom('attendanceManager').select(['userId', 'realName', 'post', 'entryDate', 'exitDate'])
        .where('contractId', '=', contractId).where('userId', '<>', '').where((eb) => eb.or([eb('exitDate', '=', ''), eb('exitDate', '>=', since)]))
        .orderBy('realName').execute()
    ])
    const registered = new Set(workers.map((w) => w.userId).filter((id) => id !== ''))
    return [
      ...staff.filter((s) => !registered.has(s.userId)).map((s) => ({ ...s, workerId: '', team: '管理人员' })),
      ...workers
    ]
  },
  /** the punches of a period for the statistics: one row per punch, only what the sums need */
  punchesForStats(db: Db, contractIds: string[], from: string, to: string, userId?: string) {
    if (contractIds.length === 0) return Promise.resolve([])
    let q = db.selectFrom('attendancePunch').select(['userId', 'workerId', 'contractId', 'kind', 'punchTime', 'punchDay', 'field'])
      .where('contractId', 'in', contractIds).where('punchDay', '>=', from).where('punchDay', '<=', to)
    if (userId) q = q.where('userId', '=', userId)
    return q.orderBy('punchTime').execute()
  },
  userNames(db: Db, ids: string[]): Promise<{ id: string; realName: string }[]> {
    if (ids.length === 0) return Promise.resolve([])
    return db.selectFrom('baseUser').select(['id', 'realName']).where('id', 'in', ids).execute()
  }
}
