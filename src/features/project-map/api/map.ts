// GET /api/dashboard/map?projectId=&contractId=: the route, its sections and the markers (types/api/dashboard.ts).
import { http } from '@/lib/request'
import type { DashboardMapVO } from '@shared/api/dashboard'

export async function getProjectMap(projectId: string, contractId?: string): Promise<DashboardMapVO> {
  const res = await http.get<DashboardMapVO>('/api/dashboard/map', { projectId, contractId }, { silent: true, loading: false })
  if (!res.data || !Array.isArray(res.data.sections) || !Array.isArray(res.data.markers)) throw new Error('地图数据格式不正确')
  return res.data
}
