// /api/laboratory/...: material types with their limits, incoming materials, their results and the summary
// (types/api/laboratory.ts). Pass and fail always come from the server.
import type {
  LabMaterialDetailVO, LabMaterialInput, LabMaterialPage, LabMaterialTypeVO, LabResultInput, LabState, LabSummaryVO
} from '@shared/api/laboratory'
import { env } from '@/config/env'
import { http } from '@/lib/request'

export interface MaterialQuery {
  projectId: string
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
