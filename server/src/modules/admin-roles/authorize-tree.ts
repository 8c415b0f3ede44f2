// The trees of the console's authorisation steps (AuthorizeDataReturnModel): 应用 (the one application this
// product is), 菜单 (its WEB and APP menus under two grouping nodes), and the buttons, list columns and form fields
// of the chosen menus, each hanging under its menu and the menu's directories. Pure functions over the catalogue.
import { WEB_SYSTEM } from '../../catalog/system/web-menus'
import type { ModuleTable } from '../../db/schema'

/** JNPF 3.6 groups menus by application (base_system); this product is one application: the system CurrentUser
 *  names to the console */
export const SYSTEM_ID: string = WEB_SYSTEM.id
export const WEB_GROUP_ID = `${SYSTEM_ID}-web`
export const APP_GROUP_ID = `${SYSTEM_ID}-app`
/** the grouping nodes the console may send back among the checked ids; never stored */
export const STRUCTURE_IDS = new Set([SYSTEM_ID, WEB_GROUP_ID, APP_GROUP_ID])

export type ItemType = 'button' | 'column' | 'form'
export interface Item { id: string; moduleId: string; enCode: string; fullName: string; sortCode: number }
export interface Catalog { modules: ModuleTable[]; items: Record<ItemType, Item[]> }

export interface AuthNode {
  id: string
  fullName: string
  icon: string
  type: string
  category?: string
  sortCode: number
  disabled: boolean
  children?: AuthNode[]
}

/** true when the node may not be changed by the caller (a project administrator lacking it); null: nothing is */
export type Lacks = ((id: string) => boolean) | null

interface Flat { node: AuthNode; parentId: string }

const consoleIcon = (icon: string) => (icon.startsWith('icon-') ? icon : '')

function structureNodes(systemName: string): Flat[] {
  const node = (id: string, fullName: string, icon: string, sortCode: number): AuthNode =>
    ({ id, fullName, icon, type: 'system', sortCode, disabled: false })
  return [
    { node: node(SYSTEM_ID, systemName || '智慧工地', 'icon-ym icon-ym-systemApp', 0), parentId: '-1' },
    { node: node(WEB_GROUP_ID, 'WEB菜单', 'icon-ym icon-ym-pc', -1), parentId: SYSTEM_ID },
    { node: node(APP_GROUP_ID, 'APP菜单', 'icon-ym icon-ym-mobile', 0), parentId: SYSTEM_ID }
  ]
}

function moduleFlat(m: ModuleTable, present: Set<string>, lacks: Lacks): Flat {
  const group = m.category === 'Web' ? WEB_GROUP_ID : APP_GROUP_ID
  return {
    node: { id: m.id, fullName: m.fullName, icon: consoleIcon(m.icon), type: 'module', category: m.category, sortCode: Number(m.sortCode), disabled: lacks?.(m.id) ?? false },
    parentId: m.parentId !== '-1' && present.has(m.parentId) ? m.parentId : group
  }
}

/** nests by parentId keeping the given order within siblings (sortCode first); drops empty grouping nodes (and
 *  the application node too when keepSystem is false) */
function assemble(flat: Flat[], keepSystem: boolean): AuthNode[] {
  const kids = new Map<string, AuthNode[]>()
  for (const f of [...flat].sort((a, b) => a.node.sortCode - b.node.sortCode)) kids.set(f.parentId, [...(kids.get(f.parentId) ?? []), f.node])
  const build = (parentId: string): AuthNode[] => (kids.get(parentId) ?? []).flatMap((n) => {
    const children = build(n.id)
    if (children.length) return [{ ...n, children }]
    return n.type === 'system' && (n.id !== SYSTEM_ID || !keepSystem) ? [] : [n]
  })
  return build('-1')
}

/** every node id of a tree */
export function treeIds(nodes: AuthNode[]): string[] {
  return nodes.flatMap((n) => [n.id, ...treeIds(n.children ?? [])])
}

/** step 0 (应用权限) */
export function systemTree(systemName: string): AuthNode[] {
  return [{ ...structureNodes(systemName)[0].node }]
}

/** step 1 (菜单权限): every menu of both categories, when the application was chosen in step 0 */
export function moduleTree(catalog: Catalog, chosen: Set<string>, systemName: string, lacks: Lacks): AuthNode[] {
  if (!chosen.has(SYSTEM_ID)) return []
  const present = new Set(catalog.modules.map((m) => m.id))
  return assemble([...structureNodes(systemName), ...catalog.modules.map((m) => moduleFlat(m, present, lacks))], true)
}

/** the chosen menus with every directory above them */
export function withAncestors(modules: ModuleTable[], chosen: Iterable<string>): Set<string> {
  const byId = new Map(modules.map((m) => [m.id, m]))
  const out = new Set<string>()
  for (const id of chosen) {
    for (let cur = byId.get(id); cur && !out.has(cur.id); cur = byId.get(cur.parentId)) out.add(cur.id)
  }
  return out
}

/** steps 2-4 (按钮/列表/表单权限): the items of the chosen menus, under those menus and their directories */
export function itemTree(catalog: Catalog, type: ItemType, chosenModules: Set<string>, systemName: string, lacks: Lacks): AuthNode[] {
  const items = catalog.items[type].filter((it) => chosenModules.has(it.moduleId))
  const shown = withAncestors(catalog.modules, new Set(items.map((it) => it.moduleId)))
  const modules = catalog.modules.filter((m) => shown.has(m.id))
  const itemFlat = items.map((it): Flat => ({
    node: { id: it.id, fullName: it.fullName, icon: '', type, sortCode: Number(it.sortCode), disabled: lacks?.(it.id) ?? false },
    parentId: it.moduleId
  }))
  // a menu only groups its items here: it cannot be changed in this step, so it is never disabled
  return assemble([...structureNodes(systemName), ...modules.map((m) => moduleFlat(m, shown, null)), ...itemFlat], false)
}
