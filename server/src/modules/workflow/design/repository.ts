// SQL of the flow designers (流程设计, 表单设计): templates (flow_template), their versions (flow_template_json, with
// flow_visible launch rights), flow forms (flow_form), the tasks that pin them, and the low-code model a flow is
// bound to (base_visual_dev.flowId / flowTemplateJson).
import { sql, type RawBuilder } from 'kysely'
import type { Db } from '../../../db/database'
import type { FlowFormTable, FlowTemplateJsonTable, FlowTemplateTable, FlowVisibleTable, VisualDevTable } from '../../../db/schema'

export interface TemplateFilter { keyword: string; category: string; type: number | undefined; enabledMark: number | undefined }
export interface FormFilter { keyword: string; formType: number | undefined; flowType: number | undefined; state: number | undefined; releasedOnly: boolean }
export interface VersionFilter { templateId: string; groupId: string; keyword: string; from?: number; to?: number }
export interface Page<T> { rows: T[]; total: number }

/** flow statuses of a task still in the hands of the engine: draft, in progress, returned, withdrawn to resubmit, suspended */
export const RUNNING_STATUSES = [0, 1, 3, 6, 7]

export function contains(columns: string[], keyword: string): RawBuilder<boolean> {
  const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return sql<boolean>`(${sql.join(columns.map((c) => sql`lower(${sql.ref(c)}) like ${pattern} escape '\\'`), sql` or `)})`
}

const count = (r: { n: unknown } | undefined) => Number(r?.n ?? 0)

function templates(db: Db, f: TemplateFilter) {
  let q = db.selectFrom('flowTemplate')
  if (f.keyword) q = q.where(contains(['fullName', 'enCode'], f.keyword))
  if (f.category) q = q.where('category', '=', f.category)
  if (f.type !== undefined) q = q.where('type', '=', f.type)
  if (f.enabledMark !== undefined) q = q.where('enabledMark', '=', f.enabledMark)
  return q
}

function forms(db: Db, f: FormFilter) {
  let q = db.selectFrom('flowForm')
  if (f.keyword) q = q.where(contains(['fullName', 'enCode'], f.keyword))
  if (f.formType !== undefined) q = q.where('formType', '=', f.formType)
  if (f.flowType !== undefined) q = q.where('flowType', '=', f.flowType)
  if (f.state !== undefined) q = q.where('state', '=', f.state)
  if (f.releasedOnly) q = q.where('enabledMark', '=', 1)
  return q
}

