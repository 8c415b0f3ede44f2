// SQL for templates, forms, tasks and their nodes (flow_template*, flow_form, flow_task, flow_task_node,
// flow_launch_user, jnpf-api.md §12).
import type { Db } from '../../../db/database'
import type {
  FlowFormTable, FlowLaunchUserTable, FlowTaskNodeTable, FlowTaskTable, FlowTemplateJsonTable, FlowTemplateTable, FlowVisibleTable
} from '../../../db/schema'

export type TaskPatch = Partial<Omit<FlowTaskTable, 'id'>>
export type NodePatch = Partial<Pick<FlowTaskNodeTable, 'state' | 'completion' | 'nodeNext' | 'completedTime' | 'dueTime' | 'draftData' | 'candidates'>>

export const templateRepository = {
  findVersion(db: Db, id: string): Promise<FlowTemplateJsonTable | undefined> {
    return db.selectFrom('flowTemplateJson').selectAll().where('id', '=', id).executeTakeFirst()
  },
  /** the version new launches of a template use */
  currentVersion(db: Db, templateId: string): Promise<FlowTemplateJsonTable | undefined> {
    return db.selectFrom('flowTemplateJson').selectAll().where('templateId', '=', templateId).where('enabledMark', '=', 1)
      .orderBy('version', 'desc').limit(1).executeTakeFirst()
  },
  findTemplate(db: Db, id: string): Promise<FlowTemplateTable | undefined> {
    return db.selectFrom('flowTemplate').selectAll().where('id', '=', id).executeTakeFirst()
  },
  findTemplateByCode(db: Db, enCode: string): Promise<FlowTemplateTable | undefined> {
    return db.selectFrom('flowTemplate').selectAll().where('enCode', '=', enCode).executeTakeFirst()
  },
  findForm(db: Db, id: string): Promise<FlowFormTable | undefined> {
    return db.selectFrom('flowForm').selectAll().where('id', '=', id).executeTakeFirst()
  },
  visible(db: Db, flowId: string): Promise<FlowVisibleTable[]> {
    return db.selectFrom('flowVisible').selectAll().where('flowId', '=', flowId).where('type', '=', '1').execute()
  },
  async insertTemplate(db: Db, row: FlowTemplateTable): Promise<void> {
    await db.insertInto('flowTemplate').values(row).execute()
  },
  async insertVersion(db: Db, row: FlowTemplateJsonTable, visible: FlowVisibleTable[]): Promise<void> {
    await db.updateTable('flowTemplateJson').set({ enabledMark: 0 }).where('templateId', '=', row.templateId).where('groupId', '=', row.groupId).execute()
    await db.insertInto('flowTemplateJson').values(row).execute()
    if (visible.length) await db.insertInto('flowVisible').values(visible).execute()
  },
  async maxVersion(db: Db, templateId: string): Promise<number> {
    const r = await db.selectFrom('flowTemplateJson').select((eb) => eb.fn.max('version').as('v')).where('templateId', '=', templateId).executeTakeFirst()
    return Number(r?.v ?? 0)
  },
  async insertForm(db: Db, row: FlowFormTable): Promise<void> {
    await db.insertInto('flowForm').values(row).execute()
  },
  /** a low-code model bound to a template: its Config answers enableFlow 1 and the template's id and JSON */
  async bindModel(db: Db, modelId: string, b: { flowId: string; flowEnCode: string; flowTemplateJson: string }): Promise<void> {
    await db.updateTable('baseVisualDev').set({ enableFlow: 1, ...b }).where('id', '=', modelId).execute()
  }
}

export const taskRepository = {
  find(db: Db, id: string): Promise<FlowTaskTable | undefined> {
    return db.selectFrom('flowTask').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async insert(db: Db, row: FlowTaskTable): Promise<void> {
    await db.insertInto('flowTask').values(row).execute()
  },
  async update(db: Db, id: string, patch: TaskPatch): Promise<void> {
    await db.updateTable('flowTask').set(patch).where('id', '=', id).execute()
  },
  /**
   * takes the task's row lock for the rest of the transaction (a no-op update; PostgreSQL holds the lock until
   * commit, SQLite runs one writer at a time), so two actions on one task never interleave
   */
  async lock(db: Db, id: string): Promise<boolean> {
    const r = await db.updateTable('flowTask').set((eb) => ({ sortCode: eb.ref('sortCode') })).where('id', '=', id).executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  },
  children(db: Db, parentTaskNodeId: string): Promise<FlowTaskTable[]> {
    return db.selectFrom('flowTask').selectAll().where('parentTaskNodeId', '=', parentTaskNodeId).execute()
  },
  async insertLaunchUser(db: Db, row: FlowLaunchUserTable): Promise<void> {
    await db.insertInto('flowLaunchUser').values(row).execute()
  }
}

export const nodeRepository = {
  find(db: Db, id: string): Promise<FlowTaskNodeTable | undefined> {
    return db.selectFrom('flowTaskNode').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async insert(db: Db, row: FlowTaskNodeTable): Promise<void> {
    await db.insertInto('flowTaskNode').values(row).execute()
  },
  /** only moves a node that is still current, so a node is never completed twice */
  async updateCurrent(db: Db, id: string, patch: NodePatch): Promise<boolean> {
    const r = await db.updateTable('flowTaskNode').set(patch).where('id', '=', id).where('state', '=', 1).executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  },
  async update(db: Db, id: string, patch: NodePatch): Promise<void> {
    await db.updateTable('flowTaskNode').set(patch).where('id', '=', id).execute()
  },
  active(db: Db, taskId: string): Promise<FlowTaskNodeTable[]> {
    return db.selectFrom('flowTaskNode').selectAll().where('taskId', '=', taskId).where('state', '=', 1).orderBy('sortCode').execute()
  },
  ofTask(db: Db, taskId: string): Promise<FlowTaskNodeTable[]> {
    return db.selectFrom('flowTaskNode').selectAll().where('taskId', '=', taskId).orderBy('sortCode').execute()
  },
  async nextSort(db: Db, taskId: string): Promise<number> {
    const r = await db.selectFrom('flowTaskNode').select((eb) => eb.fn.max('sortCode').as('s')).where('taskId', '=', taskId).executeTakeFirst()
    return Number(r?.s ?? 0) + 1
  },
  /** current timer nodes whose time has come, across tasks */
  dueTimers(db: Db, now: number, limit: number): Promise<FlowTaskNodeTable[]> {
    return db.selectFrom('flowTaskNode').selectAll().where('state', '=', 1).where('nodeType', '=', 'timer')
      .where('dueTime', 'is not', null).where('dueTime', '<=', now).orderBy('dueTime').limit(limit).execute()
  }
}
