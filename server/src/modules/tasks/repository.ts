// SQL of the task centre: tasks, whom they are handed to, their timelines, and the people and sections a project
// may hand work to.
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { TaskItemTable, TaskUpdateTable } from '../../db/schema'

export interface TaskFilter {
  projectId: string
  /** tasks handed to the user or to a section among `contractIds`, or that the user handles */
  mineOf?: { userId: string; contractIds: string[] }
  publisherId?: string
  states?: string[]
  keyword?: string
  /** the sections the caller may see section tasks of (scope all); undefined = every section */
  visibleContracts?: string[]
  /** due between these days (yyyy-MM-dd, both included): the schedule's month and day */
  dueBetween?: [string, string]
  /** handed to this section */
  contractId?: string
  /** handed to, or handled by, this person */
  assigneeId?: string
  /** open (not submitted, finished or withdrawn) and due before this day: overdue */
  openDueBefore?: string
  /** task | siteCheck */
  kind?: string
}

function filtered(db: Db, f: TaskFilter) {
  let q = db.selectFrom('taskItem as t').where('t.projectId', '=', f.projectId)
  if (f.mineOf) {
    const { userId, contractIds } = f.mineOf
    q = q.where((eb) => eb.or([
      eb('t.handlerUserId', '=', userId),
      eb.exists(eb.selectFrom('taskAssignee as a').select('a.taskId').whereRef('a.taskId', '=', 't.id').where('a.userId', '=', userId)),
      ...(contractIds.length ? [eb.and([eb('t.assignType', '=', 'section'), eb('t.contractId', 'in', contractIds)])] : [])
    ]))
  }
  if (f.publisherId) q = q.where('t.publisherUserId', '=', f.publisherId)
  if (f.states?.length) q = q.where('t.state', 'in', f.states)
  if (f.visibleContracts) {
    const ids = f.visibleContracts
    q = q.where((eb) => eb.or([eb('t.contractId', '=', ''), ...(ids.length ? [eb('t.contractId', 'in', ids)] : [])]))
  }
  if (f.contractId) q = q.where('t.contractId', '=', f.contractId)
  if (f.assigneeId) {
    const who = f.assigneeId
    q = q.where((eb) => eb.or([
      eb('t.handlerUserId', '=', who),
      eb.exists(eb.selectFrom('taskAssignee as a2').select('a2.taskId').whereRef('a2.taskId', '=', 't.id').where('a2.userId', '=', who))
    ]))
  }
  if (f.openDueBefore) q = q.where('t.state', 'in', ['pending', 'doing', 'returned']).where('t.dueDate', '<', f.openDueBefore)
  if (f.kind) q = q.where('t.kind', '=', f.kind)
  if (f.dueBetween) q = q.where('t.dueDate', '>=', f.dueBetween[0]).where('t.dueDate', '<=', f.dueBetween[1])
  const word = (f.keyword ?? '').trim()
  if (word) q = q.where((eb) => eb.or([eb('t.title', 'like', `%${word}%`), eb('t.billNo', 'like', `%${word}%`)]))
  return q
}

