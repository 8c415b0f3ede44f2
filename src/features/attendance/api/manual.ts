// 补录考勤 endpoints (server/src/modules/attendance/manual-service.ts): the entry form's options, entering a day for
// a worker, the section's recent entries, revoking one and the entries revoked.
import { http } from '@/lib/request'
import type { PageList } from '@shared/api/envelope'
import type { ManualInput, ManualOptionsVO, ManualPunchVO, PunchVO, RevokedManualVO } from '@shared/api/attendance'

const quiet = { silent: true, loading: false } as const

export async function getManualOptions(contractId: string): Promise<ManualOptionsVO> {
  const data = (await http.get<ManualOptionsVO>('/api/attendance/manual/options', { contractId }, quiet)).data
  if (!data) throw new Error('服务器没有返回数据')
  return { ...data, people: data.people ?? [], causes: data.causes ?? [] }
}

export async function getManualEntries(contractId: string, currentPage: number, pageSize: number): Promise<PageList<ManualPunchVO>> {
  const data = (await http.get<PageList<ManualPunchVO>>('/api/attendance/manual', { contractId, currentPage, pageSize }, quiet)).data
  return { list: data?.list ?? [], pagination: data?.pagination ?? { currentPage, pageSize, total: 0 } }
}

export async function addManualEntry(input: ManualInput): Promise<PunchVO[]> {
  return (await http.post<PunchVO[]>('/api/attendance/manual', input, { silent: true })).data ?? []
}

export async function revokeManualEntry(id: string): Promise<void> {
  await http.delete(`/api/attendance/manual/${encodeURIComponent(id)}`, undefined, { silent: true })
}

export async function getRevokedEntries(contractId: string): Promise<RevokedManualVO[]> {
  const data = (await http.get<RevokedManualVO[]>('/api/attendance/manual/revoked', { contractId }, quiet)).data
  return Array.isArray(data) ? data : []
}
