// GET /api/progress/figures?projectId=: per construction section of the project the caller belongs to, the
// contract value, the bill's value, the value completed and planned to date (yuan), from the server's one roll-up.
import { http } from '@/lib/request'

export interface SectionFigures {
  contractId: string
  enCode: string
  fullName: string
  contractor: string
  contractValue: number
  billValue: number
  doneValue: number
  plannedValue: number
  percent: number
  plannedPercent: number
  items: number
  doneItems: number
}

export interface ProjectFigures {
  day: string
  contractValue: number
  billValue: number
  doneValue: number
  plannedValue: number
  percent: number
  plannedPercent: number
  list: SectionFigures[]
}

export async function getProjectFigures(projectId: string): Promise<ProjectFigures> {
  const res = await http.get<ProjectFigures>('/api/progress/figures', { projectId }, { loading: false })
  if (!res.data || !Array.isArray(res.data.list)) throw new Error('进度数据格式不正确')
  return res.data
}
