// The map's markers of key points: each enabled point of the sections with today's state (visited, due, missed).
import type { KeyPlanItemVO } from '@shared/api/key-inspections'
import type { AppContext } from '../../context'
import type { ContractTable } from '../../db/schema'
import { keyInspectionRepository as repo } from './repository'
import { planItems } from './service'

/** the sections are the ones the caller already checked the user may see */
export async function keyPointPlaces(ctx: AppContext, sections: ContractTable[]): Promise<KeyPlanItemVO[]> {
  const points = await repo.points(ctx.db, sections.map((c) => c.id), true)
  return planItems(ctx, points, new Map(sections.map((c) => [c.id, c.fullName])))
}
