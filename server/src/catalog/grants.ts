// The default grants of the catalogue's roles as base_authorize rows. Grants are declared by the owner of the menus
// they grant: the system catalogue for its App directories and the console's Web menus (./system/grants.ts), each
// business module for its own App directory (./<domain>/grants.ts). Each owner's grants to one role are one tracked
// item (./install-roles.ts), so an administrator's change to a role's grants on one module's menus is kept when that
// module is upgraded. Pure: no database here.
import { parseFormFields } from '../modules/visualdev/form-fields'
import { menus as appMenus } from './system/app-menus'
import { STANDARD_BUTTONS } from './system/buttons'
import { grantsCodeOf, type CatalogRole, type RoleCode } from './system/roles'
import type { CatalogMenu } from './system/types'
import { webMenus } from './system/web-menus'
import type { CatalogModel, CatalogModule } from './types'

/** the list columns (list prop) and form fields (vModel, or <tableVModel>-<childVModel>) a role does not get */
export interface Withheld { columns: string[]; forms: string[] }

export interface MenuGrants {
  /** the App directory (enCode) whose entries these grants cover; the owner's menus are the directory and below */
  directory: string
  /** role -> the entries (menu enCodes) it is granted by default, '*' for every entry of the directory */
  roles: Partial<Record<RoleCode, string[] | '*'>>
  /** low-code menus whose list turns on column / form rights: what a role granted the menu is not given */
  withheld?: Record<string, Partial<Record<RoleCode, Withheld>>>
  /** role -> entries it is granted to read only: of its buttons it keeps 详情 (btn_detail) there */
  readOnly?: Partial<Record<RoleCode, string[]>>
}

type Menu = CatalogMenu & { category: 'App' | 'Web' }

/** one owner's menus and the grants it declares on them */
export interface GrantOwner {
  code: string
  version: number
  menus: Menu[]
  roles: MenuGrants['roles']
  withheld: NonNullable<MenuGrants['withheld']>
  readOnly?: MenuGrants['readOnly']
  models: CatalogModel[]
}

export interface GrantRow { id: string; itemType: 'module' | 'button' | 'column' | 'form'; itemId: string; objectType: 'Role'; objectId: string }
export interface RightItem { id: string; moduleId: string; enCode: string; fullName: string; sortCode: number }

const app = (m: CatalogMenu): Menu => ({ ...m, category: 'App' })

/** the directory and every menu below it */
export function subtree(directory: string): CatalogMenu[] {
  const root = appMenus.find((m) => m.enCode === directory && m.type === 1 && m.parentId === '-1')
  if (!root) throw new Error(`catalogue grants: no top-level App directory ${directory}`)
  const out = [root]
  for (let i = 0; i < out.length; i++) out.push(...appMenus.filter((m) => m.parentId === out[i].id))
  return out
}

export function moduleOwner(module: CatalogModule): GrantOwner | undefined {
  if (!module.grants) return undefined
  return {
    code: module.code, version: module.version, menus: subtree(module.grants.directory).map(app), roles: module.grants.roles,
    withheld: module.grants.withheld ?? {}, readOnly: module.grants.readOnly, models: module.models
  }
}

/** the system owns the App directories no module claims, and the Web menus */
export function systemOwner(version: number, roles: MenuGrants['roles'], modules: CatalogModule[]): GrantOwner {
  const claimed = new Set(modules.flatMap((m) => (m.grants ? subtree(m.grants.directory).map((x) => x.id) : [])))
  return {
    code: 'system', version, roles, withheld: {}, models: [],
    menus: [...appMenus.filter((m) => !claimed.has(m.id)).map(app), ...webMenus.map((m): Menu => ({ ...m, category: 'Web' }))]
  }
}

const entries = (owner: GrantOwner) => owner.menus.filter((m) => m.category === 'App' && m.type !== 1)
const hasButtons = (m: Menu) => m.category === 'App' && (m.type === 2 || m.type === 3)
const modelIdOf = (m: Menu) => (m.type === 3 ? (JSON.parse(m.propertyJson) as { moduleId?: string }).moduleId ?? '' : '')

/** the column and form right items of the owner's low-code menus whose list turns those rights on */
export function rightItems(owner: GrantOwner): { columns: RightItem[]; forms: RightItem[] } {
  const columns: RightItem[] = []
  const forms: RightItem[] = []
  for (const menu of owner.menus.filter((m) => m.type === 3)) {
    const model = owner.models.find((x) => x.id === modelIdOf(menu))
    if (!model) throw new Error(`catalogue grants: menu ${menu.enCode} opens no model of module ${owner.code}`)
    const list = JSON.parse(model.appColumnData) as { useColumnPermission?: boolean; useFormPermission?: boolean; columnList?: { prop: string; label: string }[] }
    if (list.useColumnPermission) {
      (list.columnList ?? []).forEach((c, i) => columns.push({ id: `${menu.id}-c-${c.prop}`, moduleId: menu.id, enCode: c.prop, fullName: c.label, sortCode: i }))
    }
    if (list.useFormPermission) {
      const codes = parseFormFields(model.formData).flatMap((f) => f.jnpfKey === 'table'
        ? (f.children ?? []).map((c) => [`${f.vModel}-${c.vModel}`, `${f.label}-${c.label}`])
        : [[f.vModel, f.label]])
      codes.forEach(([enCode, fullName], i) => forms.push({ id: `${menu.id}-f-${enCode}`, moduleId: menu.id, enCode, fullName, sortCode: i }))
    }
  }
  return { columns, forms }
}

