// The daily report of a section: GET /api/progress/daily-report (the day's fillings aggregated with the header the
// section adds), POST /api/progress/daily-report (saves the header; submit: true sends it through its approval flow) and
// GET /api/progress/daily-reports (the section's reports, newest first, paged).
import { env } from '@/config/env'
import { http } from '@/lib/request'
import { routes } from '@/config/routes'
import { outboxUserId, sendOrQueue } from '@/lib/outbox'

export interface ReportPhoto {
  name: string
  url: string
}

export interface ReportItem {
  id: string
  nodeId: string
  code: string
  name: string
  unit: string
  quantity: number
  percent: number
  value: number
  photos: ReportPhoto[]
  note: string
  creatorName: string
}

/** -1 not written yet, 0 draft, 1 waiting for approval, 2 approved, 3 returned */
export type ReportState = -1 | 0 | 1 | 2 | 3

export interface ReportHeader {
  id: string
  state: ReportState
  stateName: string
  weather: string
  temperature: string
  staff: number
  machines: string
  notes: string
  approveOpinion: string
  /** the 施工日报审批 task it is (or was last) under; '' before its first submission or for a report approved before */
  flowTaskId: string
}

export interface DailyReport extends ReportHeader {
  contractId: string
  contractName: string
  date: string
  items: ReportItem[]
  totalValue: number
  photoCount: number
}

export interface ReportRow extends ReportHeader {
  contractId: string
  contractName: string
  date: string
}

/** the header may change while nobody has sent it for approval, or after it was returned */
export const isEditable = (state: ReportState): boolean => state === -1 || state === 0 || state === 3

export async function getDailyReport(contractId: string, date?: string): Promise<DailyReport> {
  const res = await http.get<DailyReport>('/api/progress/daily-report', { contractId, date }, { loading: false, silent: true })
  if (!res.data || !Array.isArray(res.data.items)) throw new Error('日报数据格式不正确')
  return res.data
}

/** GET /api/progress/daily-report/{id}: a report by its id (the flow forms' deep link), as the day's report */
export async function getDailyReportById(id: string): Promise<DailyReport> {
  const res = await http.get<DailyReport>(`/api/progress/daily-report/${encodeURIComponent(id)}`, undefined, { loading: false, silent: true })
  if (!res.data || !Array.isArray(res.data.items)) throw new Error('日报数据格式不正确')
  return res.data
}

/** POST /api/progress/daily-report/export: the day's report of a section as an .xlsx ({name, url}, one-time link) */
export async function exportDailyReport(contractId: string, date: string): Promise<{ name: string; url: string }> {
  const res = await http.post<{ name: string; url: string }>('/api/progress/daily-report/export', { contractId, date }, { silent: true, timeout: env.requestTimeoutAlt })
  if (!res.data?.url) throw new Error('导出失败，请重试')
  return res.data
}

/** of one section (contractId), or of the caller's sections in a project (projectId); state 1: waiting for approval */
export interface ReportQuery {
  contractId?: string
  projectId?: string
  state?: ReportState
  currentPage: number
  pageSize?: number
}

export async function getDailyReports({ pageSize = 20, ...query }: ReportQuery): Promise<{ list: ReportRow[]; hasMore: boolean }> {
  const res = await http.get<{ list: ReportRow[]; hasMore: boolean }>('/api/progress/daily-reports', { ...query, pageSize }, { loading: false, silent: true })
  if (!res.data || !Array.isArray(res.data.list)) throw new Error('日报列表格式不正确')
  return res.data
}

export interface ReportInput {
  contractId: string
  date: string
  weather: string
  temperature: string
  staff: string
  machines: string
  notes: string
  submit: boolean
}

/**
 * Saves or submits the day's report, or keeps it in the outbox (no signal, no answer): the server takes the same
 * report again as already in, so it is made once. `key` is the one of this filled form.
 */
export async function saveDailyReport(input: ReportInput, key: string): Promise<{ queued: boolean }> {
  const url = '/api/progress/daily-report'
  const entry = { id: key, userId: outboxUserId(), title: input.submit ? '施工日报（提交审批）' : '施工日报（保存）', summary: `${input.date} 施工日报`, url, openUrl: routes.progressDailyReportFill(input.date), body: { ...input } }
  return sendOrQueue(entry, () => http.post(url, input, { silent: true, header: { 'Idempotency-Key': key } }))
}
