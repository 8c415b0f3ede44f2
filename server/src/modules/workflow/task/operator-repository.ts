// SQL for to-do entries (flow_task_operator), the history (flow_task_operator_record), copies
// (flow_task_circulate), chosen candidates (flow_candidates) and the delegations the engine routes by.
import type { Db } from '../../../db/database'
import type {
  FlowCandidatesTable, FlowDelegateTable, FlowTaskCirculateTable, FlowTaskOperatorRecordTable, FlowTaskOperatorTable
} from '../../../db/schema'

export const operatorRepository = {
  find(db: Db, id: string): Promise<FlowTaskOperatorTable | undefined> {
    return db.selectFrom('flowTaskOperator').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async insertMany(db: Db, rows: FlowTaskOperatorTable[]): Promise<void> {
    if (rows.length) await db.insertInto('flowTaskOperator').values(rows).execute()
  },
  /**
   * marks an open, active entry as acted on; false when somebody got there first (the entry was already acted on,
   * closed by an or-sign, a return or a withdrawal) — the caller answers that the step was already handled
   */
  async claim(db: Db, id: string, handleStatus: number, now: number): Promise<boolean> {
    const r = await db.updateTable('flowTaskOperator').set({ completion: 1, handleStatus, handleTime: now })
      .where('id', '=', id).where('completion', '=', 0).where('state', '=', 0).executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  },
  /** puts an open, active entry on hold (state 1) behind a before-add-sign; false when it was not open any more */
  async park(db: Db, id: string): Promise<boolean> {
    const r = await db.updateTable('flowTaskOperator').set({ state: 1 }).where('id', '=', id).where('completion', '=', 0)
      .where('state', '=', 0).executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  },
  ofNode(db: Db, taskNodeId: string): Promise<FlowTaskOperatorTable[]> {
    return db.selectFrom('flowTaskOperator').selectAll().where('taskNodeId', '=', taskNodeId).orderBy('sortCode').orderBy('creatorTime').execute()
  },
  openOfTask(db: Db, taskId: string): Promise<FlowTaskOperatorTable[]> {
    return db.selectFrom('flowTaskOperator').selectAll().where('taskId', '=', taskId).where('completion', '=', 0)
      .where('state', '<>', -1).execute()
  },
  /** closes the open entries of the given node activations without an action */
  async closeOpen(db: Db, taskNodeIds: string[]): Promise<void> {
    if (taskNodeIds.length === 0) return
    await db.updateTable('flowTaskOperator').set({ state: -1 }).where('taskNodeId', 'in', taskNodeIds)
      .where('completion', '=', 0).where('state', '<>', -1).execute()
  },
  async setState(db: Db, id: string, state: number, dueTime?: number | null): Promise<void> {
    await db.updateTable('flowTaskOperator').set(dueTime === undefined ? { state } : { state, dueTime }).where('id', '=', id).execute()
  },
  async setDraft(db: Db, id: string, draftData: string): Promise<void> {
    await db.updateTable('flowTaskOperator').set({ draftData }).where('id', '=', id).execute()
  },
  async clearDue(db: Db, id: string): Promise<void> {
    await db.updateTable('flowTaskOperator').set({ dueTime: null }).where('id', '=', id).execute()
  },
  /** open, active entries whose time limit has run out, across tasks */
  overdue(db: Db, now: number, limit: number): Promise<FlowTaskOperatorTable[]> {
    return db.selectFrom('flowTaskOperator').selectAll().where('completion', '=', 0).where('state', '=', 0)
      .where('dueTime', 'is not', null).where('dueTime', '<=', now).orderBy('dueTime').limit(limit).execute()
  }
}

export const recordRepository = {
  /** the opinion a handler gave with his latest step of a status (1 approved, 0 sent back) on the task, '' without one */
  async latestOpinion(db: Db, taskId: string, handleId: string, handleStatus: number): Promise<string> {
    const r = await db.selectFrom('flowTaskOperatorRecord').select('handleOpinion').where('taskId', '=', taskId).where('status', '!=', -1)
      .where('handleId', '=', handleId).where('handleStatus', '=', handleStatus).orderBy('handleTime', 'desc').orderBy('creatorTime', 'desc').executeTakeFirst()
    return r?.handleOpinion ?? ''
  },
  find(db: Db, id: string): Promise<FlowTaskOperatorRecordTable | undefined> {
    return db.selectFrom('flowTaskOperatorRecord').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async insert(db: Db, row: FlowTaskOperatorRecordTable): Promise<void> {
    await db.insertInto('flowTaskOperatorRecord').values(row).execute()
  },
  ofTask(db: Db, taskId: string): Promise<FlowTaskOperatorRecordTable[]> {
    return db.selectFrom('flowTaskOperatorRecord').selectAll().where('taskId', '=', taskId).orderBy('handleTime').orderBy('creatorTime').execute()
  },
  /** a recall voids the approval it takes back; the row itself stays in the history */
  async void(db: Db, id: string): Promise<void> {
    await db.updateTable('flowTaskOperatorRecord').set({ status: -1 }).where('id', '=', id).execute()
  },
  /** who approved at a node of a task and has not taken it back */
  async approvers(db: Db, taskId: string, nodeCode: string): Promise<string[]> {
    const rows = await db.selectFrom('flowTaskOperatorRecord').select('handleId').where('taskId', '=', taskId)
      .where('nodeCode', '=', nodeCode).where('handleStatus', 'in', [1, 2]).where('status', '<>', -1).orderBy('handleTime').execute()
    return [...new Set(rows.map((r) => r.handleId).filter(Boolean))]
  }
}

export const circulateRepository = {
  async insertMany(db: Db, rows: FlowTaskCirculateTable[]): Promise<void> {
    if (rows.length) await db.insertInto('flowTaskCirculate').values(rows).execute()
  },
  async copiedTo(db: Db, taskId: string): Promise<string[]> {
    const rows = await db.selectFrom('flowTaskCirculate').select('objectId').where('taskId', '=', taskId).execute()
    return rows.map((r) => r.objectId)
  }
}

export const candidateRepository = {
  async insertMany(db: Db, rows: FlowCandidatesTable[]): Promise<void> {
    if (rows.length) await db.insertInto('flowCandidates').values(rows).execute()
  },
  /** the latest choice for a node of the task */
  async latest(db: Db, taskId: string, nodeCode: string, type: number): Promise<string[]> {
    const row = await db.selectFrom('flowCandidates').select('candidates').where('taskId', '=', taskId).where('nodeCode', '=', nodeCode)
      .where('type', '=', type).orderBy('creatorTime', 'desc').limit(1).executeTakeFirst()
    return row ? row.candidates.split(',').filter(Boolean) : []
  }
}

export const delegateRepository = {
  /**
   * the delegation of `userId` of `type` ("0" launch, "1" approval) in force at `now` for the template (a
   * delegation with no flows covers every flow); the newest wins
   */
  async active(db: Db, userId: string, type: '0' | '1', templateId: string, now: number): Promise<FlowDelegateTable | undefined> {
    const rows = await db.selectFrom('flowDelegate').selectAll().where('userId', '=', userId).where('type', '=', type)
      .where('enabledMark', '=', 1).where('startTime', '<=', now).where('endTime', '>=', now)
      .orderBy('creatorTime', 'desc').execute()
    return rows.find((d) => d.flowId === '' || d.flowId.split(',').includes(templateId))
  },
  /** launch delegations in force that let `toUserId` launch the template for `userId` */
  async launchFor(db: Db, toUserId: string, userId: string, templateId: string, now: number): Promise<FlowDelegateTable | undefined> {
    const rows = await db.selectFrom('flowDelegate').selectAll().where('toUserId', '=', toUserId).where('userId', '=', userId)
      .where('type', '=', '0').where('enabledMark', '=', 1).where('startTime', '<=', now).where('endTime', '>=', now).execute()
    return rows.find((d) => d.flowId === '' || d.flowId.split(',').includes(templateId))
  }
}
