// SQL of a user's open work, what keeps them from being deleted and what the console's 工作交接 moves: to-dos
// (open flow_task_operator entries of running tasks), tasks they launched that are still running, and the
// delegations (flow_delegate) in force that name them.
import type { Db } from '../../db/database'

/** task states in which the flow still runs (1 等待审核, 6 挂起) */
const RUNNING = [1, 6]

export interface OpenTodo { id: string; taskId: string; taskNodeId: string; nodeName: string; taskName: string; projectId: string; icon: string }
export interface OpenLaunch { id: string; fullName: string; projectId: string; icon: string }
export interface OpenDelegation { id: string; userId: string; userName: string; toUserId: string; toUserName: string; type: string; flowName: string }

export const workRepository = {
  openTodos(db: Db, userId: string): Promise<OpenTodo[]> {
    return db.selectFrom('flowTaskOperator as o').innerJoin('flowTask as t', 't.id', 'o.taskId')
      .leftJoin('flowTemplate as f', 'f.id', 't.templateId')
      .select(['o.id', 'o.taskId', 'o.taskNodeId', 'o.nodeName', 't.fullName as taskName', 't.projectId'])
      .select((eb) => eb.fn.coalesce('f.icon', eb.val('')).as('icon'))
      .where('o.handleId', '=', userId).where('o.completion', '=', 0).where('o.state', '<>', -1).where('t.status', 'in', RUNNING)
      .orderBy('o.creatorTime').orderBy('o.id').execute()
  },
  runningLaunches(db: Db, userId: string): Promise<OpenLaunch[]> {
    return db.selectFrom('flowTask as t').leftJoin('flowTemplate as f', 'f.id', 't.templateId')
      .select(['t.id', 't.fullName', 't.projectId']).select((eb) => eb.fn.coalesce('f.icon', eb.val('')).as('icon'))
      .where('t.creatorUserId', '=', userId).where('t.status', 'in', RUNNING).orderBy('t.creatorTime').orderBy('t.id').execute()
  },
  activeDelegations(db: Db, userId: string, now: number): Promise<OpenDelegation[]> {
    return db.selectFrom('flowDelegate').select(['id', 'userId', 'userName', 'toUserId', 'toUserName', 'type', 'flowName'])
      .where((eb) => eb.or([eb('userId', '=', userId), eb('toUserId', '=', userId)]))
      .where('enabledMark', '=', 1).where('endTime', '>=', now).orderBy('creatorTime').orderBy('id').execute()
  },
  /** node activations on which the user already holds an open entry */
  async nodesHeldBy(db: Db, userId: string, taskNodeIds: string[]): Promise<Set<string>> {
    if (taskNodeIds.length === 0) return new Set()
    const rows = await db.selectFrom('flowTaskOperator').select('taskNodeId').where('handleId', '=', userId)
      .where('taskNodeId', 'in', taskNodeIds).where('completion', '=', 0).where('state', '<>', -1).execute()
    return new Set(rows.map((r) => r.taskNodeId))
  },
  /** moves still-open entries from one handler to the other; the count tells whether somebody acted meanwhile */
  async moveTodos(db: Db, ids: string[], fromId: string, toId: string): Promise<number> {
    if (ids.length === 0) return 0
    const r = await db.updateTable('flowTaskOperator').set({ handleId: toId }).where('id', 'in', ids).where('handleId', '=', fromId)
      .where('completion', '=', 0).where('state', '<>', -1).executeTakeFirst()
    return Number(r.numUpdatedRows)
  },
  async moveLaunches(db: Db, ids: string[], fromId: string, toId: string, by: string, now: number): Promise<number> {
    if (ids.length === 0) return 0
    const r = await db.updateTable('flowTask').set({ creatorUserId: toId, lastModifyUserId: by, lastModifyTime: now })
      .where('id', 'in', ids).where('creatorUserId', '=', fromId).where('status', 'in', RUNNING).executeTakeFirst()
    return Number(r.numUpdatedRows)
  },
  /** a delegation names a person: handing it over ends it */
  async endDelegations(db: Db, ids: string[], userId: string, by: string, now: number): Promise<number> {
    if (ids.length === 0) return 0
    const r = await db.updateTable('flowDelegate').set({ enabledMark: 0, lastModifyUserId: by, lastModifyTime: now })
      .where('id', 'in', ids).where((eb) => eb.or([eb('userId', '=', userId), eb('toUserId', '=', userId)]))
      .where('enabledMark', '=', 1).executeTakeFirst()
    return Number(r.numUpdatedRows)
  }
}
