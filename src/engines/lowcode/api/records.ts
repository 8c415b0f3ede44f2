// A low-code model's records (jnpf-api.md §5.2): list, raw values, display values, create, update, delete.
import { http } from '@/lib/request'
import { storage } from '@/lib/storage'
import type { PageList } from '@shared/api/envelope'
import type { VisualDevHistoryItem, VisualDevHistoryVO, VisualDevListQuery, VisualDevModelDataInfoVO, VisualDevRow } from '@shared/api/visualdev'

const base = (modelId: string) => `/api/visualdev/OnlineDev/${encodeURIComponent(modelId)}`
const one = (modelId: string, id: string) => `${base(modelId)}/${encodeURIComponent(id)}`

/** JNPF's concurrencyLock: the edit info carries the record's version under this key, and the update sends it back */
export const RECORD_VERSION_KEY = 'f_version'

/**
 * The project and contract section in use (chosen in the header): a new record belongs to them and the list shows
 * that project's records. A real JNPF backend ignores these extra keys.
 */
export function scope(): { projectId?: string; contractId?: string } {
  const project = storage.get('project')
  const contract = storage.get('contract')
  return {
    ...(project?.id ? { projectId: project.id } : {}),
    ...(contract?.id && (!project?.id || contract.projectId === project.id) ? { contractId: contract.id } : {})
  }
}

/** POST {modelId}/List: one page of display-converted rows */
export async function listRecords(modelId: string, query: VisualDevListQuery): Promise<PageList<VisualDevRow>> {
  const { projectId } = scope()
  const body: VisualDevListQuery = { ...query, ...(projectId && !query.projectId ? { projectId } : {}) }
  const res = await http.post<PageList<VisualDevRow>>(`${base(modelId)}/List`, body, { silent: true, loading: false })
  const data = res.data
  return {
    list: Array.isArray(data?.list) ? data.list : [],
    pagination: data?.pagination ?? { currentPage: query.currentPage ?? 1, pageSize: query.pageSize ?? 0, total: 0 }
  }
}

function parseData(info: VisualDevModelDataInfoVO | undefined): Record<string, unknown> {
  if (!info) throw new Error('该记录不存在或已被删除')
  let data: unknown = info.data
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data)
    } catch {
      throw new Error('该记录的数据已损坏，无法打开')
    }
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error('该记录的数据已损坏，无法打开')
  return { ...(data as Record<string, unknown>), id: info.id }
}

/** GET {modelId}/{id}: the stored (raw) values, for editing */
export async function getRecord(modelId: string, id: string): Promise<Record<string, unknown>> {
  const res = await http.get<VisualDevModelDataInfoVO>(one(modelId, id), undefined, { silent: true })
  return parseData(res.data)
}

/** GET {modelId}/{id}/DataChange: the values as people read them (names for ids, labels, formatted dates) */
export async function getRecordDisplay(modelId: string, id: string): Promise<Record<string, unknown>> {
  const res = await http.get<VisualDevModelDataInfoVO>(`${one(modelId, id)}/DataChange`, undefined, { silent: true })
  return parseData(res.data)
}

/**
 * POST {modelId}: body {data: JSON string of the field map}; answers the server's message. `idempotencyKey` names
 * one submission: sent again (a retry after a lost answer), the server answers the first record and makes no other.
 */
export async function createRecord(
  modelId: string, data: Record<string, unknown>, idempotencyKey?: string, filedUnder?: { projectId?: string; contractId?: string }
): Promise<string> {
  const header = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined
  // a domain may file the record under another section of the project than the one in use (a hazard: the section responsible)
  const { url, body } = createRecordRequest(modelId, data, filedUnder)
  const res = await http.post(url, { ...body, data: JSON.stringify(data) }, { silent: true, ...(header ? { header } : {}) })
  return res.msg
}

/**
 * The same POST as createRecord, as the outbox keeps it to send later: `data` stays an object (its photos are
 * swapped for uploaded files first) and goes out as JSON text; the project and section are those of now.
 */
export function createRecordRequest(modelId: string, data: Record<string, unknown>, filedUnder?: { projectId?: string; contractId?: string }) {
  return { url: base(modelId), body: { data, ...scope(), ...filedUnder } as Record<string, unknown>, jsonFields: ['data'] }
}

/**
 * PUT {modelId}/{id}: the record keeps its project and contract. `version` is the f_version the record was opened
 * with (models with concurrencyLock): the server refuses the update when someone saved the record meanwhile.
 */
export async function updateRecord(modelId: string, id: string, data: Record<string, unknown>, version?: unknown, idempotencyKey?: string): Promise<string> {
  const { url, body } = updateRecordRequest(modelId, id, data, version)
  const header = idempotencyKey ? { header: { 'Idempotency-Key': idempotencyKey } } : {}
  const res = await http.put(url, { ...body, data: JSON.stringify(body.data) }, { silent: true, ...header })
  return res.msg
}

/**
 * The same PUT as updateRecord, as the outbox keeps it to send later: it carries the version the record was opened
 * with, so if someone saved the record meanwhile the server refuses it instead of overwriting their change.
 */
export function updateRecordRequest(modelId: string, id: string, data: Record<string, unknown>, version?: unknown) {
  const sent = { ...data, id, ...(version === undefined || version === null ? {} : { [RECORD_VERSION_KEY]: version }) }
  return { method: 'PUT' as const, url: one(modelId, id), body: { id, data: sent } as Record<string, unknown>, jsonFields: ['data'] }
}

/** GET {modelId}/{id}/History: who changed which fields of the record, newest first (this server's own endpoint) */
export async function getRecordHistory(modelId: string, id: string): Promise<VisualDevHistoryItem[]> {
  const res = await http.get<VisualDevHistoryVO>(`${one(modelId, id)}/History`, undefined, { silent: true, loading: false })
  return Array.isArray(res.data?.list) ? res.data.list : []
}

/** DELETE {modelId}/{id} */
export async function deleteRecord(modelId: string, id: string): Promise<string> {
  const res = await http.delete(one(modelId, id), undefined, { silent: true })
  return res.msg
}
