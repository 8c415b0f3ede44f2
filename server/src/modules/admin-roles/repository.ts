// SQL of role administration: base_role rows, the organisations a role belongs to (base_organize_relation) and
// its members (base_user_relation objectType Role). Roles are few (tens), so services read them whole.
import type { Db } from '../../db/database'
import type { RoleTable } from '../../db/schema'
import { newId } from '../../lib/tokens'

export type RoleRow = RoleTable

const count = async (q: Promise<{ n: number | string | bigint } | undefined>) => Number((await q)?.n ?? 0)

export const roleRepository = {
  /** by sortCode, newest first within one sortCode (sorted here: SQLite and PostgreSQL place NULL times apart) */
  async all(db: Db): Promise<RoleRow[]> {
    const rows = await db.selectFrom('baseRole').selectAll().orderBy('sortCode').orderBy('enCode').execute()
    return rows.sort((a, b) => Number(a.sortCode) - Number(b.sortCode) || Number(b.createdAt ?? 0) - Number(a.createdAt ?? 0))
  },
  find(db: Db, id: string): Promise<RoleRow | undefined> {
    return db.selectFrom('baseRole').selectAll().where('id', '=', id).executeTakeFirst()
  },
  /** another role with this enCode or this name (case as typed: JNPF compares exactly) */
  async clash(db: Db, field: 'enCode' | 'fullName', value: string, exceptId: string): Promise<boolean> {
    const row = await db.selectFrom('baseRole').select('id').where(field, '=', value).where('id', '!=', exceptId).executeTakeFirst()
    return Boolean(row)
  },
  async insert(db: Db, row: RoleRow): Promise<void> {
    await db.insertInto('baseRole').values(row).execute()
  },
  async update(db: Db, id: string, patch: Partial<RoleRow>): Promise<void> {
    await db.updateTable('baseRole').set(patch).where('id', '=', id).execute()
  },
  /** the role with its grants and organisation bindings (members must be gone: the service refuses otherwise) */
  async remove(db: Db, id: string): Promise<void> {
    await db.deleteFrom('baseAuthorize').where('objectType', '=', 'Role').where('objectId', '=', id).execute()
    await db.deleteFrom('baseOrganizeRelation').where('objectType', '=', 'Role').where('objectId', '=', id).execute()
    await db.deleteFrom('baseRole').where('id', '=', id).execute()
  },

  /** roleId -> organisation ids, for the given roles (all roles when ids is omitted) */
  async organizeIdsByRole(db: Db, roleIds?: string[]): Promise<Map<string, string[]>> {
    if (roleIds && roleIds.length === 0) return new Map()
    let q = db.selectFrom('baseOrganizeRelation').select(['objectId', 'organizeId']).where('objectType', '=', 'Role')
    if (roleIds) q = q.where('objectId', 'in', roleIds)
    const out = new Map<string, string[]>()
    for (const r of await q.orderBy('id').execute()) out.set(r.objectId, [...(out.get(r.objectId) ?? []), r.organizeId])
    return out
  },
  async setOrganizes(db: Db, roleId: string, organizeIds: string[]): Promise<void> {
    await db.deleteFrom('baseOrganizeRelation').where('objectType', '=', 'Role').where('objectId', '=', roleId).execute()
    const rows = [...new Set(organizeIds)].map((organizeId) => ({ id: newId(), organizeId, objectType: 'Role', objectId: roleId }))
    if (rows.length) await db.insertInto('baseOrganizeRelation').values(rows).execute()
  },

  countMembers(db: Db, roleId: string): Promise<number> {
    return count(db.selectFrom('baseUserRelation').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('objectType', '=', 'Role').where('objectId', '=', roleId).executeTakeFirst())
  },
  /** roleId -> member user ids */
  async memberIdsByRole(db: Db, roleIds: string[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>()
    if (roleIds.length === 0) return out
    const rows = await db.selectFrom('baseUserRelation').select(['objectId', 'userId'])
      .where('objectType', '=', 'Role').where('objectId', 'in', roleIds).orderBy('sortCode').orderBy('userId').execute()
    for (const r of rows) out.set(r.objectId, [...(out.get(r.objectId) ?? []), r.userId])
    return out
  },
  async addMembers(db: Db, roleId: string, userIds: string[]): Promise<void> {
    const rows = userIds.map((userId) => ({ id: newId(), userId, objectType: 'Role', objectId: roleId, sortCode: 0 }))
    if (rows.length) await db.insertInto('baseUserRelation').values(rows).execute()
  },
  async removeMembers(db: Db, roleId: string, userIds: string[]): Promise<void> {
    if (userIds.length === 0) return
    await db.deleteFrom('baseUserRelation').where('objectType', '=', 'Role').where('objectId', '=', roleId)
      .where('userId', 'in', userIds).execute()
  },
  /** userId -> organisation ids the user belongs to (base_user_relation Organize plus the main organizeId) */
  async organizeIdsOfUsers(db: Db, userIds: string[]): Promise<Map<string, Set<string>>> {
    const out = new Map<string, Set<string>>()
    if (userIds.length === 0) return out
    const add = (userId: string, orgId: string) => { if (orgId) out.set(userId, (out.get(userId) ?? new Set()).add(orgId)) }
    const [rels, users] = await Promise.all([
      db.selectFrom('baseUserRelation').select(['userId', 'objectId']).where('objectType', '=', 'Organize').where('userId', 'in', userIds).execute(),
      db.selectFrom('baseUser').select(['id', 'organizeId']).where('id', 'in', userIds).execute()
    ])
    for (const r of rels) add(r.userId, r.objectId)
    for (const u of users) add(u.id, u.organizeId)
    return out
  }
}
