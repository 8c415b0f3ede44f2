// /api/laboratory/...: material types with their limits, incoming materials, their results and the summary
// (types/api/laboratory.ts). Pass and fail always come from the server.
import type {
  LabInfoInput, LabInfoVO, LabLedgerDetailVO, LabLedgerInput, LabLedgerKind, LabLedgerPage, LabLedgerSummaryVO, LabMaterialDetailVO, LabMaterialInput,
  LabMaterialPage, LabMaterialTypeVO, LabResultInput, LabSampleInput, LabSampleVO, LabState, LabSummaryVO, LabTestItemVO, LabWbsPartVO
} from '@shared/api/laboratory'
import type { PageList } from '@shared/api/envelope'
import { env } from '@/config/env'
import { http } from '@/lib/request'

export interface MaterialQuery {
  projectId: string
  contractId?: string
  /** '0' waiting, '1' passed, '2' failed; '' all */
  state?: string
  keyword?: string
  materialCode?: string
  from?: string
  to?: string
  currentPage?: number
  pageSize?: number
}

const clean = (q: object) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''))

export async function getMaterialTypes(projectId: string): Promise<LabMaterialTypeVO[]> {
  const res = await http.get<LabMaterialTypeVO[]>('/api/laboratory/material-types', { projectId }, { loading: false, silent: true })
  if (!Array.isArray(res.data)) throw new Error('材料检测标准格式不正确')
  return res.data
}

export async function getMaterials(q: MaterialQuery): Promise<LabMaterialPage> {
  const res = await http.get<LabMaterialPage>('/api/laboratory/materials', clean(q), { loading: false, silent: true })
  if (!res.data || !Array.isArray(res.data.list)) throw new Error('进场材料数据格式不正确')
  return res.data
}

export async function getMaterial(id: string): Promise<LabMaterialDetailVO> {
  const res = await http.get<LabMaterialDetailVO>(`/api/laboratory/materials/${encodeURIComponent(id)}`, undefined, { loading: false, silent: true })
  if (!res.data || !Array.isArray(res.data.results)) throw new Error('进场材料数据格式不正确')
  return res.data
}

export async function createMaterial(input: LabMaterialInput): Promise<{ id: string; state: LabState }> {
  const res = await http.post<{ id: string; state: LabState }>('/api/laboratory/materials', input, { silent: true })
  return res.data!
}

export async function recordResults(id: string, results: LabResultInput[], reason: string): Promise<{ id: string; state: LabState }> {
  const res = await http.post<{ id: string; state: LabState }>(`/api/laboratory/materials/${encodeURIComponent(id)}/results`, { results, reason }, { silent: true })
  return res.data!
}

export async function getSummary(q: Omit<MaterialQuery, 'state' | 'keyword' | 'currentPage' | 'pageSize'>): Promise<LabSummaryVO> {
  const res = await http.get<LabSummaryVO>('/api/laboratory/summary', clean(q), { loading: false, silent: true })
  if (!res.data || !Array.isArray(res.data.byMaterial)) throw new Error('材料汇总数据格式不正确')
  return res.data
}

/** the summary of the same query as an .xlsx: {name, url} of a one-time download */
export async function exportSummary(q: Omit<MaterialQuery, 'state' | 'keyword' | 'currentPage' | 'pageSize'>): Promise<{ name: string; url: string }> {
  // an export is a long call (spec §9): it waits as long as the other exports do
  const res = await http.post<{ name: string; url: string }>('/api/laboratory/summary/export', clean(q), { silent: true, timeout: env.requestTimeoutAlt })
  if (!res.data?.url) throw new Error('导出失败，请重试')
  return res.data
}

export interface LedgerQuery {
  projectId: string
  kind?: LabLedgerKind | ''
  inspectionType?: 'self' | 'spot' | ''
  state?: string
  itemCode?: string
  keyword?: string
  from?: string
  to?: string
  currentPage?: number
  pageSize?: number
}

