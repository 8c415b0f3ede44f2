// SQL of the console's 系统日志 page over base_syslog: paged, filtered reads; deleting chosen rows or a whole category.
import type { Db } from '../../db/database'
import type { SysLogTable } from '../../db/schema'
import { containsAny } from './common'

export interface LogFilter {
  category: number
  keyword: string
  /** 0 login, 1 logout (login log) */
  loginType?: number
  loginMark?: number
  requestMethod?: string
  from?: number
  to?: number
  /** null: everybody's rows; otherwise only these users' */
  userIds: string[] | null
}

function filtered(db: Db, f: LogFilter) {
  let q = db.selectFrom('baseSyslog').where('category', '=', f.category)
  if (f.keyword) q = q.where(containsAny(['userName', 'ipAddress', 'moduleName', 'abstracts', 'requestUrl'], f.keyword))
  if (f.loginType === 0) q = q.where('type', '!=', '退出')
  if (f.loginType === 1) q = q.where('type', '=', '退出')
  if (f.loginMark === 0 || f.loginMark === 1) q = q.where('loginMark', '=', f.loginMark)
  if (f.requestMethod) q = q.where('requestMethod', '=', f.requestMethod)
  if (f.from !== undefined) q = q.where('createdAt', '>=', f.from)
  if (f.to !== undefined) q = q.where('createdAt', '<=', f.to)
  if (f.userIds) q = f.userIds.length ? q.where('userId', 'in', f.userIds) : q.where('id', '=', '')
  return q
}

export const logRepository = {
  async page(db: Db, f: LogFilter, offset: number, limit: number): Promise<{ rows: SysLogTable[]; total: number }> {
    const total = await filtered(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    const rows = await filtered(db, f).selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute()
    return { rows, total: Number(total?.n ?? 0) }
  },
  find(db: Db, id: string): Promise<SysLogTable | undefined> {
    return db.selectFrom('baseSyslog').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async deleteIds(db: Db, ids: string[]): Promise<number> {
    if (!ids.length) return 0
    return Number((await db.deleteFrom('baseSyslog').where('id', 'in', ids).executeTakeFirst()).numDeletedRows)
  },
  async clearCategory(db: Db, category: number): Promise<number> {
    return Number((await db.deleteFrom('baseSyslog').where('category', '=', category).executeTakeFirst()).numDeletedRows)
  }
}
