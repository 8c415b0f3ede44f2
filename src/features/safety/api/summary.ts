import { http } from '@/lib/request'
import type { HazardSummaryVO } from '@shared/api/safety'

/** GET /api/safety/Hazard/Summary: the safety figures of a project, or of one of its sections */
export async function getHazardSummary(scope: { projectId?: string; contractId?: string } = {}): Promise<HazardSummaryVO> {
  const res = await http.get<HazardSummaryVO>('/api/safety/Hazard/Summary', scope, { silent: true, loading: false })
  if (!res.data) throw new Error('隐患统计加载失败')
  return res.data
}