export const designRepository = {
  async templatePage(db: Db, f: TemplateFilter, offset: number, limit: number): Promise<Page<FlowTemplateTable>> {
    const total = await templates(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    const rows = await templates(db, f).selectAll().orderBy('sortCode').orderBy('creatorTime', 'desc').orderBy('id').offset(offset).limit(limit).execute()
    return { rows, total: count(total) }
  },
  findTemplate(db: Db, id: string): Promise<FlowTemplateTable | undefined> {
    return db.selectFrom('flowTemplate').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async templateTaken(db: Db, column: 'enCode' | 'fullName', value: string, exceptId = ''): Promise<boolean> {
    return Boolean(await db.selectFrom('flowTemplate').select('id').where(column, '=', value).where('id', '<>', exceptId).limit(1).executeTakeFirst())
  },
  async insertTemplate(db: Db, row: FlowTemplateTable): Promise<void> {
    await db.insertInto('flowTemplate').values(row).execute()
  },
  async updateTemplate(db: Db, id: string, patch: Partial<Omit<FlowTemplateTable, 'id'>>): Promise<void> {
    await db.updateTable('flowTemplate').set(patch).where('id', '=', id).execute()
  },
  /** the template, its versions and their launch rights; flow forms bound to it are unbound */
  async deleteTemplate(db: Db, id: string): Promise<void> {
    const versionIds = (await db.selectFrom('flowTemplateJson').select('id').where('templateId', '=', id).execute()).map((r) => r.id)
    if (versionIds.length) await db.deleteFrom('flowVisible').where('flowId', 'in', versionIds).execute()
    await db.deleteFrom('flowTemplateJson').where('templateId', '=', id).execute()
    await db.updateTable('flowForm').set({ flowId: '' }).where('flowId', '=', id).execute()
    await db.deleteFrom('flowTemplate').where('id', '=', id).execute()
  },

  versions(db: Db, templateId: string): Promise<FlowTemplateJsonTable[]> {
    return db.selectFrom('flowTemplateJson').selectAll().where('templateId', '=', templateId).orderBy('sortCode').orderBy('version').execute()
  },
  async versionPage(db: Db, f: VersionFilter, offset: number, limit: number): Promise<Page<FlowTemplateJsonTable>> {
    let q = db.selectFrom('flowTemplateJson').where('templateId', '=', f.templateId)
    if (f.groupId) q = q.where('groupId', '=', f.groupId)
    if (f.keyword) q = q.where(sql<boolean>`cast(${sql.ref('version')} as varchar(20)) like ${`%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`)
    if (f.from !== undefined) q = q.where('creatorTime', '>=', f.from)
    if (f.to !== undefined) q = q.where('creatorTime', '<=', f.to)
    const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    const rows = await q.selectAll().orderBy('enabledMark', 'desc').orderBy('creatorTime', 'desc').orderBy('version', 'desc').offset(offset).limit(limit).execute()
    return { rows, total: count(total) }
  },
  findVersion(db: Db, id: string): Promise<FlowTemplateJsonTable | undefined> {
    return db.selectFrom('flowTemplateJson').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async insertVersion(db: Db, row: FlowTemplateJsonTable, visible: FlowVisibleTable[]): Promise<void> {
    await db.insertInto('flowTemplateJson').values(row).execute()
    if (visible.length) await db.insertInto('flowVisible').values(visible).execute()
  },
  async updateVersion(db: Db, id: string, patch: Partial<Omit<FlowTemplateJsonTable, 'id'>>, visible?: FlowVisibleTable[]): Promise<void> {
    await db.updateTable('flowTemplateJson').set(patch).where('id', '=', id).execute()
    if (!visible) return
    await db.deleteFrom('flowVisible').where('flowId', '=', id).where('type', '=', '1').execute()
    if (visible.length) await db.insertInto('flowVisible').values(visible).execute()
  },
  async renameGroup(db: Db, templateId: string, groupId: string, fullName: string): Promise<void> {
    await db.updateTable('flowTemplateJson').set({ fullName }).where('templateId', '=', templateId).where('groupId', '=', groupId).execute()
  },
  /** makes `id` the one main version of its group */
  async setMain(db: Db, v: FlowTemplateJsonTable, now: number): Promise<void> {
    await db.updateTable('flowTemplateJson').set({ enabledMark: 0 }).where('templateId', '=', v.templateId).where('groupId', '=', v.groupId).where('id', '<>', v.id).execute()
    await db.updateTable('flowTemplateJson').set({ enabledMark: 1, lastModifyTime: now }).where('id', '=', v.id).execute()
  },
  async deleteVersion(db: Db, id: string): Promise<void> {
    await db.deleteFrom('flowVisible').where('flowId', '=', id).execute()
    await db.deleteFrom('flowTemplateJson').where('id', '=', id).execute()
  },
  async maxGroupVersion(db: Db, templateId: string, groupId: string): Promise<number> {
    const r = await db.selectFrom('flowTemplateJson').select((eb) => eb.fn.max('version').as('v')).where('templateId', '=', templateId).where('groupId', '=', groupId).executeTakeFirst()
    return Number(r?.v ?? 0)
  },

  /** tasks of a template (or of one version), all of them and those still running */
  async taskCounts(db: Db, by: { templateId?: string; flowId?: string; formId?: string }): Promise<{ all: number; running: number }> {
    let q = db.selectFrom('flowTask')
    if (by.templateId !== undefined) q = q.where('templateId', '=', by.templateId)
    if (by.flowId !== undefined) q = q.where('flowId', '=', by.flowId)
    if (by.formId !== undefined) q = q.where('formId', '=', by.formId)
    const all = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    const running = await q.where('status', 'in', RUNNING_STATUSES).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    return { all: count(all), running: count(running) }
  },
  /** version ids among `ids` that tasks run on */
  async versionsInUse(db: Db, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set()
    const rows = await db.selectFrom('flowTask').select('flowId').distinct().where('flowId', 'in', ids).execute()
    return new Set(rows.map((r) => r.flowId))
  },

  async formPage(db: Db, f: FormFilter, offset: number, limit: number): Promise<Page<FlowFormTable>> {
    const total = await forms(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    const rows = await forms(db, f).selectAll().orderBy('sortCode').orderBy('creatorTime', 'desc').orderBy('id').offset(offset).limit(limit).execute()
    return { rows, total: count(total) }
  },
  findForm(db: Db, id: string): Promise<FlowFormTable | undefined> {
    return db.selectFrom('flowForm').selectAll().where('id', '=', id).executeTakeFirst()
  },
  formsBoundTo(db: Db, templateId: string): Promise<FlowFormTable[]> {
    return db.selectFrom('flowForm').selectAll().where('flowId', '=', templateId).execute()
  },
  formOfModel(db: Db, modelId: string): Promise<FlowFormTable | undefined> {
    return db.selectFrom('flowForm').selectAll().where('modelId', '=', modelId).where('formType', '=', 2).orderBy('creatorTime').executeTakeFirst()
  },
  async formTaken(db: Db, column: 'enCode' | 'fullName', value: string, exceptId = ''): Promise<boolean> {
    return Boolean(await db.selectFrom('flowForm').select('id').where(column, '=', value).where('id', '<>', exceptId).limit(1).executeTakeFirst())
  },
  async insertForm(db: Db, row: FlowFormTable): Promise<void> {
    await db.insertInto('flowForm').values(row).execute()
  },
  async updateForm(db: Db, id: string, patch: Partial<Omit<FlowFormTable, 'id'>>): Promise<void> {
    await db.updateTable('flowForm').set(patch).where('id', '=', id).execute()
  },
  async deleteForm(db: Db, id: string): Promise<void> {
    await db.deleteFrom('flowForm').where('id', '=', id).execute()
  },
  /** versions (of any template) whose node JSON names the form: its start or an approver node runs on it */
  async versionsNamingForm(db: Db, formId: string): Promise<FlowTemplateJsonTable[]> {
    const rows = await db.selectFrom('flowTemplateJson').selectAll().where((eb) => eb.or([eb('formId', '=', formId), eb('flowTemplateJson', 'like', `%${formId}%`)])).execute()
    return rows
  },

  /** item id -> name of a dictionary (WorkFlowCategory: the templates' 分类) */
  async dictionaryNames(db: Db, typeCode: string): Promise<Map<string, string>> {
    const rows = await db.selectFrom('baseDictionaryData').innerJoin('baseDictionaryType', 'baseDictionaryType.id', 'baseDictionaryData.typeId')
      .select(['baseDictionaryData.id', 'baseDictionaryData.fullName']).where('baseDictionaryType.enCode', '=', typeCode).execute()
    return new Map(rows.map((r) => [r.id, r.fullName]))
  },

  findModel(db: Db, id: string): Promise<VisualDevTable | undefined> {
    return db.selectFrom('baseVisualDev').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async insertModel(db: Db, row: VisualDevTable): Promise<void> {
    await db.insertInto('baseVisualDev').values(row).execute()
  },
  async updateModel(db: Db, id: string, patch: Partial<Omit<VisualDevTable, 'id'>>): Promise<void> {
    await db.updateTable('baseVisualDev').set(patch).where('id', '=', id).execute()
  },
  async deleteModel(db: Db, id: string): Promise<void> {
    await db.deleteFrom('baseVisualDev').where('id', '=', id).execute()
  },
  async modelRecordCount(db: Db, modelId: string): Promise<number> {
    return count(await db.selectFrom('visualdevRecord').select((eb) => eb.fn.countAll<number>().as('n')).where('modelId', '=', modelId).executeTakeFirst())
  }
}
