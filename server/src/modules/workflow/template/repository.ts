// SQL for the launchable-flow lists: templates, their versions, their forms' types and the launch delegations
// handed to a user.
import type { Db } from '../../../db/database'
import type { FlowTemplateJsonTable, FlowTemplateTable } from '../../../db/schema'

export interface TemplateFilter { keyword?: string; category?: string; type?: number | null; templateIds?: string[] }

export const templateRepository = {
  /** enabled templates, in designer order */
  enabledTemplates(db: Db, f: TemplateFilter = {}): Promise<FlowTemplateTable[]> {
    if (f.templateIds && f.templateIds.length === 0) return Promise.resolve([])
    let q = db.selectFrom('flowTemplate').selectAll().where('enabledMark', '=', 1)
    if (f.category) q = q.where('category', '=', f.category)
    if (f.type !== undefined && f.type !== null) q = q.where('type', '=', f.type)
    if (f.templateIds) q = q.where('id', 'in', f.templateIds)
    return q.orderBy('sortCode').orderBy('creatorTime', 'desc').orderBy('id').execute()
  },
  findTemplate(db: Db, id: string): Promise<FlowTemplateTable | undefined> {
    return db.selectFrom('flowTemplate').selectAll().where('id', '=', id).executeTakeFirst()
  },
  findByCode(db: Db, enCode: string): Promise<FlowTemplateTable | undefined> {
    return db.selectFrom('flowTemplate').selectAll().where('enCode', '=', enCode).executeTakeFirst()
  },
  /** the versions new launches may use (enabledMark 1), of the given templates */
  mainVersions(db: Db, templateIds: string[]): Promise<FlowTemplateJsonTable[]> {
    if (templateIds.length === 0) return Promise.resolve([])
    return db.selectFrom('flowTemplateJson').selectAll().where('templateId', 'in', templateIds).where('enabledMark', '=', 1)
      .orderBy('sortCode').orderBy('version', 'desc').orderBy('id').execute()
  },
  findVersion(db: Db, id: string): Promise<FlowTemplateJsonTable | undefined> {
    return db.selectFrom('flowTemplateJson').selectAll().where('id', '=', id).executeTakeFirst()
  },
  /** launch delegations (type "0") handed to the user and in force at `now` */
  launchDelegations(db: Db, toUserId: string, now: number): Promise<{ userId: string; flowId: string }[]> {
    return db.selectFrom('flowDelegate').select(['userId', 'flowId']).where('toUserId', '=', toUserId).where('type', '=', '0')
      .where('enabledMark', '=', 1).where('startTime', '<=', now).where('endTime', '>=', now).execute()
  },
  async formTypes(db: Db, formIds: string[]): Promise<Map<string, number>> {
    if (formIds.length === 0) return new Map()
    const rows = await db.selectFrom('flowForm').select(['id', 'formType']).where('id', 'in', formIds).execute()
    return new Map(rows.map((r) => [r.id, Number(r.formType)]))
  }
}
