import { http } from '@/lib/request'
import type { LoginTicketModel } from '@shared/api/oauth'

export interface LoginTicket {
  ticket: string
  /** epoch ms after which the ticket is no longer valid (0 when the server did not say) */
  expiresAt: number
}

/** GET /api/oauth/getTicket: data is the ticket, msg its expiry in epoch ms (jnpf-api.md §2.4) */
export async function getLoginTicket(): Promise<LoginTicket> {
  const res = await http.get<string>('/api/oauth/getTicket', undefined, { silent: true })
  if (!res.data) throw new Error('二维码获取失败，请刷新重试')
  const expiresAt = Number(res.msg)
  return { ticket: res.data, expiresAt: Number.isFinite(expiresAt) && expiresAt > 0 ? expiresAt : 0 }
}

/** GET /api/oauth/getTicketStatus/{ticket}: background polling, so neither a loading indicator nor toasts */
export async function getLoginTicketStatus(ticket: string): Promise<LoginTicketModel> {
  const res = await http.get<LoginTicketModel>(`/api/oauth/getTicketStatus/${encodeURIComponent(ticket)}`, undefined, {
    silent: true,
    loading: false
  })
  if (!res.data) throw new Error('二维码状态获取失败')
  return res.data
}
