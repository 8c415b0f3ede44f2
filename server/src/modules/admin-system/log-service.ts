// The console's 系统日志 page: login (category 1), operation (3), exception (4) and request (5) logs from base_syslog,
// in the columns it shows. A project administrator reads only the rows of the people in their projects; deleting
// and clearing logs is for administrators of the whole group.
import type { AppContext } from '../../context'
import type { SysLogTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { page } from '../../lib/envelope'
import { reachableUserIds, type AdminScope } from '../admin'
import { flagOf, keywordOf, pageOf, timeRange, type Paging } from './common'
import { logRepository, type LogFilter } from './log-repository'
import { describeUserAgent } from './user-agent'

export const LOG_CATEGORIES = [1, 3, 4, 5]
export const CATEGORY_NAMES: Record<number, string> = { 1: '登录日志', 3: '操作日志', 4: '异常日志', 5: '请求日志' }

export interface LogQuery extends Paging {
  category?: number; loginType?: string; loginMark?: string; requestMethod?: string; startTime?: string | number; endTime?: string | number
}

function view(r: SysLogTable) {
  return {
    id: r.id, category: Number(r.category), type: r.type, loginType: r.type === '退出' ? 1 : 0, loginMark: Number(r.loginMark),
    creatorTime: Number(r.createdAt), userId: r.userId, userName: r.userName, ipAddress: r.ipAddress, ipAddressName: '',
    ...describeUserAgent(r.platform), requestMethod: r.requestMethod, requestUrl: r.requestUrl, requestDuration: null,
    moduleName: r.moduleName, objectId: r.objectId, abstracts: r.abstracts
  }
}

export function categoryOf(value: unknown): number {
  const c = value === undefined || value === null || value === '' ? 1 : Number(value)
  if (!LOG_CATEGORIES.includes(c)) throw new BadRequest('日志类型不正确')
  return c
}

export async function listLogs(ctx: AppContext, scope: AdminScope, q: LogQuery) {
  const { currentPage, pageSize, offset } = pageOf(q)
  const ids = await reachableUserIds(ctx, scope)
  const filter: LogFilter = {
    category: categoryOf(q.category), keyword: keywordOf(q), loginType: flagOf(q.loginType), loginMark: flagOf(q.loginMark),
    requestMethod: (q.requestMethod ?? '').toUpperCase() || undefined, ...timeRange(q.startTime, q.endTime, ''),
    userIds: ids ? [...ids] : null
  }
  const { rows, total } = await logRepository.page(ctx.db, filter, offset, pageSize)
  return page(rows.map(view), currentPage, pageSize, total)
}

export async function logInfo(ctx: AppContext, scope: AdminScope, id: string) {
  const r = await logRepository.find(ctx.db, id)
  const ids = r ? await reachableUserIds(ctx, scope) : null
  if (!r || (ids && !ids.has(r.userId))) throw new BadRequest('日志不存在')
  return {
    ...view(r), requestTarget: [r.moduleName, r.type].filter(Boolean).join(' · '),
    requestParam: r.objectId ? `objectId=${r.objectId}` : '', jsons: r.abstracts
  }
}

export async function deleteLogs(ctx: AppContext, ids: string[]): Promise<number> {
  const unique = [...new Set(ids.map((i) => i.trim()).filter(Boolean))]
  if (!unique.length) throw new BadRequest('请选择一条数据')
  return logRepository.deleteIds(ctx.db, unique)
}

export function clearLogs(ctx: AppContext, category: number): Promise<number> {
  return logRepository.clearCategory(ctx.db, category)
}