/** every item of the owner a grant can name: what its grants to one role are compared over */
export function ownedItems(owner: GrantOwner): Set<string> {
  const { columns, forms } = rightItems(owner)
  return new Set([
    ...owner.menus.map((m) => `module:${m.id}`),
    ...owner.menus.filter(hasButtons).flatMap((m) => STANDARD_BUTTONS.map(([code]) => `button:${m.id}-${code}`)),
    ...columns.map((c) => `column:${c.id}`), ...forms.map((f) => `form:${f.id}`)
  ])
}

/** the menu enCodes the owner grants the role (App entries and Web pages), unknown codes refused */
export function grantedCodes(owner: GrantOwner, role: CatalogRole): string[] {
  if (role.allMenus) return entries(owner).map((m) => m.enCode)
  const declared = owner.roles[grantsCodeOf(role)] ?? []
  if (declared === '*') return entries(owner).map((m) => m.enCode)
  const known = new Set(owner.menus.filter((m) => m.type !== 1).map((m) => m.enCode))
  const unknown = declared.filter((code) => !known.has(code))
  if (unknown.length) throw new Error(`catalogue grants of ${owner.code}: ${role.enCode} is granted menus outside it: ${unknown.join(', ')}`)
  return declared
}

/** a withheld field must be one the menu's rights offer, or the grant would silently give it */
export function assertWithheldKnown(owner: GrantOwner): void {
  const { columns, forms } = rightItems(owner)
  for (const [code, byRole] of Object.entries(owner.withheld)) {
    const menu = owner.menus.find((m) => m.enCode === code && m.type === 3)
    if (!menu) throw new Error(`catalogue grants of ${owner.code}: withheld rights name no low-code menu ${code}`)
    for (const w of Object.values(byRole)) {
      const missing = [
        ...(w?.columns ?? []).filter((c) => !columns.some((x) => x.moduleId === menu.id && x.enCode === c)),
        ...(w?.forms ?? []).filter((f) => !forms.some((x) => x.moduleId === menu.id && x.enCode === f))
      ]
      if (missing.length) throw new Error(`catalogue grants of ${owner.code}: ${code} has no column or form right ${missing.join(', ')}`)
    }
  }
}

/** the base_authorize rows of the owner's default grants to the role */
export function grantRows(owner: GrantOwner, role: CatalogRole): GrantRow[] {
  const byId = new Map(owner.menus.map((m) => [m.id, m]))
  const codes = new Set(grantedCodes(owner, role))
  const menuIds = new Set<string>()
  for (const m of owner.menus.filter((x) => x.type !== 1 && codes.has(x.enCode))) {
    menuIds.add(m.id)
    // an App entry comes with the directories above it; the console shows a Web page's directory by itself
    if (m.category === 'App') for (let up = byId.get(m.parentId); up && !menuIds.has(up.id); up = byId.get(up.parentId)) menuIds.add(up.id)
  }
  const row = (itemType: GrantRow['itemType'], itemId: string): GrantRow =>
    ({ id: `${role.id}-${itemType[0]}-${itemId}`, itemType, itemId, objectType: 'Role', objectId: role.id })
  const rows = [...menuIds].map((id) => row('module', id))
  const readOnly = new Set(owner.readOnly?.[grantsCodeOf(role)] ?? [])
  for (const id of menuIds) {
    const menu = byId.get(id)
    if (!menu || !hasButtons(menu)) continue
    const buttons = readOnly.has(menu.enCode) ? role.buttons.filter((code) => code === 'btn_detail') : role.buttons
    rows.push(...buttons.map((code) => row('button', `${id}-${code}`)))
  }
  const { columns, forms } = rightItems(owner)
  for (const [items, type] of [[columns, 'column'], [forms, 'form']] as const) {
    for (const item of items.filter((x) => menuIds.has(x.moduleId))) {
      const menu = byId.get(item.moduleId)
      const withheld = menu ? owner.withheld[menu.enCode]?.[grantsCodeOf(role)] : undefined
      if (!(type === 'column' ? withheld?.columns : withheld?.forms)?.includes(item.enCode)) rows.push(row(type, item.id))
    }
  }
  return rows
}

/** the App menu enCodes a catalogue role is granted by default, over every owner (for checks and tests) */
export function defaultAppMenuCodes(owners: GrantOwner[], role: CatalogRole): string[] {
  return owners.flatMap((o) => {
    const app = new Set(o.menus.filter((m) => m.category === 'App').map((m) => m.enCode))
    return grantedCodes(o, role).filter((code) => app.has(code))
  })
}

