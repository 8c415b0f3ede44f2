import { http } from '@/lib/request'
import type { ImReply } from '../types'

/** GET /api/message/imreply: the conversation list, newest first */
export async function getConversations(): Promise<ImReply[]> {
  const res = await http.get<{ list?: ImReply[] } | ImReply[]>('/api/message/imreply', undefined, { silent: true })
  const data = res.data
  if (Array.isArray(data)) return data
  return data?.list ?? []
}

/** DELETE /api/message/imreply/relocation/{id}: removes the conversation from the list (history is kept) */
export async function removeConversation(userId: string): Promise<void> {
  await http.delete(`/api/message/imreply/relocation/${encodeURIComponent(userId)}`)
}
