import { http, RequestError } from '@/lib/request'
import type { PageList } from '@shared/api/envelope'
import type { NoticeInfo, NoticeItem } from '../types'

export interface NoticeQuery {
  currentPage: number
  pageSize: number
  keyword?: string
  /** empty for every type */
  type?: number | ''
}

/** GET /api/message: the in-site messages of the current user, paged */
export async function getNotices(q: NoticeQuery): Promise<PageList<NoticeItem>> {
  const res = await http.get<PageList<NoticeItem>>('/api/message', { ...q, type: q.type || undefined, keyword: q.keyword || undefined }, { silent: true })
  return {
    list: res.data?.list ?? [],
    pagination: res.data?.pagination ?? { currentPage: q.currentPage, pageSize: q.pageSize, total: 0 }
  }
}

/**
 * GET /api/message/{id}: the message as it is, not marked read (spec §7; the original opens a project notice with
 * it). JNPF 3.6 has no such route (jnpf-api.md §7): there the answer is an HTTP 404, and ReadInfo stands in.
 */
export async function getNotice(id: string): Promise<NoticeInfo> {
  try {
    const res = await http.get<NoticeInfo>(`/api/message/${encodeURIComponent(id)}`, undefined, { silent: true })
    if (!res.data) throw new Error('消息不存在或已被删除')
    return res.data
  } catch (err) {
    if (err instanceof RequestError && err.code === 404) return readNotice(id)
    throw err
  }
}

/** GET /api/message/ReadInfo/{id}: the message, marked read */
export async function readNotice(id: string): Promise<NoticeInfo> {
  const res = await http.get<NoticeInfo>(`/api/message/ReadInfo/${encodeURIComponent(id)}`, undefined, { silent: true })
  if (!res.data) throw new Error('消息不存在或已被删除')
  return res.data
}

/** POST /api/message/Actions/ReadAll; the server answers 400 暂无未读消息 when there is nothing to read */
export async function readAllNotices(type?: number | ''): Promise<void> {
  // no type means every type (JNPF binds a missing type as null)
  await http.post('/api/message/Actions/ReadAll', type ? { type } : {})
}

export interface UnreadCounts {
  unReadMsg: number
  unReadNotice: number
  unReadSchedule: number
  unReadSystemMsg: number
  unReadNum: number
}

/** GET /api/message/getUnReadMsgNum: the counts arrive as strings */
export async function getUnreadCounts(): Promise<UnreadCounts> {
  const res = await http.get<Record<string, string | number>>('/api/message/getUnReadMsgNum', undefined, {
    silent: true,
    loading: false
  })
  const d = res.data ?? {}
  const n = (k: string) => Math.max(0, Number(d[k]) || 0)
  return {
    unReadMsg: n('unReadMsg'),
    unReadNotice: n('unReadNotice'),
    unReadSchedule: n('unReadSchedule'),
    unReadSystemMsg: n('unReadSystemMsg'),
    unReadNum: n('unReadNum')
  }
}
