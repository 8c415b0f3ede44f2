// SQL of 在线用户: the live sessions (auth_token rows neither expired nor revoked, of users not disabled).
import { sql } from 'kysely'
import type { Db } from '../../db/database'

export interface LiveSession {
  tokenId: string
  userId: string
  createdAt: number
  origin: string
  account: string
  realName: string
  organizeId: string
  lastLogIp: string
  lastLogTime: number | null
}

export interface SessionFilter { now: number; keyword: string; projectIds: string[] | null }

const likePattern = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function liveQuery(db: Db, f: SessionFilter) {
  let q = db.selectFrom('authToken as t').innerJoin('baseUser as u', 'u.id', 't.userId')
    .where('t.revokedAt', 'is', null).where('t.expiresAt', '>', f.now).where('u.enabledMark', '!=', 0)
  if (f.projectIds) {
    const ids = f.projectIds.length ? f.projectIds : ['\u0001none']
    q = q.where('u.isAdministrator', '=', 0).where('u.id', 'in', (eb) => eb.selectFrom('baseUserRelation').select('userId')
      .where('objectType', '=', 'Project').where('objectId', 'in', ids))
  }
  if (f.keyword) {
    const k = likePattern(f.keyword)
    q = q.where(sql<boolean>`(lower(${sql.ref('u.account')}) like ${k} escape '\\' or lower(${sql.ref('u.realName')}) like ${k} escape '\\')`)
  }
  return q
}

export const onlineRepository = {
  async count(db: Db, f: SessionFilter): Promise<number> {
    const row = await liveQuery(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    return Number(row?.n ?? 0)
  },
  async page(db: Db, f: SessionFilter, offset: number, limit: number): Promise<LiveSession[]> {
    const rows = await liveQuery(db, f)
      .select(['t.id as tokenId', 't.userId', 't.createdAt', 't.origin', 'u.account', 'u.realName', 'u.organizeId', 'u.lastLogIp', 'u.lastLogTime'])
      .orderBy('t.createdAt', 'desc').orderBy('t.id').limit(limit).offset(offset).execute()
    return rows.map((r) => ({ ...r, createdAt: Number(r.createdAt), lastLogTime: r.lastLogTime === null ? null : Number(r.lastLogTime) }))
  },
  /** the live sessions among these token ids */
  async live(db: Db, tokenIds: string[], now: number): Promise<{ tokenId: string; userId: string }[]> {
    if (tokenIds.length === 0) return []
    return db.selectFrom('authToken').select(['id as tokenId', 'userId']).where('id', 'in', tokenIds)
      .where('revokedAt', 'is', null).where('expiresAt', '>', now).execute()
  }
}
