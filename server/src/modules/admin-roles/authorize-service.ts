// 权限授权: what a role may open and do (base_authorize), read step by step by the console's AuthorizePopup and
// saved in one go. A granted menu brings the directories above it; buttons, columns and form fields count only
// on granted menus. CurrentUser builds the app's and the console's menus from exactly these rows.
import type { AppContext } from '../../context'
import { menusChanged } from '../menus'
import { BadRequest } from '../../errors'
import { requireWholeGroup, type AdminScope } from '../admin'
import { menuRepository } from '../menus/repository'
import { readSysConfig } from '../system/sys-config'
import { userRepository } from '../users/repository'
import {
  itemTree, moduleTree, STRUCTURE_IDS, SYSTEM_ID, systemTree, treeIds, withAncestors, type AuthNode, type Catalog, type ItemType, type Lacks
} from './authorize-tree'
import { emptyGrants, GRANT_TYPES, grantRepository, type GrantSets } from './grant-repository'
import type { RoleRow } from './repository'
import { findRole } from './role-service'

export interface ValuesQuery { type?: string; moduleIds?: string }
export interface AuthorizeData { list: AuthNode[]; ids: string[]; all: string[] }
const CHECKED_KEYS = ['module', 'systemIds', 'button', 'column', 'form', 'resource'] as const
/** the checked ids of every step (objectType and roleIds come along from the popup and are not grants) */
export type GrantForm = Partial<Record<(typeof CHECKED_KEYS)[number], string[]>>

const ITEM_TYPES: ItemType[] = ['button', 'column', 'form']

export async function loadCatalog(ctx: AppContext): Promise<Catalog> {
  const [web, app, button, column, form] = await Promise.all([
    menuRepository.allOfCategory(ctx.db, 'Web'), menuRepository.allOfCategory(ctx.db, 'App'),
    ...ITEM_TYPES.map((t) => menuRepository.allItems(ctx.db, t))
  ])
  return { modules: [...web, ...app], items: { button, column, form } }
}

export async function systemName(ctx: AppContext): Promise<string> {
  return (await readSysConfig(ctx.db)).sysName ?? ''
}

/** what the caller holds: null for administrators (they hold everything) */
async function callerGrants(ctx: AppContext, scope: AdminScope): Promise<GrantSets | null> {
  if (scope.all) return null
  return grantRepository.ofRoles(ctx.db, await userRepository.relationIds(ctx.db, scope.user.id, 'Role'))
}

function lacksOf(mine: GrantSets | null): Lacks {
  if (!mine) return null
  const held = new Set(GRANT_TYPES.flatMap((t) => [...mine[t]]))
  return (id) => !held.has(id)
}

const split = (ids?: string) => new Set((ids ?? '').split(',').map((s) => s.trim()).filter(Boolean))

/** POST Authority/Data/{roleId}/Values: the tree of one step with the role's grants in it */
export async function authorizeValues(ctx: AppContext, scope: AdminScope, roleId: string, q: ValuesQuery): Promise<AuthorizeData> {
  await findRole(ctx, roleId)
  const granted = await grantRepository.ofRoles(ctx.db, [roleId])
  const hasApp = granted.module.size > 0 ? [SYSTEM_ID] : []
  const name = await systemName(ctx)
  if (q.type === 'system') return { list: systemTree(name), ids: hasApp, all: [SYSTEM_ID] }
  // 数据权限: JNPF's per-menu data schemes (base_module_scheme) do not exist here. Which records a person sees
  // follows their project and contract-section membership, so the step has no schemes to offer.
  if (q.type === 'resource') return { list: [], ids: [], all: [] }
  const catalog = await loadCatalog(ctx)
  const lacks = lacksOf(await callerGrants(ctx, scope))
  const chosen = split(q.moduleIds)
  if (q.type === 'module') {
    const list = moduleTree(catalog, chosen, name, lacks)
    const all = treeIds(list)
    const inTree = new Set(all)
    return { list, ids: [...hasApp, ...granted.module].filter((id) => inTree.has(id)), all }
  }
  if (q.type === 'button' || q.type === 'column' || q.type === 'form') {
    const list = itemTree(catalog, q.type, chosen, name, lacks)
    const all = treeIds(list)
    const inTree = new Set(all)
    return { list, ids: [...granted[q.type]].filter((id) => inTree.has(id)), all }
  }
  throw new BadRequest('授权类型应为 system、module、button、column、form 或 resource')
}

/** the role's new grants from the console's checked ids (which also carry grouping nodes and other steps' ids) */
function grantsFromForm(catalog: Catalog, form: GrantForm): GrantSets {
  const moduleIds = new Set(catalog.modules.map((m) => m.id))
  const itemById = new Map(ITEM_TYPES.flatMap((t) => catalog.items[t].map((it) => [it.id, { type: t, moduleId: it.moduleId }] as const)))
  const unknown = CHECKED_KEYS.flatMap((k) => form[k] ?? [])
    .filter((id) => !STRUCTURE_IDS.has(id) && !moduleIds.has(id) && !itemById.has(id))
  if (unknown.length) throw new BadRequest(`授权项不存在：${[...new Set(unknown)].slice(0, 5).join('、')}，请刷新后重新授权`)
  const out = emptyGrants()
  for (const id of withAncestors(catalog.modules, (form.module ?? []).filter((id) => moduleIds.has(id)))) out.module.add(id)
  for (const t of ITEM_TYPES) {
    for (const id of form[t] ?? []) {
      const item = itemById.get(id)
      // an item of a menu that is not granted would never be shown: it is left out rather than stored
      if (item?.type === t && out.module.has(item.moduleId)) out[t].add(id)
    }
  }
  return out
}

/** a caller who is not an administrator adds nothing they lack, and what they lack stays as it was */
function limitToCaller(catalog: Catalog, wanted: GrantSets, existing: GrantSets, mine: GrantSets | null): GrantSets {
  if (!mine) return wanted
  const names = new Map([...catalog.modules, ...ITEM_TYPES.flatMap((t) => catalog.items[t])].map((x) => [x.id, x.fullName]))
  const beyond = GRANT_TYPES.flatMap((t) => [...wanted[t]].filter((id) => !existing[t].has(id) && !mine[t].has(id)))
  if (beyond.length) throw new BadRequest(`不能授予您自己没有的权限：${beyond.slice(0, 5).map((id) => names.get(id) ?? id).join('、')}`)
  const out = emptyGrants()
  for (const t of GRANT_TYPES) {
    for (const id of wanted[t]) if (mine[t].has(id)) out[t].add(id)
    for (const id of existing[t]) if (!mine[t].has(id)) out[t].add(id)
  }
  return out
}

/** PUT Authority/Data/{roleId}: replaces the role's grants of every kind in one transaction */
export async function saveGrants(ctx: AppContext, scope: AdminScope, roleId: string, form: GrantForm): Promise<{ role: RoleRow; grants: GrantSets }> {
  requireWholeGroup(scope)
  const role = await findRole(ctx, roleId)
  const catalog = await loadCatalog(ctx)
  const existing = await grantRepository.ofRoles(ctx.db, [roleId])
  const grants = limitToCaller(catalog, grantsFromForm(catalog, form), existing, await callerGrants(ctx, scope))
  await ctx.db.transaction().execute((trx) => grantRepository.replace(trx, roleId, grants))
  await menusChanged(ctx)
  return { role, grants }
}

export function grantSummary(role: RoleRow, g: GrantSets): string {
  return `角色 ${role.fullName}：菜单${g.module.size}项，按钮${g.button.size}项，列表${g.column.size}项，表单${g.form.size}项`
}
