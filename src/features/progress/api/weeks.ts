// GET /api/progress/weeks?contractId=&weeks=: planned against actual value (yuan) per week, Monday to Sunday, with
// the cumulative percents of the bill, oldest week first.
import { http } from '@/lib/request'

export interface WeekRow {
  week: string
  weekEnd: string
  plannedValue: number
  actualValue: number
  plannedPercent: number
  actualPercent: number
}

export interface WeekProgress {
  contractId: string
  billValue: number
  list: WeekRow[]
}

export async function getWeekProgress(contractId: string, weeks = 8): Promise<WeekProgress> {
  const res = await http.get<WeekProgress>('/api/progress/weeks', { contractId, weeks }, { loading: false, silent: true })
  if (!res.data || !Array.isArray(res.data.list)) throw new Error('周进度数据格式不正确')
  return res.data
}
