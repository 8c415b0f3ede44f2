// The daily report of a section: GET /api/progress/daily-report (the day's fillings aggregated with the header the
// section adds), POST /api/progress/daily-report (saves the header; submit: true sends it for approval) and
// GET /api/progress/daily-reports (the section's reports, newest first, paged).
import { http } from '@/lib/request'

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

export async function saveDailyReport(input: ReportInput): Promise<{ id: string; state: ReportState }> {
  const res = await http.post<{ id: string; state: ReportState }>('/api/progress/daily-report', input, { silent: true })
  return res.data ?? { id: '', state: input.submit ? 1 : 0 }
}

/** POST /api/progress/daily-report/{id}/approve or /return: a supervisor's or manager's decision (an opinion is
 *  required to return it) */
export async function decideDailyReport(id: string, approve: boolean, opinion: string): Promise<void> {
  await http.post(`/api/progress/daily-report/${encodeURIComponent(id)}/${approve ? 'approve' : 'return'}`, { opinion }, { silent: true })
}
