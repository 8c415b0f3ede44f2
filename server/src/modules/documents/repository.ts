// SQL of documents (standards, knowledge base, drawings): the filtered, paged list, the count per category, one
// document, adding and removing one.
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { DocumentTable } from '../../db/schema'
import { likePattern } from '../admin-org/repository'

export interface DocumentFilter {
  library: string
  /** the projects whose documents are listed; '' stands for the group-wide ones */
  projectIds: string[]
  category?: string
  contractId?: string
  keyword?: string
}

function filtered(db: Db, f: DocumentFilter) {
  let q = db.selectFrom('document').where('library', '=', f.library)
    .where('projectId', 'in', f.projectIds.length ? f.projectIds : ['\u0001none'])
  if (f.category) q = q.where('category', '=', f.category)
  if (f.contractId) q = q.where('contractId', '=', f.contractId)
  const word = (f.keyword ?? '').trim()
  if (word) {
    // 'jtg f80' finds JTG F80/1-2017; spaces between words of a number are optional (JTG/T3650 finds JTG/T 3650)
    const k = likePattern(word)
    const tight = likePattern(word.replace(/\s+/g, ''))
    q = q.where(sql<boolean>`(lower(title) like ${k} escape '\\' or lower(code) like ${k} escape '\\'
      or lower(replace(code, ' ', '')) like ${tight} escape '\\' or lower(structure) like ${k} escape '\\'
      or lower(issuer) like ${k} escape '\\')`)
  }
  return q
}

export const documentRepository = {
  find(db: Db, id: string): Promise<DocumentTable | undefined> {
    return db.selectFrom('document').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async list(db: Db, f: DocumentFilter, limit: number, offset: number): Promise<{ rows: DocumentTable[]; total: number }> {
    const [rows, count] = await Promise.all([
      filtered(db, f).selectAll()
        // withdrawn standards last; then by number (drawings read in sheet order), newest first among equals
        .orderBy(sql`case when standard_state = 'withdrawn' then 1 else 0 end`)
        .orderBy('code').orderBy('creatorTime', 'desc').orderBy('id')
        .limit(limit).offset(offset).execute(),
      filtered(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    ])
    return { rows, total: Number(count?.n ?? 0) }
  },
  async countByCategory(db: Db, f: DocumentFilter): Promise<Map<string, number>> {
    const rows = await filtered(db, { ...f, category: undefined, keyword: undefined })
      .select(['category', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('category').execute()
    return new Map(rows.map((r) => [r.category, Number(r.n)]))
  },
  async insert(db: Db, row: DocumentTable): Promise<void> {
    await db.insertInto('document').values(row).execute()
  },
  async remove(db: Db, id: string): Promise<boolean> {
    const res = await db.deleteFrom('document').where('id', '=', id).executeTakeFirst()
    return Number(res.numDeletedRows) > 0
  },
  /** the demo's documents whose PDF the seed makes */
  seeded(db: Db): Promise<DocumentTable[]> {
    return db.selectFrom('document').selectAll().where('seedKey', '!=', '').execute()
  },
  async setFile(db: Db, id: string, fileSize: number, pageCount: number): Promise<void> {
    await db.updateTable('document').set({ fileSize, pageCount }).where('id', '=', id).execute()
  }
}
