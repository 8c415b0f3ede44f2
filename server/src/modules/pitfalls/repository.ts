// SQL of the problem library (safety_problem_node) and of the custom problems proposed into it
// (safety_problem_proposal). Other modules read the library through problemLibraryRepository (index.ts).
import type { Db } from '../../db/database'
import type { ProblemNodeTable, ProblemProposalTable } from '../../db/schema'
import { buildTree, type LibraryNode } from './tree'

export const problemLibraryRepository = {
  /** every enabled node, in tree order */
  nodes(db: Db): Promise<ProblemNodeTable[]> {
    return db.selectFrom('safetyProblemNode').selectAll().where('enabledMark', '=', 1).orderBy('sortCode').orderBy('createdAt').orderBy('id').execute()
  },
  find(db: Db, id: string): Promise<ProblemNodeTable | undefined> {
    return db.selectFrom('safetyProblemNode').selectAll().where('id', '=', id).where('enabledMark', '=', 1).executeTakeFirst()
  },
  /** the library as a tree 检查类别 → 检查项 → 问题; a keyword keeps the matching problems (and nodes) with their ancestors */
  async tree(db: Db, keyword = ''): Promise<LibraryNode[]> {
    return buildTree(await problemLibraryRepository.nodes(db), keyword)
  },
  async byIds(db: Db, ids: string[]): Promise<Map<string, ProblemNodeTable>> {
    const unique = [...new Set(ids.filter(Boolean))]
    if (unique.length === 0) return new Map()
    const rows = await db.selectFrom('safetyProblemNode').selectAll().where('id', 'in', unique).execute()
    return new Map(rows.map((r) => [r.id, r]))
  },
  async existingIds(db: Db, ids: string[]): Promise<Set<string>> {
    const have = new Set<string>()
    // in slices: PostgreSQL and SQLite both limit the parameters of one statement
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await db.selectFrom('safetyProblemNode').select('id').where('id', 'in', ids.slice(i, i + 500)).execute()
      for (const r of rows) have.add(r.id)
    }
    return have
  },
  async insertNodes(db: Db, rows: ProblemNodeTable[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 100) await db.insertInto('safetyProblemNode').values(rows.slice(i, i + 100)).execute()
  },
  async nextSort(db: Db, parentId: string): Promise<number> {
    const r = await db.selectFrom('safetyProblemNode').select((eb) => eb.fn.max<number>('sortCode').as('n')).where('parentId', '=', parentId).executeTakeFirst()
    return Number(r?.n ?? -1) + 1
  }
}

export interface ProposalFilter { projectId: string; state?: string; proposerUserId?: string }

export const proposalRepository = {
  find(db: Db, id: string): Promise<ProblemProposalTable | undefined> {
    return db.selectFrom('safetyProblemProposal').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async list(db: Db, f: ProposalFilter, limit: number, offset: number): Promise<{ rows: ProblemProposalTable[]; total: number }> {
    let q = db.selectFrom('safetyProblemProposal').where('projectId', '=', f.projectId)
    if (f.state) q = q.where('state', '=', f.state)
    if (f.proposerUserId) q = q.where('proposerUserId', '=', f.proposerUserId)
    const [rows, count] = await Promise.all([
      q.selectAll().orderBy('proposedAt', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    ])
    return { rows, total: Number(count?.n ?? 0) }
  },
  async insert(db: Db, p: ProblemProposalTable): Promise<void> {
    await db.insertInto('safetyProblemProposal').values(p).execute()
  },
  /** closes a pending proposal once: false when it was reviewed (or withdrawn) meanwhile */
  async review(db: Db, id: string, set: Pick<ProblemProposalTable, 'state' | 'reviewerUserId' | 'reviewedAt' | 'opinion' | 'problemId'> & Partial<ProblemProposalTable>): Promise<boolean> {
    const r = await db.updateTable('safetyProblemProposal').set(set).where('id', '=', id).where('state', '=', 'pending').executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  },
  /** the enabled members of the project holding one of the reviewing roles */
  async reviewersOf(db: Db, projectId: string, roles: string[]): Promise<string[]> {
    const rows = await db.selectFrom('baseUserRelation as p').innerJoin('baseUser as u', 'u.id', 'p.userId')
      .innerJoin('baseUserRelation as r', (j) => j.onRef('r.userId', '=', 'u.id').on('r.objectType', '=', 'Role'))
      .innerJoin('baseRole as o', 'o.id', 'r.objectId')
      .select('u.id').distinct()
      .where('p.objectType', '=', 'Project').where('p.objectId', '=', projectId).where('u.enabledMark', '=', 1)
      .where('o.enCode', 'in', roles).orderBy('u.id').execute()
    return rows.map((r) => r.id)
  },
  async removePending(db: Db, id: string): Promise<boolean> {
    const r = await db.deleteFrom('safetyProblemProposal').where('id', '=', id).where('state', '=', 'pending').executeTakeFirst()
    return Number(r.numDeletedRows) === 1
  }
}
