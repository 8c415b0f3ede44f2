// Supervision orders' calls (/api/supervision-orders, issue 19): lists, options, one order, issuing, the moves and
// the printed order (a one-time download like a record's print).
import type { PageList } from '@shared/api/envelope'
import type { NewOrderInput, OrderAction, OrderCard, OrderDetail, OrderOptions, OrderScope } from '@shared/api/supervision-orders'
import { env } from '@/config/env'
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

export async function issueOrder(input: NewOrderInput): Promise<{ id: string; orderNo: string }> {
  const res = await http.post<{ id: string; orderNo: string }>(P, input)
  return res.data!
}

/** a move; answers the order after it */
export async function moveOrder(id: string, move: OrderAction, body: Record<string, unknown>): Promise<{ order: OrderDetail; msg: string }> {
  const res = await http.post<OrderDetail>(`${P}/${encodeURIComponent(id)}/${move}`, body)
  return { order: res.data!, msg: res.msg }
}

export async function printOrder(id: string): Promise<{ name: string; url: string }> {
  const res = await http.post<{ name: string; url: string }>(`${P}/${encodeURIComponent(id)}/pdf`, {}, { silent: true, loading: false, timeout: env.requestTimeoutAlt })
  if (!res.data?.url) throw new Error('生成失败：服务器没有返回文件')
  return { name: res.data.name || '监理通知单.pdf', url: res.data.url }
}
