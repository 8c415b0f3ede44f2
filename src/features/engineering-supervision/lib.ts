// The supervisors' engineering registers (server/src/catalog/engineering): their models and flows.
export const CONSTRUCTION_PLAN_MODEL_ID = 'vm-construction-plan'
export const SUPERVISION_LOG_MODEL_ID = 'vm-supervision-log'
export const SUPERVISION_TOUR_MODEL_ID = 'vm-supervision-tour'
export const SIDE_STATION_MODEL_ID = 'vm-side-station'

/** 监理日志签认: the log model's flow */
export const SUPERVISION_LOG_FLOW = { templateId: 'ft-supervision-log', enCode: 'supervisionLogSign' }

/** the approved state of a flow-bound record (jnpf-api.md §6.5) */
export const APPROVED = 2

/** the scheme a tour follows, handed from planChoose back to the tour form */
export interface TourPlan { id: string; name: string; location: string; chainage: string }
export const TOUR_PLAN_EVENT = 'supervisionTour:planChosen'

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')

/** a row of the scheme list as a tour's scheme */
export function tourPlanOf(row: Record<string, unknown>): TourPlan {
  return { id: text(row.id), name: text(row.planName), location: text(row.location), chainage: text(row.chainage) }
}
