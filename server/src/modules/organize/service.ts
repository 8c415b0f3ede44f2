// Organisation, department, position, group and role selectors (jnpf-api.md §3). The group's organisation tree
// is shown to every signed-in user, as JNPF does; people are filtered in the user selectors.
import type { AppContext } from '../../context'
import { orgMap, orgSubtree, type OrgMap } from './org-paths'
import { organizeRepository, type OrganizeRow } from './repository'
import { ICONS, nest, orgNode, orgTree, positionNode, pruneEmpty, type TreeNode } from './trees'

export interface OrgCondition { departIds?: string[]; keyword?: string }

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

/** the departIds of a condition with every organisation below them */
function conditionOrgIds(orgs: OrgMap, c: OrgCondition): Set<string> {
  const wanted = new Set<string>()
  for (const id of c.departIds ?? []) for (const x of orgSubtree(orgs, id)) wanted.add(x)
  return wanted
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

export async function organizeCondition(ctx: AppContext, c: OrgCondition): Promise<TreeNode[]> {
  const { rows, orgs } = await organizes(ctx)
  const wanted = conditionOrgIds(orgs, c)
  return orgTree(orgs, keep(rows.filter((o) => wanted.has(o.id)), '0', c.keyword))
}

export async function positionSelector(ctx: AppContext): Promise<TreeNode[]> {
  const { rows, orgs } = await organizes(ctx)
  const positions = await organizeRepository.allPositions(ctx.db)
  return pruneEmpty(orgTree(orgs, rows, positions.map((p) => positionNode(orgs, p))), 'position')
}

export async function positionCondition(ctx: AppContext, c: OrgCondition): Promise<TreeNode[]> {
  const { rows, orgs } = await organizes(ctx)
  const wanted = conditionOrgIds(orgs, c)
  const k = (c.keyword ?? '').trim()
  const positions = (await organizeRepository.allPositions(ctx.db)).filter((p) => wanted.has(p.organizeId) && (!k || p.fullName.includes(k)))
  const nodes = [...rows.filter((o) => wanted.has(o.id)).map((o) => orgNode(orgs, o)), ...positions.map((p) => positionNode(orgs, p))]
  return pruneEmpty(nest(nodes), 'position')
}

export async function roleSelector(ctx: AppContext, keyword?: string): Promise<TreeNode[]> {
  return flatRoles(await organizeRepository.allRoles(ctx.db), 'role', keyword)
}

export async function groupSelector(ctx: AppContext, keyword?: string): Promise<TreeNode[]> {
  return flatRoles(await organizeRepository.allGroups(ctx.db), 'group', keyword)
}
