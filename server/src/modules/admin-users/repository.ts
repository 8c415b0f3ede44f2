// SQL of the console's user administration: the filtered, paged user list, writing a user with their
// memberships (base_user + base_user_relation), and the lookups the form's checks need.
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { UserRelationTable, UserTable } from '../../db/schema'
import { newId } from '../../lib/tokens'
import type { RelationType } from '../users/repository'

/** `%keyword%` for LIKE ... ESCAPE '\', lower-cased (callers compare lower(column)) */
const likePattern = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export interface UserListFilter {
  /** users placed in one of these organisations (main or additional); null = anywhere */
  organizeIds: string[] | null
  keyword: string
  gender: number | null
  /** 0 disabled, 1 enabled, 2 locked (a lock whose time has passed counts as enabled) */
  enabledMark: number | null
  /** a project administrator's projects: only their members, never an administrator; null = everybody */
  projectIds: string[] | null
  now: number
}

function listQuery(db: Db, f: UserListFilter) {
  let q = db.selectFrom('baseUser')
  if (f.projectIds) {
    const ids = f.projectIds.length ? f.projectIds : ['\u0001none']
    q = q.where('isAdministrator', '=', 0).where('id', 'in', (eb) => eb.selectFrom('baseUserRelation').select('userId')
      .where('objectType', '=', 'Project').where('objectId', 'in', ids))
  }
  if (f.organizeIds) {
    const ids = f.organizeIds.length ? f.organizeIds : ['\u0001none']
    q = q.where((eb) => eb.or([
      eb('organizeId', 'in', ids),
      eb('id', 'in', eb.selectFrom('baseUserRelation').select('userId').where('objectType', '=', 'Organize').where('objectId', 'in', ids))
    ]))
  }
  if (f.keyword) {
    const k = likePattern(f.keyword)
    q = q.where(sql<boolean>`(lower(account) like ${k} escape '\\' or lower(real_name) like ${k} escape '\\' or mobile_phone like ${k} escape '\\')`)
  }
  if (f.gender !== null) q = q.where('gender', '=', f.gender)
  if (f.enabledMark === 0) q = q.where('enabledMark', '=', 0)
  if (f.enabledMark === 2) q = q.where('enabledMark', '=', 2).where('unlockTime', '>', f.now)
  if (f.enabledMark === 1) {
    q = q.where((eb) => eb.or([eb('enabledMark', '=', 1),
      eb.and([eb('enabledMark', '=', 2), eb.or([eb('unlockTime', 'is', null), eb('unlockTime', '<=', f.now)])])]))
  }
  return q
}

