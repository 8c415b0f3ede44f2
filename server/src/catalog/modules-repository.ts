// SQL of the module installer: lookups, inserts of missing definitions, the catalogue_item bookkeeping and the
// config replacement of an upgrade. Records (visualdev_record, flow tasks) are never read or written here.
import type { Db } from '../db/database'
import type { Database } from '../db/schema'

export type TrackedKind = 'model' | 'dataInterface' | 'flow' | 'grant'
type Tracked = Database['catalogueItem']

export const modulesRepository = {
  async tracked(db: Db, kind: TrackedKind, id: string): Promise<Tracked | undefined> {
    return db.selectFrom('catalogueItem').selectAll().where('kind', '=', kind).where('id', '=', id).executeTakeFirst()
  },
  async track(db: Db, row: Tracked): Promise<void> {
    await db.deleteFrom('catalogueItem').where('kind', '=', row.kind).where('id', '=', row.id).execute()
    await db.insertInto('catalogueItem').values(row).execute()
  },
  /** the hash an upgrade compares with, of the tracked rows among `ids` (an administrator's change marks it) */
  async markInstalledHash(db: Db, kind: TrackedKind, ids: string[], installedHash: string): Promise<void> {
    await db.updateTable('catalogueItem').set({ installedHash }).where('kind', '=', kind).where('id', 'in', ids).execute()
  },
  async model(db: Db, id: string) {
    return db.selectFrom('baseVisualDev').select(['formData', 'columnData', 'appColumnData']).where('id', '=', id).executeTakeFirst()
  },
  async insertModel(db: Db, row: Database['baseVisualDev']): Promise<void> {
    await db.insertInto('baseVisualDev').values(row).execute()
  },
  async updateModelConfig(db: Db, id: string, config: { formData: string; columnData: string; appColumnData: string }): Promise<void> {
    await db.updateTable('baseVisualDev').set(config).where('id', '=', id).execute()
  },
  async dataInterface(db: Db, id: string) {
    return db.selectFrom('baseDataInterface').select(['dataType', 'definition']).where('id', '=', id).executeTakeFirst()
  },
  async insertDataInterface(db: Db, row: Database['baseDataInterface']): Promise<void> {
    await db.insertInto('baseDataInterface').values(row).execute()
  },
  async updateDataInterface(db: Db, id: string, config: { dataType: number; definition: string }): Promise<void> {
    await db.updateTable('baseDataInterface').set(config).where('id', '=', id).execute()
  },
  async has(db: Db, table: 'flowForm' | 'flowTemplate' | 'baseBillRule' | 'baseDictionaryType' | 'baseDictionaryData', id: string): Promise<boolean> {
    return !!(await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst())
  },
  async billRuleCodes(db: Db): Promise<Set<string>> {
    return new Set((await db.selectFrom('baseBillRule').select('enCode').execute()).map((r) => r.enCode))
  },
  async dictionaryTypeCodes(db: Db): Promise<Set<string>> {
    return new Set((await db.selectFrom('baseDictionaryType').select('enCode').execute()).map((r) => r.enCode))
  },
  async flowVersionJson(db: Db, id: string): Promise<string | undefined> {
    return (await db.selectFrom('flowTemplateJson').select('flowTemplateJson').where('id', '=', id).executeTakeFirst())?.flowTemplateJson
  },
  /** a new version row's JSON, and the copy a bound model hands the app, while that copy is still the old one */
  async replaceFlowJson(db: Db, versionId: string, templateId: string, old: string, json: string): Promise<void> {
    await db.updateTable('flowTemplateJson').set({ flowTemplateJson: json }).where('id', '=', versionId).execute()
    await db.updateTable('baseVisualDev').set({ flowTemplateJson: json }).where('flowId', '=', templateId).where('flowTemplateJson', '=', old).execute()
  }
}
