// The attendance endpoints (server/src/modules/attendance).
import { http } from '@/lib/request'
import type { PageList } from '@shared/api/envelope'
import type { AttendanceStatisticsVO, AttendanceTodayVO, ClockInput, FenceInput, FenceListVO, FenceVO, PunchVO, SectionRuleVO, WorkerVO } from '@shared/api/attendance'

export const CLOCK_URL = '/api/attendance/clock'
const quiet = { silent: true, loading: false } as const
/** the answer's data, or a refusal when an answer came without it */
function must<T>(data: T | undefined): T {
  if (data === undefined || data === null) throw new Error('服务器没有返回数据')
  return data
}

const paged = <T>(data: PageList<T> | undefined): PageList<T> => ({ list: data?.list ?? [], pagination: data?.pagination ?? { currentPage: 1, pageSize: 20, total: 0 } })

export async function getToday(contractId?: string): Promise<AttendanceTodayVO> {
  return must((await http.get<AttendanceTodayVO>('/api/attendance/today', contractId ? { contractId } : {}, quiet)).data)
}

/** sends one punch now under its key (a retry with the same key is the same punch) */
export async function sendClock(input: ClockInput, key: string): Promise<PunchVO> {
  return must((await http.post<PunchVO>(CLOCK_URL, input, { header: { 'Idempotency-Key': key }, silent: true })).data)
}

export interface RecordQuery { projectId?: string; contractId?: string; from?: string; to?: string; field?: '0' | '1'; mine?: '1'; currentPage: number; pageSize: number }

export async function getRecords(q: RecordQuery): Promise<PageList<PunchVO>> {
  return paged((await http.get<PageList<PunchVO>>('/api/attendance/records', { ...q }, quiet)).data)
}

export async function getStatistics(q: { projectId?: string; contractId?: string; from?: string; to?: string; mine?: '1' }): Promise<AttendanceStatisticsVO> {
  return must((await http.get<AttendanceStatisticsVO>('/api/attendance/statistics', { ...q }, quiet)).data)
}

export async function getWorkers(q: { projectId?: string; contractId?: string; keyword?: string; state?: string; currentPage: number; pageSize: number }): Promise<PageList<WorkerVO>> {
  return paged((await http.get<PageList<WorkerVO>>('/api/attendance/workers', { ...q }, quiet)).data)
}

export async function getWorker(id: string): Promise<WorkerVO> {
  return must((await http.get<WorkerVO>(`/api/attendance/workers/${encodeURIComponent(id)}`, {}, quiet)).data)
}

export async function saveWorker(input: Partial<WorkerVO>): Promise<WorkerVO> {
  return must((await http.post<WorkerVO>('/api/attendance/workers', input, { silent: true })).data)
}

// ---- what managers set up per section: fences and the shift rule

export async function getFences(contractId: string): Promise<FenceListVO> {
  const data = must((await http.get<FenceListVO>('/api/attendance/fences', { contractId }, quiet)).data)
  return { list: data.list ?? [], mayManage: data.mayManage === true }
}

export async function saveFence(input: FenceInput): Promise<FenceVO> {
  return must((await http.post<FenceVO>('/api/attendance/fences', input, { silent: true })).data)
}

export async function removeFence(id: string): Promise<void> {
  await http.delete(`/api/attendance/fences/${encodeURIComponent(id)}`, undefined, { silent: true })
}

export async function getRule(contractId: string): Promise<SectionRuleVO> {
  return must((await http.get<SectionRuleVO>('/api/attendance/rule', { contractId }, quiet)).data)
}

export async function saveRule(input: { contractId: string; workStart: string; workEnd: string; lateGrace: number; earlyGrace: number; restDays: number[]; requireFace?: boolean }): Promise<SectionRuleVO> {
  return must((await http.put<SectionRuleVO>('/api/attendance/rule', input, { silent: true })).data)
}
