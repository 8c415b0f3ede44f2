// SQL the reminder jobs read: the records of a model page by page, the people who may be told (enabled users, role
// holders, project and section memberships) and, for a record bound to a flow, its task and open to-do entries.
import type { Db } from '../../db/database'
import type { FlowTaskTable } from '../../db/schema'
import type { ReminderRecord } from './reminder-plan'

export interface Person { id: string; enabledMark: number; isAdministrator: number }
export interface Membership { userId: string; objectType: string; objectId: string }
export type ReminderTask = Pick<FlowTaskTable, 'id' | 'flowCode' | 'flowId' | 'formType' | 'status' | 'creatorUserId'>
export interface OpenEntry { id: string; handleId: string; taskNodeId: string }

function parsed(data: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(data)
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

export const reminderRepository = {
  /** the model's records after `afterId` in id order */
  async records(db: Db, modelId: string, afterId: string, limit: number): Promise<ReminderRecord[]> {
    const rows = await db.selectFrom('visualdevRecord').select(['id', 'projectId', 'contractId', 'creatorUserId', 'flowState', 'recordState', 'data'])
      .where('modelId', '=', modelId).where('id', '>', afterId).orderBy('id').limit(limit).execute()
    return rows.map((r) => ({ ...r, flowState: r.flowState === null || r.flowState === undefined ? null : Number(r.flowState),
      recordState: r.recordState ?? null, data: parsed(r.data) }))
  },
  async modelName(db: Db, modelId: string): Promise<string> {
    return (await db.selectFrom('baseVisualDev').select('fullName').where('id', '=', modelId).executeTakeFirst())?.fullName ?? ''
  },
  people(db: Db, ids: string[]): Promise<Person[]> {
    if (ids.length === 0) return Promise.resolve([])
    return db.selectFrom('baseUser').select(['id', 'enabledMark', 'isAdministrator']).where('id', 'in', ids).execute()
  },
  /** holders of an enabled role with this enCode */
  async roleHolders(db: Db, enCode: string): Promise<string[]> {
    const rows = await db.selectFrom('baseUserRelation').innerJoin('baseRole', 'baseRole.id', 'baseUserRelation.objectId')
      .select('baseUserRelation.userId').distinct()
      .where('baseUserRelation.objectType', '=', 'Role').where('baseRole.enCode', '=', enCode).where('baseRole.enabledMark', '=', 1)
      .execute()
    return rows.map((r) => r.userId)
  },
  memberships(db: Db, userIds: string[]): Promise<Membership[]> {
    if (userIds.length === 0) return Promise.resolve([])
    return db.selectFrom('baseUserRelation').select(['userId', 'objectType', 'objectId'])
      .where('userId', 'in', userIds).where('objectType', 'in', ['Project', 'Contract']).execute()
  },
  task(db: Db, id: string): Promise<ReminderTask | undefined> {
    return db.selectFrom('flowTask').select(['id', 'flowCode', 'flowId', 'formType', 'status', 'creatorUserId']).where('id', '=', id).executeTakeFirst()
  },
  openEntries(db: Db, taskId: string): Promise<OpenEntry[]> {
    return db.selectFrom('flowTaskOperator').select(['id', 'handleId', 'taskNodeId'])
      .where('taskId', '=', taskId).where('completion', '=', 0).where('state', '=', 0).orderBy('creatorTime').execute()
  }
}
