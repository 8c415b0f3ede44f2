// 应急管理 as one screen of four registers (server/src/catalog/safety/models/emergency.ts): which segment a query
// opens, which segments a user's menus offer, and the number a contact row dials.
import type { MenuItem } from '@shared/api/oauth'

export type EmergencyTab = 'plan' | 'drill' | 'contact' | 'material'

export interface EmergencySegment {
  key: EmergencyTab
  label: string
  modelId: string
  /** the low-code menu (server/src/catalog/system/app-menus.ts) the page reads the register through */
  menuCode: string
}

export const EMERGENCY_SEGMENTS: readonly EmergencySegment[] = [
  { key: 'plan', label: '预案', modelId: 'vm-emergency-plan', menuCode: 'emergencyPlanRecord' },
  { key: 'drill', label: '演练', modelId: 'vm-emergency-drill', menuCode: 'emergencyDrillRecord' },
  { key: 'contact', label: '通讯录', modelId: 'vm-emergency-contact', menuCode: 'emergencyContactRecord' },
  { key: 'material', label: '物资', modelId: 'vm-emergency-material', menuCode: 'emergencyMaterialRecord' }
]

export const EMERGENCY_CONTACT_MODEL_ID = 'vm-emergency-contact'

/** the segment a ?tab= names among those offered; the first offered one for a missing or unknown name */
export function segmentOf<S extends EmergencySegment>(tab: string | undefined, offered: readonly S[]): S | undefined {
  return offered.find((s) => s.key === tab) ?? offered[0]
}

function findMenu(menus: MenuItem[], enCode: string): MenuItem | undefined {
  for (const m of menus) {
    if (m.enCode === enCode) return m
    const below = m.children ? findMenu(m.children, enCode) : undefined
    if (below) return below
  }
  return undefined
}

/**
 * the segments whose register the user's menus grant, each with its menu id (a labourer has the plans and the
 * contacts only). An empty menu list (not read yet) offers all four: the server still answers for each.
 */
export function offeredSegments(menus: MenuItem[]): (EmergencySegment & { menuId: string })[] {
  if (menus.length === 0) return EMERGENCY_SEGMENTS.map((s) => ({ ...s, menuId: '' }))
  return EMERGENCY_SEGMENTS.flatMap((s) => {
    const menu = findMenu(menus, s.menuCode)
    return menu ? [{ ...s, menuId: menu.id }] : []
  })
}

/**
 * digits and the dash of an area code: what a dialler takes. An extension after the 7–8 digit number
 * (0571-86021234-801) is left off: dialled as part of the number it would ring somewhere else
 */
export function dialable(value: unknown): string {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
  return text.replace(/[^\d-]/g, '').replace(/^-+|-+$/g, '').replace(/(\d{7,8})-\d{1,6}$/, '$1')
}

/** the number a contact row dials: the mobile when there is one, else the landline; '' when neither */
export function contactNumber(row: Record<string, unknown>): string {
  return dialable(row.mobile) || dialable(row.landline)
}

/** a tel: link for the browser (the dash dropped: some dialers stop at it) */
export function telHref(number: string): string {
  return `tel:${number.replace(/-/g, '')}`
}

/** an address with its ?tab= set to `tab`, its other query values kept */
export function withTab(address: string, tab: string): string {
  const [path, query = ''] = address.split('?')
  const params = query.split('&').filter((p) => p && !p.startsWith('tab='))
  params.push(`tab=${encodeURIComponent(tab)}`)
  return `${path}?${params.join('&')}`
}