export async function getTestItems(projectId: string, kind?: LabLedgerKind): Promise<LabTestItemVO[]> {
  const res = await http.get<LabTestItemVO[]>('/api/laboratory/test-items', clean({ projectId, kind }), { loading: false, silent: true })
  if (!Array.isArray(res.data)) throw new Error('检测项目数据格式不正确')
  return res.data
}

export async function getWbsParts(contractId: string, keyword = ''): Promise<LabWbsPartVO[]> {
  const res = await http.get<LabWbsPartVO[]>('/api/laboratory/wbs-parts', clean({ contractId, keyword }), { loading: false, silent: true })
  if (!Array.isArray(res.data)) throw new Error('工程部位数据格式不正确')
  return res.data
}

export async function getLedgers(q: LedgerQuery): Promise<LabLedgerPage> {
  const res = await http.get<LabLedgerPage>('/api/laboratory/ledgers', clean(q), { loading: false, silent: true })
  if (!res.data || !Array.isArray(res.data.list)) throw new Error('检测记录数据格式不正确')
  return res.data
}

export async function getLedger(id: string): Promise<LabLedgerDetailVO> {
  const res = await http.get<LabLedgerDetailVO>(`/api/laboratory/ledgers/${encodeURIComponent(id)}`, undefined, { loading: false, silent: true })
  if (!res.data || !Array.isArray(res.data.results)) throw new Error('检测记录数据格式不正确')
  return res.data
}

export async function createLedger(input: LabLedgerInput): Promise<{ id: string; state: LabState }> {
  const res = await http.post<{ id: string; state: LabState }>('/api/laboratory/ledgers', input, { silent: true })
  return res.data!
}

/** values by point in order, null for a point left as it is */
export async function recordLedgerValues(id: string, values: (number | null)[], reason: string): Promise<{ id: string; state: LabState }> {
  const res = await http.post<{ id: string; state: LabState }>(`/api/laboratory/ledgers/${encodeURIComponent(id)}/values`, { values, reason }, { silent: true })
  return res.data!
}

type SummaryQuery = Omit<LedgerQuery, 'state' | 'keyword' | 'currentPage' | 'pageSize'>

export async function getLedgerSummary(q: SummaryQuery): Promise<LabLedgerSummaryVO> {
  const res = await http.get<LabLedgerSummaryVO>('/api/laboratory/ledger-summary', clean(q), { loading: false, silent: true })
  if (!res.data || !Array.isArray(res.data.byItem)) throw new Error('台账汇总数据格式不正确')
  return res.data
}

export async function exportLedgerSummary(q: SummaryQuery): Promise<{ name: string; url: string }> {
  const res = await http.post<{ name: string; url: string }>('/api/laboratory/ledger-summary/export', clean(q), { silent: true, timeout: env.requestTimeoutAlt })
  if (!res.data?.url) throw new Error('导出失败，请重试')
  return res.data
}

export async function getInfos(q: { projectId: string; category?: string; currentPage?: number; pageSize?: number }): Promise<PageList<LabInfoVO>> {
  const res = await http.get<PageList<LabInfoVO>>('/api/laboratory/infos', clean(q), { loading: false, silent: true })
  if (!res.data || !Array.isArray(res.data.list)) throw new Error('试验信息数据格式不正确')
  return res.data
}

export async function createInfo(input: LabInfoInput & { projectId: string }): Promise<{ id: string }> {
  const res = await http.post<{ id: string }>('/api/laboratory/infos', input, { silent: true })
  return res.data!
}

export async function getSamples(q: { projectId: string; witnessed?: string; keyword?: string; currentPage?: number; pageSize?: number }): Promise<PageList<LabSampleVO>> {
  const res = await http.get<PageList<LabSampleVO>>('/api/laboratory/samples', clean(q), { loading: false, silent: true })
  if (!res.data || !Array.isArray(res.data.list)) throw new Error('取样记录数据格式不正确')
  return res.data
}

export async function createSample(input: LabSampleInput): Promise<{ id: string }> {
  const res = await http.post<{ id: string }>('/api/laboratory/samples', input, { silent: true })
  return res.data!
}
