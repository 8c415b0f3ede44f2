// SQL for reading one task with everything the detail page shows, and for deciding who may read it.
import type { Db } from '../../../db/database'
import type {
  FlowFormTable, FlowTaskNodeTable, FlowTaskOperatorRecordTable, FlowTaskOperatorTable, FlowTaskTable, FlowTemplateJsonTable, FlowTemplateTable
} from '../../../db/schema'

export const taskReadRepository = {
  findTask(db: Db, id: string): Promise<FlowTaskTable | undefined> {
    return db.selectFrom('flowTask').selectAll().where('id', '=', id).executeTakeFirst()
  },
  /** whether the user took part in the task: handled or holds a to-do, acted for someone, or was copied in */
  async takesPart(db: Db, taskId: string, userId: string): Promise<boolean> {
    const op = await db.selectFrom('flowTaskOperator').select('id').where('taskId', '=', taskId)
      .where((eb) => eb.or([eb('handleId', '=', userId), eb('delegatorUserId', '=', userId)])).limit(1).executeTakeFirst()
    if (op) return true
    const rec = await db.selectFrom('flowTaskOperatorRecord').select('id').where('taskId', '=', taskId)
      .where((eb) => eb.or([eb('handleId', '=', userId), eb('delegatorUserId', '=', userId)])).limit(1).executeTakeFirst()
    if (rec) return true
    const copy = await db.selectFrom('flowTaskCirculate').select('id').where('taskId', '=', taskId).where('objectId', '=', userId)
      .limit(1).executeTakeFirst()
    return copy !== undefined
  },
  nodes(db: Db, taskId: string): Promise<FlowTaskNodeTable[]> {
    return db.selectFrom('flowTaskNode').selectAll().where('taskId', '=', taskId)
      .orderBy('creatorTime').orderBy('sortCode').orderBy('id').execute()
  },
  operators(db: Db, taskId: string): Promise<FlowTaskOperatorTable[]> {
    return db.selectFrom('flowTaskOperator').selectAll().where('taskId', '=', taskId)
      .orderBy('creatorTime').orderBy('sortCode').orderBy('id').execute()
  },
  records(db: Db, taskId: string): Promise<FlowTaskOperatorRecordTable[]> {
    return db.selectFrom('flowTaskOperatorRecord').selectAll().where('taskId', '=', taskId)
      .orderBy('handleTime').orderBy('creatorTime').orderBy('id').execute()
  },
  findOperator(db: Db, id: string): Promise<FlowTaskOperatorTable | undefined> {
    return db.selectFrom('flowTaskOperator').selectAll().where('id', '=', id).executeTakeFirst()
  },
  findRecord(db: Db, id: string): Promise<FlowTaskOperatorRecordTable | undefined> {
    return db.selectFrom('flowTaskOperatorRecord').selectAll().where('id', '=', id).executeTakeFirst()
  },
  /** launchers of the sub-flow tasks a subFlow node started */
  childLaunchers(db: Db, parentTaskNodeIds: string[]): Promise<{ parentTaskNodeId: string; creatorUserId: string }[]> {
    if (parentTaskNodeIds.length === 0) return Promise.resolve([])
    return db.selectFrom('flowTask').select(['parentTaskNodeId', 'creatorUserId']).where('parentTaskNodeId', 'in', parentTaskNodeIds).execute()
  },
  findVersion(db: Db, id: string): Promise<FlowTemplateJsonTable | undefined> {
    return db.selectFrom('flowTemplateJson').selectAll().where('id', '=', id).executeTakeFirst()
  },
  findTemplate(db: Db, id: string): Promise<FlowTemplateTable | undefined> {
    return db.selectFrom('flowTemplate').selectAll().where('id', '=', id).executeTakeFirst()
  },
  findForm(db: Db, id: string): Promise<FlowFormTable | undefined> {
    return db.selectFrom('flowForm').selectAll().where('id', '=', id).executeTakeFirst()
  }
}
