// The enabled fences of some sections with their shapes, for the project map (the dashboard decides which sections
// the caller may see; this only reads them).
import type { Db } from '../../db/database'
import type { FenceShape } from '../../../../src/utils/geofence'
import { attendanceRepository } from './repository'
import { shapeOf } from './rules'

export type SectionFence = FenceShape & { id: string; name: string; contractId: string }

export async function enabledFences(db: Db, contractIds: string[]): Promise<SectionFence[]> {
  const rows = await attendanceRepository.fences(db, contractIds, true)
  return rows.map((f) => ({ ...shapeOf(f), id: f.id, name: f.name, contractId: f.contractId }))
}
