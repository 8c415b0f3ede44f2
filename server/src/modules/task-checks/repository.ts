// SQL of the site checks and material consumption: the project's checklists and their items, the items of a
// site-check task, and the materials consumed against tasks (with their totals by material).
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { TaskCheckResultTable, TaskChecklistItemTable, TaskChecklistTable, TaskConsumeTable, TaskItemTable, TaskSiteCheckTable } from '../../db/schema'

export interface ConsumeFilter {
  projectId: string
  taskId?: string
  contractId?: string
  /** the sections the caller may see; undefined = all */
  visibleContracts?: string[]
  /** with visibleContracts: also the consumption of tasks handed to people (not to a section) */
  withPeopleTasks?: boolean
  keyword?: string
}

function consumes(db: Db, f: ConsumeFilter) {
  let q = db.selectFrom('taskConsume as c').innerJoin('taskItem as t', 't.id', 'c.taskId').where('c.projectId', '=', f.projectId)
  if (f.taskId) q = q.where('c.taskId', '=', f.taskId)
  if (f.contractId) q = q.where('c.contractId', '=', f.contractId)
  if (f.visibleContracts) {
    const ids = f.visibleContracts
    const people = f.withPeopleTasks
    q = q.where((eb) => eb.or([...(people ? [eb('c.contractId', '=', '')] : []), ...(ids.length ? [eb('c.contractId', 'in', ids)] : []), sql<boolean>`1 = 0`]))
  }
  const word = (f.keyword ?? '').trim()
  if (word) q = q.where((eb) => eb.or([eb('c.material', 'like', `%${word}%`), eb('c.place', 'like', `%${word}%`), eb('t.title', 'like', `%${word}%`)]))
  return q
}

