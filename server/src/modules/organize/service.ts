// Organisation, department, position, group and role selectors (jnpf-api.md §3). The group's organisation tree
// is shown to every signed-in user, as JNPF does; people are filtered in the user selectors.
import type { AppContext } from '../../context'
import { orgIdPath, orgMap, orgSubtree, type OrgMap } from './org-paths'
import { organizeRepository, type OrganizeRow } from './repository'
import { ICONS, nest, orgNode, orgTree, positionNode, pruneEmpty, type TreeNode } from './trees'

/**
 * OrganizeCondition / PositionCondition bodies: departIds (organisations, each with everything below it), positionIds,
 * and the `ids` a 3.6 designer stores for a custom selector: typed "<id>--company|department|position", bare position
 * ids, and the dynamic "@currentOrg" / "@currentOrgAndSubOrg" (the caller's main organisation, and below it)
 */
export interface OrgCondition { departIds?: string[]; positionIds?: string[]; ids?: string[]; keyword?: string }

/** who asks, for the dynamic ids */
export interface Asker { organizeId: string }

/** drops the subtree of `excludeId` ("0" excludes nothing, as in JNPF's path) and filters by name */
function keep(rows: OrganizeRow[], excludeId: string, keyword?: string): OrganizeRow[] {
  const k = (keyword ?? '').trim()
  const out = rows.filter((o) => excludeId === '0' || !o.organizeIdTree.split(',').includes(excludeId))
  return k ? out.filter((o) => o.fullName.includes(k)) : out
}

function flatRoles(rows: { id: string; enCode: string; fullName: string }[], type: 'role' | 'group', keyword?: string): TreeNode[] {
  const k = (keyword ?? '').trim()
  return rows.filter((r) => !k || r.fullName.includes(k)).map((r) => ({
    id: r.id, parentId: '-1', fullName: r.fullName, enCode: r.enCode, type, icon: ICONS[type], hasChildren: false, isLeaf: true, enabledMark: 1
  }))
}

async function organizes(ctx: AppContext): Promise<{ rows: OrganizeRow[]; orgs: OrgMap }> {
  const rows = await organizeRepository.allOrganizes(ctx.db)
  return { rows, orgs: orgMap(rows) }
}

const ORG_KINDS = new Set(['company', 'department', 'organize'])

/** the organisations (with all below them) and the single positions a condition names */
function conditionTargets(orgs: OrgMap, c: OrgCondition, me: Asker): { orgIds: Set<string>; positionIds: Set<string> } {
  // a depSelect's ableIds go as departIds and may hold the dynamic ids too
  const dynamic = (c.departIds ?? []).filter((id) => id.startsWith('@'))
  const roots = (c.departIds ?? []).filter((id) => !id.startsWith('@'))
  const subtreeless: string[] = []
  const positionIds = new Set(c.positionIds ?? [])
  for (const raw of [...(c.ids ?? []), ...dynamic]) {
    const [id, kind = ''] = raw.split('--')
    if (id === '@currentOrg') subtreeless.push(me.organizeId)
    else if (id === '@currentOrgAndSubOrg') roots.push(me.organizeId)
    else if (ORG_KINDS.has(kind)) roots.push(id)
    else if (kind === '' || kind === 'position') positionIds.add(id)
  }
  const orgIds = new Set<string>(subtreeless.filter((id) => orgs.has(id)))
  for (const id of roots) for (const x of orgSubtree(orgs, id)) orgIds.add(x)
  return { orgIds, positionIds }
}

/** Organize/Selector/{id}: companies only */
export async function companySelector(ctx: AppContext, excludeId: string, keyword?: string): Promise<TreeNode[]> {
  const { rows, orgs } = await organizes(ctx)
  return orgTree(orgs, keep(rows.filter((o) => o.category === 'company'), excludeId, keyword))
}

/** Organize/Department/Selector/{id}: companies and departments */
export async function departmentSelector(ctx: AppContext, excludeId: string, keyword?: string): Promise<TreeNode[]> {
  const { rows, orgs } = await organizes(ctx)
  return orgTree(orgs, keep(rows, excludeId, keyword))
}

/** OrganizeCondition: the named organisations (and those below them) as a tree */
export async function organizeCondition(ctx: AppContext, c: OrgCondition, me: Asker): Promise<TreeNode[]> {
  const { rows, orgs } = await organizes(ctx)
  const { orgIds } = conditionTargets(orgs, c, me)
  return orgTree(orgs, keep(rows.filter((o) => orgIds.has(o.id)), '0', c.keyword))
}

export async function positionSelector(ctx: AppContext): Promise<TreeNode[]> {
  const { rows, orgs } = await organizes(ctx)
  const positions = await organizeRepository.allPositions(ctx.db)
  return pruneEmpty(orgTree(orgs, rows, positions.map((p) => positionNode(orgs, p))), 'position')
}

/**
 * PositionCondition: the positions of the named organisations (and below them) and the named positions, each under
 * the path of organisations above it, as the position selector shows them
 */
export async function positionCondition(ctx: AppContext, c: OrgCondition, me: Asker): Promise<TreeNode[]> {
  const { rows, orgs } = await organizes(ctx)
  const { orgIds, positionIds } = conditionTargets(orgs, c, me)
  const k = (c.keyword ?? '').trim()
  const positions = (await organizeRepository.allPositions(ctx.db))
    .filter((p) => (orgIds.has(p.organizeId) || positionIds.has(p.id)) && (!k || p.fullName.includes(k)))
  const above = new Set(positions.flatMap((p) => orgIdPath(orgs, p.organizeId)))
  const nodes = [...rows.filter((o) => above.has(o.id)).map((o) => orgNode(orgs, o)), ...positions.map((p) => positionNode(orgs, p))]
  return pruneEmpty(nest(nodes), 'position')
}

export async function roleSelector(ctx: AppContext, keyword?: string): Promise<TreeNode[]> {
  return flatRoles(await organizeRepository.allRoles(ctx.db), 'role', keyword)
}

export async function groupSelector(ctx: AppContext, keyword?: string): Promise<TreeNode[]> {
  return flatRoles(await organizeRepository.allGroups(ctx.db), 'group', keyword)
}
