// SQL of memberships (base_user_relation), users' main organisation and position (base_user.organizeId /
// positionId), and of everything else that points at an organisation and so keeps it from being deleted.
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { UserTable } from '../../db/schema'
import { newId } from '../../lib/tokens'

export type MemberKind = 'Organize' | 'Position' | 'Group' | 'Role'

export interface Named { id: string; name: string }

/** one lock for every write of this module: organisations, positions, groups and their members change together */
export const STRUCTURE_LOCK = 'admin-org'

export const relationRepository = {
  /** member user ids of an object, in the order they were added */
  async memberIds(db: Db, kind: MemberKind, objectId: string): Promise<string[]> {
    const rows = await db.selectFrom('baseUserRelation').select('userId').where('objectType', '=', kind)
      .where('objectId', '=', objectId).orderBy('sortCode').orderBy('id').execute()
    return [...new Set(rows.map((r) => r.userId))]
  },
  /** users belonging to an organisation: by relation or as their main organisation */
  async organizeMembers(db: Db, organizeId: string): Promise<UserTable[]> {
    return db.selectFrom('baseUser').selectAll()
      .where((eb) => eb.or([
        eb('organizeId', '=', organizeId),
        eb('id', 'in', eb.selectFrom('baseUserRelation').select('userId').where('objectType', '=', 'Organize').where('objectId', '=', organizeId))
      ]))
      .orderBy('sortCode').orderBy('account').execute()
  },
  /** users holding a position: by relation or as their main position */
  async positionHolders(db: Db, positionId: string): Promise<UserTable[]> {
    return db.selectFrom('baseUser').selectAll()
      .where((eb) => eb.or([
        eb('positionId', '=', positionId),
        eb('id', 'in', eb.selectFrom('baseUserRelation').select('userId').where('objectType', '=', 'Position').where('objectId', '=', positionId))
      ]))
      .orderBy('sortCode').orderBy('account').execute()
  },
  async relationsOf(db: Db, userIds: string[], kind: MemberKind): Promise<{ userId: string; objectId: string }[]> {
    if (userIds.length === 0) return []
    return db.selectFrom('baseUserRelation').select(['userId', 'objectId']).where('userId', 'in', userIds)
      .where('objectType', '=', kind).orderBy('sortCode').orderBy('id').execute()
  },
  async addMembers(db: Db, kind: MemberKind, objectId: string, userIds: string[]): Promise<void> {
    if (userIds.length === 0) return
    const last = await db.selectFrom('baseUserRelation').select((eb) => eb.fn.max('sortCode').as('m'))
      .where('objectType', '=', kind).where('objectId', '=', objectId).executeTakeFirst()
    const base = Number(last?.m ?? -1) + 1
    await db.insertInto('baseUserRelation')
      .values(userIds.map((userId, i) => ({ id: newId(), userId, objectType: kind, objectId, sortCode: base + i }))).execute()
  },
  async removeMembers(db: Db, kind: MemberKind, objectId: string, userIds: string[]): Promise<void> {
    if (userIds.length === 0) return
    await db.deleteFrom('baseUserRelation').where('objectType', '=', kind).where('objectId', '=', objectId)
      .where('userId', 'in', userIds).execute()
  },
  /** removes a user's relations of one kind to these objects (positions of an organisation they leave) */
  async removeUserRelations(db: Db, userId: string, kind: MemberKind, objectIds: string[]): Promise<void> {
    if (objectIds.length === 0) return
    await db.deleteFrom('baseUserRelation').where('userId', '=', userId).where('objectType', '=', kind)
      .where('objectId', 'in', objectIds).execute()
  },
  async removeAllMembers(db: Db, kind: MemberKind, objectId: string): Promise<number> {
    const r = await db.deleteFrom('baseUserRelation').where('objectType', '=', kind).where('objectId', '=', objectId).executeTakeFirst()
    return Number(r.numDeletedRows ?? 0)
  },
  async setMain(db: Db, userId: string, patch: { organizeId?: string; positionId?: string }, now: number): Promise<void> {
    await db.updateTable('baseUser').set({ ...patch, updatedAt: now }).where('id', '=', userId).execute()
  },
  usersByIds(db: Db, ids: string[]): Promise<UserTable[]> {
    if (ids.length === 0) return Promise.resolve([])
    return db.selectFrom('baseUser').selectAll().where('id', 'in', ids).execute()
  },

  /** what keeps an organisation from being deleted, besides its children, members and positions */
  async projectsBoundTo(db: Db, organizeId: string): Promise<Named[]> {
    const rows = await db.selectFrom('project').select(['id', 'fullName']).where('organizeId', '=', organizeId).orderBy('sortCode').execute()
    return rows.map((r) => ({ id: r.id, name: r.fullName }))
  },
  async contractsBoundTo(db: Db, organizeId: string): Promise<Named[]> {
    const rows = await db.selectFrom('contract').select(['id', 'enCode', 'fullName']).where('contractorOrganizeId', '=', organizeId)
      .orderBy('sortCode').execute()
    return rows.map((r) => ({ id: r.id, name: `${r.enCode} ${r.fullName}` }))
  },
  async rolesBoundTo(db: Db, organizeId: string): Promise<Named[]> {
    const rows = await db.selectFrom('baseOrganizeRelation').innerJoin('baseRole', 'baseRole.id', 'baseOrganizeRelation.objectId')
      .select(['baseRole.id', 'baseRole.fullName']).where('baseOrganizeRelation.organizeId', '=', organizeId)
      .where('baseOrganizeRelation.objectType', '=', 'Role').execute()
    return rows.map((r) => ({ id: r.id, name: r.fullName }))
  },
  /** project companies and section contractors of these projects: the roots of a project administrator's tree */
  async projectOrganizeIds(db: Db, projectIds: string[]): Promise<string[]> {
    if (projectIds.length === 0) return []
    const [projects, contracts] = await Promise.all([
      db.selectFrom('project').select('organizeId').where('id', 'in', projectIds).execute(),
      db.selectFrom('contract').select('contractorOrganizeId').where('projectId', 'in', projectIds).execute()
    ])
    return [...new Set([...projects.map((p) => p.organizeId), ...contracts.map((c) => c.contractorOrganizeId)].filter(Boolean))]
  },

  findRole(db: Db, id: string): Promise<{ id: string; fullName: string } | undefined> {
    return db.selectFrom('baseRole').select(['id', 'fullName']).where('id', '=', id).executeTakeFirst()
  },
  /** serialises writers of one kind on PostgreSQL (SQLite has one writer already), so check-then-write is safe */
  async lock(db: Db, dialect: 'sqlite' | 'postgres', key: string): Promise<void> {
    if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(db)
  }
}
