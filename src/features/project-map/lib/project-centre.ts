// Where a map with nothing else to go by opens: the middle of the current project's route (its line and sections'
// lines), or undefined when the project has none drawn.
import type { DashboardMapVO } from '@shared/api/dashboard'
import { getProjectMap } from '../api/map'

export function routeCentre(map: Pick<DashboardMapVO, 'line' | 'sections'>): { latitude: number; longitude: number } | undefined {
  const points = [...map.line, ...map.sections.flatMap((s) => s.line)]
  if (!points.length) return undefined
  const lats = points.map((p) => p.latitude)
  const lngs = points.map((p) => p.longitude)
  return { latitude: (Math.min(...lats) + Math.max(...lats)) / 2, longitude: (Math.min(...lngs) + Math.max(...lngs)) / 2 }
}

export async function projectCentre(projectId: string): Promise<{ latitude: number; longitude: number } | undefined> {
  if (!projectId) return undefined
  return routeCentre(await getProjectMap(projectId))
}
