// The role tree of the console's role pickers (RoleSelect, the batch authorisation step): organisation roles under
// their organisations (one node per organisation they belong to, told apart by onlyId), then 全局 (id '1') with the
// global roles. Only enabled roles are offered.
import type { AppContext } from '../../context'
import { organizeRepository } from '../organize/repository'
import { orgMap } from '../organize/org-paths'
import { orgNode, nest, pruneEmpty, type TreeNode } from '../organize/trees'
import { roleRepository, type RoleRow } from './repository'
import { roleNode } from './role-views'

const GLOBAL_ID = '1'

/** the tree of the given roles (every enabled role when ids is omitted); ids may also name organisations, whose
 *  roles are then included (JNPF's RoleCondition) */
export async function roleTree(ctx: AppContext, ids?: string[]): Promise<TreeNode[]> {
  const [roles, orgsByRole, orgRows] = await Promise.all([
    roleRepository.all(ctx.db), roleRepository.organizeIdsByRole(ctx.db), organizeRepository.allOrganizes(ctx.db)
  ])
  const wanted = ids ? new Set(ids) : null
  const picked = roles.filter((r) => Number(r.enabledMark ?? 1) === 1 &&
    (!wanted || wanted.has(r.id) || (orgsByRole.get(r.id) ?? []).some((o) => wanted.has(o))))
  const isGlobal = (r: RoleRow) => Number(r.globalMark ?? 1) === 1
  const orgs = orgMap(orgRows)
  const leaves: TreeNode[] = picked.filter((r) => !isGlobal(r)).flatMap((r) => (orgsByRole.get(r.id) ?? [])
    .filter((o) => orgs.has(o)).map((o) => ({ ...roleNode(r, o), onlyId: `${r.id}--${o}` })))
  const orgNodes = orgRows.map((o) => ({ ...orgNode(orgs, o), onlyId: `organize-${o.id}` }))
  const tree = pruneEmpty(nest([...orgNodes, ...leaves]), 'role')
  const globals = picked.filter(isGlobal).map((r) => ({ ...roleNode(r, GLOBAL_ID), onlyId: `${r.id}--${GLOBAL_ID}` }))
  if (globals.length === 0) return tree
  return [...tree, {
    id: GLOBAL_ID, parentId: '-1', fullName: '全局', type: 'global', icon: 'icon-ym icon-ym-global-role', onlyId: 'organizeList_0',
    hasChildren: true, isLeaf: false, enabledMark: 1, children: globals
  }]
}
