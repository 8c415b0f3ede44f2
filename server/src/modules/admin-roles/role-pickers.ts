// Pickers around roles: the roles a person of some organisations may be given (the console's user form), and the
// people who may join an organisation role (the role member dialog). An organisation role covers its
// organisations and the departments below them.
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { reachableUserIds, type AdminScope } from '../admin'
import { organizeRepository } from '../organize/repository'
import { orgMap, orgPathName } from '../organize/org-paths'
import { ICONS } from '../organize/trees'
import { matches, userNode } from '../users/directory-service'
import { userRepository } from '../users/repository'
import { roleRepository } from './repository'
import { organizesCovered } from './role-membership'
import { findRole } from './role-service'
import { roleNode } from './role-views'

const enabled = (r: { enabledMark?: number }) => Number(r.enabledMark ?? 1) === 1

/** Role/getListByOrgIds: per organisation the organisation roles that cover it, then 全局 with the global roles */
export async function rolesForOrganizes(ctx: AppContext, organizeIds: string[]) {
  const [orgRows, roles, orgsByRole] = await Promise.all([
    organizeRepository.allOrganizes(ctx.db), roleRepository.all(ctx.db), roleRepository.organizeIdsByRole(ctx.db)
  ])
  const orgs = orgMap(orgRows)
  const list = [...new Set(organizeIds)].filter((id) => orgs.has(id)).map((id) => {
    const o = orgs.get(id)!
    const above = new Set(o.organizeIdTree.split(',').filter(Boolean))
    const children = roles.filter((r) => enabled(r) && Number(r.globalMark ?? 1) === 0 && (orgsByRole.get(r.id) ?? []).some((x) => above.has(x)))
      .map((r) => roleNode(r, id))
    return {
      id, parentId: o.parentId, fullName: o.fullName, type: o.category, icon: ICONS[o.category as 'company'] ?? ICONS.department,
      organize: orgPathName(orgs, id), hasChildren: children.length > 0, children
    }
  })
  const globals = roles.filter((r) => enabled(r) && Number(r.globalMark ?? 1) === 1).map((r) => roleNode(r, '0'))
  return [...list, { id: '0', parentId: '-1', fullName: '全局', type: 'global', icon: 'icon-ym icon-ym-global-role', hasChildren: true, children: globals }]
}

export interface RoleOrgQuery { roleId?: string; organizeId?: string; keyword?: string }

/** Users/GetUsersByRoleOrgId: one level of the role's organisations (child organisations and their people), or
 *  with a keyword the matching people of all of them; only people the caller may reach */
export async function usersForRole(ctx: AppContext, scope: AdminScope, q: RoleOrgQuery) {
  const role = await findRole(ctx, q.roleId ?? '')
  const bound = (await roleRepository.organizeIdsByRole(ctx.db, [role.id])).get(role.id) ?? []
  if (bound.length === 0) return []
  const [orgRows, covered, reach] = await Promise.all([organizeRepository.allOrganizes(ctx.db), organizesCovered(ctx, bound), reachableUserIds(ctx, scope)])
  const orgs = orgMap(orgRows)
  const users = reach ? await userRepository.listByIds(ctx.db, [...reach]) : await userRepository.listAll(ctx.db)
  const orgsOf = await roleRepository.organizeIdsOfUsers(ctx.db, users.map((u) => u.id))
  const inOrg = (userId: string, orgIds: Set<string>) => [...(orgsOf.get(userId) ?? [])].some((o) => orgIds.has(o))
  const candidates = users.filter((u) => Number(u.enabledMark) !== 0 && (scope.all || Number(u.isAdministrator) !== 1))
  if ((q.keyword ?? '').trim()) return candidates.filter((u) => inOrg(u.id, covered) && matches(u, q.keyword)).map((u) => userNode(orgs, u))
  const orgNode = (id: string) => {
    const o = orgs.get(id)!
    return {
      id, parentId: o.parentId, fullName: o.fullName, type: o.category, icon: ICONS[o.category as 'company'] ?? ICONS.department,
      hasChildren: true, isLeaf: false, enabledMark: 1, organize: orgPathName(orgs, id)
    }
  }
  const organizeId = q.organizeId || '0'
  if (organizeId === '0') {
    const boundSet = new Set(bound)
    // a bound organisation below another bound one is reached through it
    return bound.filter((id) => orgs.has(id) && !orgs.get(id)!.organizeIdTree.split(',').some((x) => x !== id && boundSet.has(x))).map(orgNode)
  }
  if (!covered.has(organizeId)) throw new BadRequest('该组织不在角色的所属组织内')
  const childOrgs = orgRows.filter((o) => o.parentId === organizeId).map((o) => orgNode(o.id))
  return [...childOrgs, ...candidates.filter((u) => inOrg(u.id, new Set([organizeId]))).map((u) => ({ ...userNode(orgs, u), parentId: organizeId }))]
}
