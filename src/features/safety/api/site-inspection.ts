import type { SiteStopHazardVO } from '@shared/api/safety'
import { http } from '@/lib/request'

/** POST /api/safety/SiteInspection/{id}/Stops/{index}/Hazard: a patrol stop's problem into the hazard register */
export async function registerStopHazard(patrolId: string, index: number): Promise<SiteStopHazardVO> {
  const res = await http.post<SiteStopHazardVO>(`/api/safety/SiteInspection/${encodeURIComponent(patrolId)}/Stops/${index}/Hazard`, {}, { silent: true })
  if (!res.data?.hazardNo) throw new Error('登记隐患失败，请重试')
  return res.data
}