export const adminUserRepository = {
  async count(db: Db, f: UserListFilter): Promise<number> {
    const row = await listQuery(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    return Number(row?.n ?? 0)
  },
  /** one page, in the console's order: sort code, then the newest first; limit null = every row */
  page(db: Db, f: UserListFilter, offset: number, limit: number | null): Promise<UserTable[]> {
    const q = listQuery(db, f).selectAll().orderBy('sortCode').orderBy('createdAt', 'desc').orderBy('id')
    return (limit === null ? q : q.limit(limit).offset(offset)).execute()
  },
  /** every membership of these users, in their order */
  relationsOf(db: Db, userIds: string[]): Promise<UserRelationTable[]> {
    if (userIds.length === 0) return Promise.resolve([])
    return db.selectFrom('baseUserRelation').selectAll().where('userId', 'in', userIds).orderBy('sortCode').execute()
  },
  /** the account taken by somebody, compared without case (login is exact, but two look-alike accounts confuse people) */
  async accountTaken(db: Db, account: string, exceptId = ''): Promise<boolean> {
    const row = await db.selectFrom('baseUser').select('id').where(sql<boolean>`lower(account) = ${account.toLowerCase()}`)
      .where('id', '!=', exceptId).executeTakeFirst()
    return Boolean(row)
  },
  async mobileTaken(db: Db, mobile: string, exceptId = ''): Promise<boolean> {
    const row = await db.selectFrom('baseUser').select('id').where('mobilePhone', '=', mobile).where('id', '!=', exceptId).executeTakeFirst()
    return Boolean(row)
  },
  async insert(db: Db, row: UserTable): Promise<void> {
    await db.insertInto('baseUser').values(row).execute()
  },
  /** replaces the user's memberships of one type with these ids (in this order) */
  async setRelations(db: Db, userId: string, type: RelationType, objectIds: string[]): Promise<void> {
    await db.deleteFrom('baseUserRelation').where('userId', '=', userId).where('objectType', '=', type).execute()
    if (objectIds.length === 0) return
    await db.insertInto('baseUserRelation')
      .values(objectIds.map((objectId, i) => ({ id: newId(), userId, objectType: type, objectId, sortCode: i }))).execute()
  },
  /** enabled administrators other than `exceptId` */
  async otherEnabledAdmins(db: Db, exceptId: string): Promise<number> {
    const row = await db.selectFrom('baseUser').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('isAdministrator', '=', 1).where('enabledMark', '!=', 0).where('id', '!=', exceptId).executeTakeFirst()
    return Number(row?.n ?? 0)
  },
  /** who would be left pointing at the user: organisations they head, people who report to them */
  async dependants(db: Db, userId: string): Promise<{ headOf: number; reports: number }> {
    const [org, rep] = await Promise.all([
      db.selectFrom('baseOrganize').select((eb) => eb.fn.countAll<number>().as('n')).where('managerId', '=', userId).executeTakeFirst(),
      db.selectFrom('baseUser').select((eb) => eb.fn.countAll<number>().as('n')).where('managerId', '=', userId).executeTakeFirst()
    ])
    return { headOf: Number(org?.n ?? 0), reports: Number(rep?.n ?? 0) }
  },
  /** the user and what only belongs to them; the caller has revoked their sessions first */
  async delete(db: Db, userId: string): Promise<void> {
    await db.deleteFrom('baseUserRelation').where('userId', '=', userId).execute()
    await db.deleteFrom('baseSocialsUsers').where('userId', '=', userId).execute()
    await db.deleteFrom('baseSignImg').where('userId', '=', userId).execute()
    await db.deleteFrom('authToken').where('userId', '=', userId).execute()
    await db.deleteFrom('baseUser').where('id', '=', userId).execute()
  },
  /** the Web admin areas (menu enCodes among `areas`) these roles are granted */
  async areasOfRoles(db: Db, roleIds: string[], areas: string[]): Promise<string[]> {
    if (roleIds.length === 0 || areas.length === 0) return []
    const rows = await db.selectFrom('baseAuthorize').innerJoin('baseModule', 'baseModule.id', 'baseAuthorize.itemId')
      .select('baseModule.enCode').distinct()
      .where('baseAuthorize.itemType', '=', 'module').where('baseAuthorize.objectType', '=', 'Role')
      .where('baseAuthorize.objectId', 'in', roleIds).where('baseModule.category', '=', 'Web').where('baseModule.enCode', 'in', areas)
      .execute()
    return rows.map((r) => r.enCode)
  },
  /** role id -> the organisations a role with globalMark 0 is bound to */
  async roleOrganizes(db: Db, roleIds: string[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>()
    if (roleIds.length === 0) return out
    const rows = await db.selectFrom('baseOrganizeRelation').select(['objectId', 'organizeId'])
      .where('objectType', '=', 'Role').where('objectId', 'in', roleIds).execute()
    for (const r of rows) out.set(r.objectId, [...(out.get(r.objectId) ?? []), r.organizeId])
    return out
  },
  /** dictionary items (id, enCode, fullName) of a dictionary type given by its enCode */
  dictionaryItems(db: Db, typeCode: string): Promise<{ id: string; enCode: string; fullName: string }[]> {
    return db.selectFrom('baseDictionaryData').innerJoin('baseDictionaryType', 'baseDictionaryType.id', 'baseDictionaryData.typeId')
      .select(['baseDictionaryData.id', 'baseDictionaryData.enCode', 'baseDictionaryData.fullName'])
      .where('baseDictionaryType.enCode', '=', typeCode).where('baseDictionaryData.enabledMark', '=', 1)
      .orderBy('baseDictionaryData.sortCode').execute()
  }
}
