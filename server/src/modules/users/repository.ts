// SQL for users and their memberships (base_user, base_user_relation).
import type { Db } from '../../db/database'
import type { UserTable } from '../../db/schema'

export type UserRow = UserTable
export type RelationType = 'Organize' | 'Position' | 'Role' | 'Group' | 'Project' | 'Contract'

export const userRepository = {
  findById(db: Db, id: string): Promise<UserRow | undefined> {
    return db.selectFrom('baseUser').selectAll().where('id', '=', id).executeTakeFirst()
  },
  findByAccount(db: Db, account: string): Promise<UserRow | undefined> {
    return db.selectFrom('baseUser').selectAll().where('account', '=', account).executeTakeFirst()
  },
  findByMobile(db: Db, mobile: string): Promise<UserRow | undefined> {
    return db.selectFrom('baseUser').selectAll().where('mobilePhone', '=', mobile).orderBy('enabledMark', 'desc').orderBy('sortCode').executeTakeFirst()
  },
  async update(db: Db, id: string, patch: Partial<Omit<UserRow, 'id'>>): Promise<void> {
    await db.updateTable('baseUser').set(patch).where('id', '=', id).execute()
  },
  /** whether the stored file is someone's avatar now (avatars are shown wherever a user is) */
  async isAvatar(db: Db, name: string): Promise<boolean> {
    return (await db.selectFrom('baseUser').select('id').where('headIcon', '=', name).limit(1).executeTakeFirst()) !== undefined
  },
  listByIds(db: Db, ids: string[]): Promise<UserRow[]> {
    if (ids.length === 0) return Promise.resolve([])
    return db.selectFrom('baseUser').selectAll().where('id', 'in', ids).orderBy('sortCode').orderBy('account').execute()
  },
  listAll(db: Db): Promise<UserRow[]> {
    return db.selectFrom('baseUser').selectAll().orderBy('sortCode').orderBy('account').execute()
  },
  async relationIds(db: Db, userId: string, type: RelationType): Promise<string[]> {
    const rows = await db.selectFrom('baseUserRelation').select('objectId')
      .where('userId', '=', userId).where('objectType', '=', type).orderBy('sortCode').execute()
    return rows.map((r) => r.objectId)
  },
  /** the user's roles that are enabled: a disabled role grants nothing (menus, buttons, console areas) */
  async enabledRoleIds(db: Db, userId: string): Promise<string[]> {
    const rows = await db.selectFrom('baseUserRelation')
      .innerJoin('baseRole', 'baseRole.id', 'baseUserRelation.objectId')
      .select('baseUserRelation.objectId')
      .where('baseUserRelation.userId', '=', userId).where('baseUserRelation.objectType', '=', 'Role')
      .where('baseRole.enabledMark', '=', 1)
      .orderBy('baseUserRelation.sortCode').execute()
    return rows.map((r) => r.objectId)
  },
  async userIdsByRelation(db: Db, type: RelationType, objectIds: string[]): Promise<string[]> {
    if (objectIds.length === 0) return []
    const rows = await db.selectFrom('baseUserRelation').select('userId').distinct()
      .where('objectType', '=', type).where('objectId', 'in', objectIds).execute()
    return rows.map((r) => r.userId)
  }
}
