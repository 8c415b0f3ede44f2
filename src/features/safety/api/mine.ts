import { http } from '@/lib/request'
import type { PageList } from '@shared/api/envelope'
import type { HazardMineQuery, HazardRowVO } from '@shared/api/safety'

/** GET /api/safety/Hazard/Mine: the hazards the user reported, or must rectify */
export async function getMyHazards(query: HazardMineQuery): Promise<PageList<HazardRowVO>> {
  const res = await http.get<PageList<HazardRowVO>>('/api/safety/Hazard/Mine', { ...query }, { silent: true, loading: false })
  return { list: res.data?.list ?? [], pagination: res.data?.pagination ?? { currentPage: 1, pageSize: 20, total: 0 } }
}
