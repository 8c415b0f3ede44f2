// Daily filling: GET /api/progress/filling (the section's items for a day, yesterday's first, with what each has
// so far and on that day), POST /api/progress/filling (one item's quantity or percent of a day; filling the same item
// and day again replaces it, so a repeat from the outbox makes no second record) and DELETE /api/progress/filling/{id}.
import { isOnline } from '@/lib/network'
import { classifySendError, collectPhotoIds, outbox } from '@/lib/outbox'
import { http } from '@/lib/request'
import { QUEUED_MESSAGE } from '@/engines/lowcode'

export interface FillPhoto {
  name: string
  url: string
}

export interface FillingItem {
  id: string
  code: string
  name: string
  /** the ancestors' names: unit / sub-unit / division */
  path: string
  unit: string
  billCode: string
  chainage: string
  designQuantity: number
  /** cumulative, today's filling included */
  doneQuantity: number
  percent: number
  filledYesterday: boolean
  today: { id: string; quantity: number; percent: number; photos: FillPhoto[]; note: string } | null
}

export interface FillingDay {
  contractId: string
  date: string
  previousDate: string
  list: FillingItem[]
}

export async function getFillingItems(contractId: string, date?: string, keyword?: string): Promise<FillingDay> {
  const res = await http.get<FillingDay>('/api/progress/filling', { contractId, date, keyword: keyword || undefined }, { loading: false, silent: true })
  if (!res.data || !Array.isArray(res.data.list)) throw new Error('填报数据格式不正确')
  return res.data
}

export interface FillInput {
  contractId: string
  nodeId: string
  date: string
  /** one of quantity (today's) or percent (the item's cumulative) */
  quantity?: string
  percent?: string
  /** uploaded refs, or photos still kept on the phone (LocalPhotoItem) that the outbox uploads first */
  photos: unknown[]
  note: string
}

export const FILL_URL = '/api/progress/filling'

/**
 * Files an item's day. Photos still on the phone, or no network, put it in the outbox (待发送) under `key`; a POST
 * that got no answer goes there too. Only the server's refusal comes back as an error for the screen to show.
 */
export async function sendFilling(input: FillInput, key: string, queue: { userId: string; summary: string }): Promise<{ queued: boolean; msg: string }> {
  const body = { ...input } as unknown as Record<string, unknown>
  const enqueue = async () => {
    await outbox.enqueue({ id: key, userId: queue.userId, title: '进度填报', summary: queue.summary, url: FILL_URL, body })
    return { queued: true, msg: QUEUED_MESSAGE }
  }
  if (collectPhotoIds(body).length > 0 || !isOnline()) return enqueue()
  try {
    await http.post(FILL_URL, body, { header: { 'Idempotency-Key': key }, silent: true })
    return { queued: false, msg: '填报成功' }
  } catch (err) {
    if (classifySendError(err).kind === 'transient') return enqueue()
    throw err
  }
}

export async function removeFilling(id: string): Promise<void> {
  await http.delete(`${FILL_URL}/${encodeURIComponent(id)}`, undefined, { silent: true })
}
