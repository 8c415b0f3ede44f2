import { http } from '@/lib/request'
import type { HazardPlaceVO } from '@shared/api/safety'

/** GET /api/safety/Hazard/Place: the construction section whose stake range holds the chainage, or null */
export async function getHazardPlace(projectId: string, chainage: string): Promise<HazardPlaceVO | null> {
  const res = await http.get<HazardPlaceVO | null>('/api/safety/Hazard/Place', { projectId, chainage }, { silent: true, loading: false })
  return res.data ?? null
}
