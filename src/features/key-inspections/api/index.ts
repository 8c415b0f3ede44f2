// The key inspection endpoints (server/src/modules/key-inspections).
import { http } from '@/lib/request'
import type { KeyPlanVO, KeyPointInput, KeyPointVO, KeyPositionInput, KeyVisitInput, KeyVisitVO } from '@shared/api/key-inspections'

export const VISIT_URL = '/api/key-inspections/visits'
const quiet = { silent: true, loading: false } as const
function must<T>(data: T | undefined): T {
  if (data === undefined || data === null) throw new Error('服务器没有返回数据')
  return data
}

export async function getPlan(projectId: string, contractId?: string): Promise<KeyPlanVO> {
  const plan = must((await http.get<KeyPlanVO>('/api/key-inspections/plan', { projectId, contractId }, quiet)).data)
  if (!Array.isArray(plan.list)) throw new Error('巡查计划格式不正确')
  return plan
}

export async function getPoints(projectId: string): Promise<KeyPointVO[]> {
  return must((await http.get<{ list: KeyPointVO[] }>('/api/key-inspections/points', { projectId }, quiet)).data).list ?? []
}

export async function savePoint(input: KeyPointInput): Promise<KeyPointVO> {
  return must((await http.post<KeyPointVO>('/api/key-inspections/points', input, { silent: true })).data)
}

export async function setPointEnabled(id: string, enabled: boolean): Promise<KeyPointVO> {
  return must((await http.put<KeyPointVO>(`/api/key-inspections/points/${encodeURIComponent(id)}/enabled`, { enabled }, { silent: true })).data)
}

export async function setPointPosition(id: string, input: KeyPositionInput): Promise<KeyPointVO> {
  return must((await http.put<KeyPointVO>(`/api/key-inspections/points/${encodeURIComponent(id)}/position`, input, { silent: true })).data)
}

/** sends one visit under its key (a retry with the same key is the same visit) */
export async function sendVisit(input: KeyVisitInput, key: string): Promise<KeyVisitVO> {
  return must((await http.post<KeyVisitVO>(VISIT_URL, input, { header: { 'Idempotency-Key': key }, silent: true })).data)
}

export async function getVisit(id: string): Promise<KeyVisitVO> {
  return must((await http.get<KeyVisitVO>(`/api/key-inspections/visits/${encodeURIComponent(id)}`, {}, quiet)).data)
}
