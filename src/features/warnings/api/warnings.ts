// Early warnings' calls (/api/warnings, issue 14): the project's warnings, one warning, issuing, 已知悉, 提醒未读, 解除.
import type { WarningCard, WarningDetail, WarningForm } from '@shared/api/warnings'
import { http } from '@/lib/request'

const W = '/api/warnings'

export interface WarningPage { list: WarningCard[]; pagination: { currentPage: number; pageSize: number; total: number }; mayIssue: boolean }

export async function getWarnings(projectId: string, currentPage: number, pageSize: number): Promise<WarningPage> {
  const res = await http.get<WarningPage>(W, { projectId, currentPage, pageSize }, { loading: false })
  if (!res.data || !Array.isArray(res.data.list)) throw new Error('预警数据格式不正确')
  return res.data
}

export async function getWarning(id: string): Promise<WarningDetail> {
  const res = await http.get<WarningDetail>(`${W}/${encodeURIComponent(id)}`, undefined, { loading: false })
  if (!res.data || typeof res.data.id !== 'string') throw new Error('预警数据格式不正确')
  return res.data
}

export async function issueWarning(form: WarningForm): Promise<WarningDetail> {
  const res = await http.post<WarningDetail>(W, form)
  return res.data!
}

export async function acknowledgeWarning(id: string, note: string): Promise<WarningDetail> {
  const res = await http.post<WarningDetail>(`${W}/${encodeURIComponent(id)}/ack`, { note })
  return res.data!
}

export async function remindWarning(id: string): Promise<{ reminded: number }> {
  const res = await http.post<{ reminded: number }>(`${W}/${encodeURIComponent(id)}/remind`, {})
  return res.data!
}

export async function liftWarning(id: string): Promise<WarningDetail> {
  const res = await http.post<WarningDetail>(`${W}/${encodeURIComponent(id)}/lift`, {})
  return res.data!
}
