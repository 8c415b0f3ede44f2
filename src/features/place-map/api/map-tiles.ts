// GET /api/dashboard/mapTiles: the server's tile source for the web map (types/api/dashboard.ts), null when none.
import { http } from '@/lib/request'
import type { MapTilesVO } from '@shared/api/dashboard'

export async function getMapTiles(): Promise<MapTilesVO | null> {
  const res = await http.get<{ tiles: MapTilesVO | null }>('/api/dashboard/mapTiles', undefined, { silent: true, loading: false })
  const tiles = res.data?.tiles
  return tiles && typeof tiles.url === 'string' ? tiles : null
}
