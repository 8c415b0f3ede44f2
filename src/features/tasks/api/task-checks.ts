// The site checks' and material consumption's calls (/api/task-checks, issue 19). A consumption with photos still
// on the phone, or without signal, waits in the outbox and is sent once, under its Idempotency-Key.
import type {
  CheckHazardInput, CheckItemInput, Checklist, ChecklistInput, ChecklistList, ConsumeInput, ConsumeList, NewSiteCheckInput, SiteCheckDetail, WorkOrderCard
} from '@shared/api/task-checks'
import type { PageList } from '@shared/api/envelope'
import { routes } from '@/config/routes'
import { http } from '@/lib/request'
import { outboxUserId, sendOrQueue } from '@/lib/outbox'

const P = '/api/task-checks'
const quiet = { loading: false }

export async function getChecklists(projectId: string): Promise<ChecklistList> {
  const res = await http.get<ChecklistList>(`${P}/checklists`, { projectId }, quiet)
  if (!res.data || !Array.isArray(res.data.list)) throw new Error('检查表数据格式不正确')
  return res.data
}

export async function saveChecklist(input: ChecklistInput, id?: string): Promise<Checklist> {
  const res = id ? await http.put<Checklist>(`${P}/checklists/${encodeURIComponent(id)}`, input) : await http.post<Checklist>(`${P}/checklists`, input)
  return res.data!
}

export async function assignSiteCheck(input: NewSiteCheckInput): Promise<{ id: string; billNo: string }> {
  const res = await http.post<{ id: string; billNo: string }>(`${P}/tasks`, input)
  return res.data!
}

export async function getSiteCheck(id: string): Promise<SiteCheckDetail> {
  const res = await http.get<SiteCheckDetail>(`${P}/tasks/${encodeURIComponent(id)}`, undefined, quiet)
  if (!res.data || !Array.isArray(res.data.items)) throw new Error('检查任务数据格式不正确')
  return res.data
}

/**
 * An item's result, sent now or kept in the outbox (site photos still on the phone, no signal, no answer). Setting a
 * result is the same however often it is sent; it is refused if the check was submitted or the item raised as a
 * hazard meanwhile. Sent: answers the check after it.
 */
export async function markItem(
  check: { id: string; place: string }, item: { id: string; name: string }, input: CheckItemInput, key: string
): Promise<{ queued: true } | { queued: false; check: SiteCheckDetail }> {
  const url = `${P}/tasks/${encodeURIComponent(check.id)}/items/${encodeURIComponent(item.id)}`
  const entry = {
    id: key, userId: outboxUserId(), title: '现场检查（检查结果）', summary: `${check.place} · ${item.name}`, method: 'PUT' as const, url,
    openUrl: routes.sceneCheck(check.id), body: { ...input }
  }
  const sent = await sendOrQueue(entry, () => http.put<SiteCheckDetail>(url, input, { header: { 'Idempotency-Key': key } }))
  return sent.queued ? sent : { queued: false, check: sent.answer.data! }
}

export async function raiseHazard(id: string, itemId: string, input: CheckHazardInput): Promise<SiteCheckDetail> {
  const res = await http.post<SiteCheckDetail>(`${P}/tasks/${encodeURIComponent(id)}/items/${encodeURIComponent(itemId)}/hazard`, input)
  return res.data!
}

export interface ConsumeQuery { projectId: string; taskId?: string; contractId?: string; keyword?: string; currentPage: number; pageSize: number }

export async function getConsumes(q: ConsumeQuery): Promise<ConsumeList> {
  const res = await http.get<ConsumeList>(`${P}/consumes`, { ...q }, quiet)
  if (!res.data || !Array.isArray(res.data.list)) throw new Error('材料消耗数据格式不正确')
  return res.data
}

export async function deleteConsume(id: string): Promise<void> {
  await http.delete(`${P}/consumes/${encodeURIComponent(id)}`)
}

export const QUEUED_TEXT = '网络不佳，消耗记录已保存，将在联网后自动提交'

/** records a consumption; queued: it waits in the outbox (photos to upload, or no network) */
export async function sendConsume(input: ConsumeInput, key: string): Promise<{ queued: boolean }> {
  const summary = `${input.material} ${input.quantity}${input.unit}`
  return sendOrQueue({ id: key, userId: outboxUserId(), title: '材料消耗', summary, url: `${P}/consumes`, body: { ...input } })
}

export async function getWorkOrders(q: { projectId: string; contractId?: string; currentPage: number; pageSize: number }): Promise<PageList<WorkOrderCard>> {
  const res = await http.get<PageList<WorkOrderCard>>(`${P}/orders`, { ...q }, quiet)
  if (!res.data || !Array.isArray(res.data.list)) throw new Error('派工单数据格式不正确')
  return res.data
}