export const taskCheckRepository = {
  checklists(db: Db, projectId: string, enabledOnly: boolean): Promise<TaskChecklistTable[]> {
    let q = db.selectFrom('taskChecklist').selectAll().where('projectId', '=', projectId)
    if (enabledOnly) q = q.where('enabled', '=', 1)
    return q.orderBy('enabled', 'desc').orderBy('category').orderBy('creatorTime').execute()
  },
  checklist(db: Db, id: string): Promise<TaskChecklistTable | undefined> {
    return db.selectFrom('taskChecklist').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async checklistItems(db: Db, ids: string[]): Promise<Map<string, TaskChecklistItemTable[]>> {
    const out = new Map<string, TaskChecklistItemTable[]>()
    if (ids.length === 0) return out
    const rows = await db.selectFrom('taskChecklistItem').selectAll().where('checklistId', 'in', ids).orderBy('sortCode').execute()
    for (const r of rows) out.set(r.checklistId, [...(out.get(r.checklistId) ?? []), r])
    return out
  },
  async usedCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map()
    const rows = await db.selectFrom('taskSiteCheck').select(['checklistId', (eb) => eb.fn.countAll<number>().as('n')])
      .where('checklistId', 'in', ids).groupBy('checklistId').execute()
    return new Map(rows.map((r) => [r.checklistId, Number(r.n)]))
  },
  async saveChecklist(db: Db, list: TaskChecklistTable, items: TaskChecklistItemTable[], isNew: boolean): Promise<void> {
    if (isNew) await db.insertInto('taskChecklist').values(list).execute()
    else await db.updateTable('taskChecklist').set({ name: list.name, category: list.category, enabled: list.enabled, lastModifyTime: list.lastModifyTime }).where('id', '=', list.id).execute()
    await db.deleteFrom('taskChecklistItem').where('checklistId', '=', list.id).execute()
    if (items.length) await db.insertInto('taskChecklistItem').values(items).execute()
  },
  siteCheck(db: Db, taskId: string): Promise<TaskSiteCheckTable | undefined> {
    return db.selectFrom('taskSiteCheck').selectAll().where('taskId', '=', taskId).executeTakeFirst()
  },
  async addSiteCheck(db: Db, check: TaskSiteCheckTable, items: TaskCheckResultTable[]): Promise<void> {
    await db.insertInto('taskSiteCheck').values(check).execute()
    await db.insertInto('taskCheckResult').values(items).execute()
  },
  results(db: Db, taskId: string): Promise<TaskCheckResultTable[]> {
    return db.selectFrom('taskCheckResult').selectAll().where('taskId', '=', taskId).orderBy('sortCode').execute()
  },
  result(db: Db, taskId: string, id: string): Promise<TaskCheckResultTable | undefined> {
    return db.selectFrom('taskCheckResult').selectAll().where('taskId', '=', taskId).where('id', '=', id).executeTakeFirst()
  },
  /** writes an item unless a hazard was raised from it meanwhile */
  async markResult(db: Db, id: string, set: Partial<TaskCheckResultTable>): Promise<boolean> {
    const r = await db.updateTable('taskCheckResult').set(set).where('id', '=', id).where('hazardId', '=', '').executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  },
  async setHazard(db: Db, id: string, hazardId: string, hazardNo: string): Promise<boolean> {
    const r = await db.updateTable('taskCheckResult').set({ hazardId, hazardNo }).where('id', '=', id).where('hazardId', '=', '').where('result', '=', 'fail').executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  },
  async setProgress(db: Db, taskId: string, progress: number, now: number): Promise<void> {
    await db.updateTable('taskItem').set({ progress, lastModifyTime: now }).where('id', '=', taskId).where('state', 'in', ['doing', 'returned']).execute()
  },
  async consumePage(db: Db, f: ConsumeFilter, limit: number, offset: number): Promise<{ rows: (TaskConsumeTable & { taskTitle: string; taskBillNo: string })[]; total: number }> {
    const [rows, count] = await Promise.all([
      consumes(db, f).selectAll('c').select(['t.title as taskTitle', 't.billNo as taskBillNo'])
        .orderBy('c.usedDate', 'desc').orderBy('c.createdAt', 'desc').orderBy('c.id').limit(limit).offset(offset).execute(),
      consumes(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    ])
    return { rows, total: Number(count?.n ?? 0) }
  },
  async consumeTotals(db: Db, f: ConsumeFilter): Promise<{ material: string; specification: string; unit: string; hundredths: number; n: number }[]> {
    const rows = await consumes(db, f)
      .select(['c.material', 'c.specification', 'c.unit', sql<number>`sum(c.quantity_hundredths)`.as('hundredths'), (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['c.material', 'c.specification', 'c.unit']).orderBy('c.material').orderBy('c.specification').orderBy('c.unit').execute()
    return rows.map((r) => ({ material: r.material, specification: r.specification, unit: r.unit, hundredths: Number(r.hundredths), n: Number(r.n) }))
  },
  /** the totals of each task (for the work orders) */
  async consumeByTask(db: Db, taskIds: string[]): Promise<{ taskId: string; material: string; specification: string; unit: string; hundredths: number; n: number }[]> {
    if (taskIds.length === 0) return []
    const rows = await db.selectFrom('taskConsume')
      .select(['taskId', 'material', 'specification', 'unit', sql<number>`sum(quantity_hundredths)`.as('hundredths'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('taskId', 'in', taskIds).groupBy(['taskId', 'material', 'specification', 'unit']).orderBy('material').execute()
    return rows.map((r) => ({ ...r, hundredths: Number(r.hundredths), n: Number(r.n) }))
  },
  consume(db: Db, id: string): Promise<TaskConsumeTable | undefined> {
    return db.selectFrom('taskConsume').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async addConsume(db: Db, row: TaskConsumeTable): Promise<void> {
    await db.insertInto('taskConsume').values(row).execute()
  },
  async deleteConsume(db: Db, id: string): Promise<void> {
    await db.deleteFrom('taskConsume').where('id', '=', id).execute()
  },
  /** the section tasks of a project (work orders), newest first */
  async sectionTasks(db: Db, projectId: string, contractIds: string[] | undefined, contractId: string | undefined, limit: number, offset: number): Promise<{ rows: TaskItemTable[]; total: number }> {
    let q = db.selectFrom('taskItem').where('projectId', '=', projectId).where('assignType', '=', 'section').where('state', '!=', 'cancelled')
    if (contractIds) q = contractIds.length ? q.where('contractId', 'in', contractIds) : q.where(sql<boolean>`1 = 0`)
    if (contractId) q = q.where('contractId', '=', contractId)
    const [rows, count] = await Promise.all([
      q.selectAll().orderBy(sql`case when state = 'done' then 1 else 0 end`).orderBy('dueDate').orderBy('id').limit(limit).offset(offset).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    ])
    return { rows, total: Number(count?.n ?? 0) }
  }
}
