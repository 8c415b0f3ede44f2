// SQL of the personal centre: the caller's own entries of the system log (base_syslog).
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { SysLogTable } from '../../db/schema'

export interface MyLogFilter {
  category: number
  keyword: string
  /** 1 succeeded, 0 failed; null: both */
  loginMark: number | null
  /** 0 log-ins, 1 log-outs; null: both */
  loginType: number | null
  from: number | null
  to: number | null
}

export const personalRepository = {
  /** the user's entries, and the refused log-ins typed with their account (the log knows no user for those) */
  async myLogs(db: Db, me: { id: string; account: string }, f: MyLogFilter, offset: number, limit: number): Promise<{ rows: SysLogTable[]; total: number }> {
    let q = db.selectFrom('baseSyslog').where('category', '=', f.category)
      .where((eb) => eb.or([eb('userId', '=', me.id), eb.and([eb('userId', '=', ''), eb('userName', '=', me.account)])]))
    if (f.keyword) {
      // the keyword is matched literally: its % _ and \ are escaped (ESCAPE is explicit: SQLite has no default)
      const like = `%${f.keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      q = q.where(sql<boolean>`(lower(abstracts) like ${like} escape '\\' or ip_address like ${like} escape '\\' or lower(type) like ${like} escape '\\')`)
    }
    if (f.loginMark !== null) q = q.where('loginMark', '=', f.loginMark)
    if (f.loginType === 1) q = q.where('type', 'like', '%退出%')
    if (f.loginType === 0) q = q.where('type', 'not like', '%退出%')
    if (f.from !== null) q = q.where('createdAt', '>=', f.from)
    if (f.to !== null) q = q.where('createdAt', '<=', f.to)
    const [rows, count] = await Promise.all([
      q.selectAll().orderBy('createdAt', 'desc').orderBy('id').offset(offset).limit(limit).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    ])
    return { rows, total: Number(count?.n ?? 0) }
  }
}
