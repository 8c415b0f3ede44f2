import { http } from '@/lib/request'
import type { PageList } from '@shared/api/envelope'
import type { ImContent } from '../types'

export interface HistoryQuery {
  /** the other user */
  toUserId: string
  /** the current user */
  formUserId: string
  currentPage: number
  pageSize: number
}

/** GET /api/message/ImRecord/MessageList: the HTTP twin of the MessageList frame, used while the socket is down */
export async function getChatHistory(q: HistoryQuery): Promise<PageList<ImContent>> {
  const res = await http.get<PageList<ImContent>>(
    '/api/message/ImRecord/MessageList',
    { ...q, sort: 'desc', keyword: '' },
    { silent: true, loading: false }
  )
  const data = res.data
  return {
    list: data?.list ?? [],
    pagination: data?.pagination ?? { currentPage: q.currentPage, pageSize: q.pageSize, total: 0 }
  }
}

/** POST /api/message/ImRecord/UpdateReadMessage?formUserId=: marks what that user sent me as read */
export async function markChatRead(formUserId: string): Promise<void> {
  await http.post(`/api/message/ImRecord/UpdateReadMessage?formUserId=${encodeURIComponent(formUserId)}`, undefined, {
    silent: true,
    loading: false
  })
}
