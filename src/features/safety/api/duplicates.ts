import { http } from '@/lib/request'
import type { HazardDuplicateVO } from '@shared/api/safety'

/** GET /api/safety/Hazard/Duplicates: open reports of the same place and category from the last days */
export async function getHazardDuplicates(projectId: string, chainage: string, category: string): Promise<HazardDuplicateVO[]> {
  const res = await http.get<HazardDuplicateVO[]>('/api/safety/Hazard/Duplicates', { projectId, chainage, category }, { silent: true, loading: false })
  return Array.isArray(res.data) ? res.data : []
}