export const taskRepository = {
  find(db: Db, id: string): Promise<TaskItemTable | undefined> {
    return db.selectFrom('taskItem').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async list(db: Db, f: TaskFilter, limit: number, offset: number): Promise<{ rows: TaskItemTable[]; total: number }> {
    const [rows, count] = await Promise.all([
      filtered(db, f).selectAll('t')
        // open work first (what someone still has to act on), the nearest due date first among it
        .orderBy(sql`case when t.state in ('done', 'cancelled') then 1 else 0 end`)
        .orderBy('t.dueDate').orderBy('t.creatorTime', 'desc').orderBy('t.id')
        .limit(limit).offset(offset).execute(),
      filtered(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    ])
    return { rows, total: Number(count?.n ?? 0) }
  },
  async assignees(db: Db, taskIds: string[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>()
    if (taskIds.length === 0) return out
    const rows = await db.selectFrom('taskAssignee').select(['taskId', 'userId']).where('taskId', 'in', taskIds).orderBy('userId').execute()
    for (const r of rows) out.set(r.taskId, [...(out.get(r.taskId) ?? []), r.userId])
    return out
  },
  updates(db: Db, taskId: string): Promise<TaskUpdateTable[]> {
    return db.selectFrom('taskUpdate').selectAll().where('taskId', '=', taskId).orderBy('createdAt').orderBy('id').execute()
  },
  findUpdate(db: Db, id: string): Promise<TaskUpdateTable | undefined> {
    return db.selectFrom('taskUpdate').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async countOfDay(db: Db, prefix: string): Promise<number> {
    const r = await db.selectFrom('taskItem').select((eb) => eb.fn.countAll<number>().as('n')).where('billNo', 'like', `${prefix}%`).executeTakeFirst()
    return Number(r?.n ?? 0)
  },
  async insert(db: Db, task: TaskItemTable, assigneeIds: string[]): Promise<void> {
    await db.insertInto('taskItem').values(task).execute()
    if (assigneeIds.length) await db.insertInto('taskAssignee').values(assigneeIds.map((userId) => ({ taskId: task.id, userId }))).execute()
  },
  /** moves a task on only if it is still in one of `from` (two people cannot both move it) */
  async move(db: Db, id: string, from: string[], set: Partial<TaskItemTable>): Promise<boolean> {
    const r = await db.updateTable('taskItem').set(set).where('id', '=', id).where('state', 'in', from).executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  },
  /** a timeline entry, never stamped before the task's last one (two moves in one millisecond keep their order) */
  async addUpdate(db: Db, row: TaskUpdateTable): Promise<void> {
    const last = await db.selectFrom('taskUpdate').select((eb) => eb.fn.max('createdAt').as('at')).where('taskId', '=', row.taskId).executeTakeFirst()
    const after = last?.at === null || last?.at === undefined ? 0 : Number(last.at) + 1
    await db.insertInto('taskUpdate').values({ ...row, createdAt: Math.max(Number(row.createdAt), after) }).execute()
  },
  /** the open tasks with a due date, for the reminder job, in id order after `afterId` */
  open(db: Db, afterId: string, limit: number): Promise<TaskItemTable[]> {
    return db.selectFrom('taskItem').selectAll().where('id', '>', afterId).where('state', 'in', ['pending', 'doing', 'returned'])
      .orderBy('id').limit(limit).execute()
  },
  /** the enabled members of a project (with their main organisation's name) */
  projectMembers(db: Db, projectId: string) {
    return db.selectFrom('baseUserRelation as r').innerJoin('baseUser as u', 'u.id', 'r.userId')
      .leftJoin('baseOrganize as o', 'o.id', 'u.organizeId')
      .select(['u.id', 'u.realName', 'u.account', sql<string>`coalesce(o.full_name, '')`.as('organize')])
      .where('r.objectType', '=', 'Project').where('r.objectId', '=', projectId).where('u.enabledMark', '=', 1)
      .orderBy('u.sortCode').execute()
  },
  /** the enabled members of a section who hold one of the roles (by enCode) */
  async sectionActors(db: Db, contractId: string, roleCodes: string[]): Promise<string[]> {
    const rows = await db.selectFrom('baseUserRelation as c')
      .innerJoin('baseUser as u', 'u.id', 'c.userId')
      .innerJoin('baseUserRelation as r', (j) => j.onRef('r.userId', '=', 'c.userId').on('r.objectType', '=', 'Role'))
      .innerJoin('baseRole as o', 'o.id', 'r.objectId')
      .select('u.id').distinct()
      .where('c.objectType', '=', 'Contract').where('c.objectId', '=', contractId).where('u.enabledMark', '=', 1)
      .where('o.enCode', 'in', roleCodes).where(sql<boolean>`coalesce(o.enabled_mark, 1) = 1`)
      .execute()
    return rows.map((r) => r.id)
  },
  async names(db: Db, ids: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids.filter(Boolean))]
    if (unique.length === 0) return new Map()
    const rows = await db.selectFrom('baseUser').select(['id', 'realName']).where('id', 'in', unique).execute()
    return new Map(rows.map((r) => [r.id, r.realName]))
  }
}
