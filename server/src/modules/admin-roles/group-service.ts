// 权限授权 page: JNPF 3.6 lists "permission groups" there. In this product what a person may open and do is
// granted to roles, so each role is shown as a permission group: the same rows, members and grants as 角色管理.
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { reachableUserIds, type AdminScope } from '../admin'
import { userRepository } from '../users/repository'
import { roleMemberIds, saveRoleMembers, type MemberChange } from './member-service'
import { roleRepository } from './repository'
import { pageOf, queryRoles } from './role-service'
import { permissionGroupItem } from './role-views'

export interface GroupQuery { keyword?: string; enabledMark?: string; currentPage?: number; pageSize?: number }

export async function listPermissionGroups(ctx: AppContext, scope: AdminScope, q: GroupQuery) {
  const { rows } = await queryRoles(ctx, { keyword: q.keyword, enabledMark: q.enabledMark })
  const paged = pageOf(rows, q)
  const members = await roleRepository.memberIdsByRole(ctx.db, paged.list.map((r) => r.id))
  const reach = await reachableUserIds(ctx, scope)
  const shownIds = [...new Set([...members.values()].flat())].filter((id) => !reach || reach.has(id))
  const names = new Map((await userRepository.listByIds(ctx.db, shownIds)).map((u) => [u.id, u.realName]))
  const list = paged.list.map((r) => permissionGroupItem(r, (members.get(r.id) ?? []).flatMap((id) => names.get(id) ?? [])))
  return { list, pagination: paged.pagination }
}

export async function selectorOfGroups(ctx: AppContext) {
  const roles = (await roleRepository.all(ctx.db)).filter((r) => Number(r.enabledMark ?? 1) === 1)
  return roles.map((r) => ({ id: r.id, fullName: r.fullName, enCode: r.enCode, icon: 'icon-ym icon-ym-authGroup', sortCode: Number(r.sortCode) }))
}

/** PermissionMember/{id}: the members as the console's selection dialog reads them ({id, type}) */
export async function groupMembers(ctx: AppContext, scope: AdminScope, roleId: string) {
  const ids = await roleMemberIds(ctx, scope, roleId)
  return (await userRepository.listByIds(ctx.db, ids)).map((u) => ({ id: u.id, type: 'user', fullName: `${u.realName}/${u.account}` }))
}

/** the dialog sends "<id>--<type>"; a role holds people only, so departments, positions, roles and groups are refused */
export async function saveGroupMembers(ctx: AppContext, scope: AdminScope, roleId: string, ids: string[]): Promise<MemberChange> {
  const userIds: string[] = []
  for (const raw of ids) {
    const sep = raw.lastIndexOf('--')
    const [id, type] = sep > 0 ? [raw.slice(0, sep), raw.slice(sep + 2)] : [raw, 'user']
    if (type !== 'user') throw new BadRequest('权限成员只能选择用户：部门、岗位、角色和分组的人员请逐个选择')
    userIds.push(id)
  }
  return saveRoleMembers(ctx, scope, roleId, userIds)
}
