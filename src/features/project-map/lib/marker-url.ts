// Where a marker opens: an open hazard opens its record on the 安全隐患 page (the same page config the hazard
// lists hand over: the register's model, the record, view only); a key inspection point its visit form.
// Structures have no page of their own.
import { routes } from '@/config/routes'
import { base64Encode } from '@/utils/base64'
import type { DashboardMarkerVO } from '@shared/api/dashboard'

/** the hazard register's low-code model (server catalog/safety) */
const HAZARD_MODEL = 'vm-hazard-rectify'

export function markerUrl(m: DashboardMarkerVO): string | null {
  // a key point opens its visit form, its last visit shown above it
  if (m.kind === 'keyPoint') return routes.keyInspections.visit(m.id)
  if (m.kind !== 'hazard') return null
  return routes.hiddenDanger(base64Encode(JSON.stringify({ modelId: HAZARD_MODEL, id: m.id, jurisdictionType: 'btn_detail', title: '安全隐患' })))
}
