// Supervision orders' calls (/api/supervision-orders, issue 19): lists, options, one order, issuing, the moves (through
// the outbox: a reply made without signal waits there and is sent once) and the printed order (a one-time download
// like a record's print).
import type { PageList } from '@shared/api/envelope'
import type { NewOrderInput, OrderAction, OrderCard, OrderDetail, OrderOptions, OrderScope } from '@shared/api/supervision-orders'
import { env } from '@/config/env'
import { routes } from '@/config/routes'
import { outboxUserId, sendOrQueue } from '@/lib/outbox'
import { http } from '@/lib/request'

const P = '/api/supervision-orders'

export interface OrderListQuery {
  projectId: string
  scope: OrderScope
  state?: string
  contractId?: string
  keyword?: string
  currentPage: number
  pageSize: number
}

export async function getOrders(q: OrderListQuery): Promise<PageList<OrderCard>> {
  const res = await http.get<PageList<OrderCard>>(P, { ...q }, { loading: false })
  if (!res.data || !Array.isArray(res.data.list)) throw new Error('监理指令数据格式不正确')
  return res.data
}

export async function getOrderOptions(projectId: string): Promise<OrderOptions> {
  const res = await http.get<OrderOptions>(`${P}/options`, { projectId }, { loading: false })
  if (!res.data || !Array.isArray(res.data.sections)) throw new Error('合同段数据格式不正确')
  return res.data
}

export async function getOrder(id: string): Promise<OrderDetail> {
  const res = await http.get<OrderDetail>(`${P}/${encodeURIComponent(id)}`, undefined, { loading: false })
  if (!res.data || !Array.isArray(res.data.steps)) throw new Error('监理指令数据格式不正确')
  return res.data
}

/**
 * Issues an order, or keeps it in the outbox (site photos still on the phone, no signal, no answer) under `key`,
 * the same on every try of one filled form: the server issues it once.
 */
export async function issueOrder(input: NewOrderInput, key: string): Promise<{ queued: true } | { queued: false; id: string; orderNo: string }> {
  const entry = { id: key, userId: outboxUserId(), title: '监理指令（签发）', summary: input.subject, url: P, body: { ...input } }
  const sent = await sendOrQueue(entry, () => http.post<{ id: string; orderNo: string }>(P, input, { header: { 'Idempotency-Key': key } }))
  return sent.queued ? sent : { queued: false, ...sent.answer.data! }
}

const MOVE_TITLES: Record<OrderAction, string> = { reply: '监理指令（整改回复）', close: '监理指令（复查闭合）', return: '监理指令（退回整改）' }

/**
 * A move, sent now or kept in the outbox (photos still on the phone, no signal, no answer) under `key`, the same on
 * every try of one filled form: the server makes it once. Sent: answers the order after it.
 */
export async function moveOrder(
  order: { id: string; subject: string }, move: OrderAction, body: Record<string, unknown>, key: string
): Promise<{ queued: true } | { queued: false; order: OrderDetail; msg: string }> {
  const url = `${P}/${encodeURIComponent(order.id)}/${move}`
  const entry = { id: key, userId: outboxUserId(), title: MOVE_TITLES[move], summary: order.subject, url, openUrl: routes.supervisionOrderDetail(order.id), body }
  const sent = await sendOrQueue(entry, () => http.post<OrderDetail>(url, body, { header: { 'Idempotency-Key': key } }))
  return sent.queued ? sent : { queued: false, order: sent.answer.data!, msg: sent.answer.msg }
}

export async function printOrder(id: string): Promise<{ name: string; url: string }> {
  const res = await http.post<{ name: string; url: string }>(`${P}/${encodeURIComponent(id)}/pdf`, {}, { silent: true, loading: false, timeout: env.requestTimeoutAlt })
  if (!res.data?.url) throw new Error('生成失败：服务器没有返回文件')
  return { name: res.data.name || '监理通知单.pdf', url: res.data.url }
}
