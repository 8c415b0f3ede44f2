// Role members (base_user_relation objectType Role), as the console's 角色成员 and 权限成员 dialogs read and save
// them: the saved list is the whole new member set. A project administrator sees and changes only the people of
// their own projects (others keep their membership untouched) and may not hand out more than they hold themselves.
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { reachableUserIds, type AdminScope } from '../admin'
import { userRepository, type UserRow } from '../users/repository'
import { grantRepository } from './grant-repository'
import { roleRepository, type RoleRow } from './repository'
import { ADMIN_ROLE_ID } from './role-input'
import { usersOutside } from './role-membership'
import { findRole } from './role-service'

export interface MemberChange { role: RoleRow; added: UserRow[]; removed: UserRow[] }

const OUT_OF_REACH = '用户不存在或不在您管理的项目中'

/** the member ids of a role that the scope may see */
export async function roleMemberIds(ctx: AppContext, scope: AdminScope, roleId: string): Promise<string[]> {
  await findRole(ctx, roleId)
  const members = (await roleRepository.memberIdsByRole(ctx.db, [roleId])).get(roleId) ?? []
  const reach = await reachableUserIds(ctx, scope)
  return reach ? members.filter((id) => reach.has(id)) : members
}

/** a project administrator may not put people into a role that can do more in the console than they can */
async function assertRoleWithinScope(ctx: AppContext, scope: AdminScope, role: RoleRow): Promise<void> {
  if (scope.all) return
  if (role.id === ADMIN_ROLE_ID) throw new BadRequest('只有系统管理员可以设置系统管理员角色的成员')
  const mine = await grantRepository.webCodesOfRoles(ctx.db, await userRepository.relationIds(ctx.db, scope.user.id, 'Role'))
  const beyond = [...await grantRepository.webCodesOfRoles(ctx.db, [role.id])].filter((code) => !mine.has(code))
  if (beyond.length) throw new BadRequest(`该角色拥有您没有的管理权限（${beyond.join('、')}），只有系统管理员可以设置它的成员`)
}

async function wantedUsers(ctx: AppContext, scope: AdminScope, userIds: string[]): Promise<UserRow[]> {
  const ids = [...new Set(userIds.map((id) => id.trim()).filter(Boolean))]
  const users = await userRepository.listByIds(ctx.db, ids)
  if (users.length !== ids.length) throw new BadRequest(OUT_OF_REACH)
  const reach = await reachableUserIds(ctx, scope)
  if (reach && users.some((u) => !reach.has(u.id) || Number(u.isAdministrator) === 1)) throw new BadRequest(OUT_OF_REACH)
  return users
}

/** replaces the members the scope can see with userIds; validates everything before it writes */
export async function saveRoleMembers(ctx: AppContext, scope: AdminScope, roleId: string, userIds: string[]): Promise<MemberChange> {
  const role = await findRole(ctx, roleId)
  await assertRoleWithinScope(ctx, scope, role)
  const wanted = await wantedUsers(ctx, scope, userIds)
  const visible = new Set(await roleMemberIds(ctx, scope, roleId))
  const added = wanted.filter((u) => !visible.has(u.id))
  const keep = new Set(wanted.map((u) => u.id))
  const removed = await userRepository.listByIds(ctx.db, [...visible].filter((id) => !keep.has(id)))
  if (added.length && Number(role.enabledMark ?? 1) !== 1) throw new BadRequest('该角色已禁用，不能添加成员')
  const orgs = (await roleRepository.organizeIdsByRole(ctx.db, [roleId])).get(roleId) ?? []
  const outside = await usersOutside(ctx, added.map((u) => u.id), orgs)
  if (outside.length) {
    const names = added.filter((u) => outside.includes(u.id)).map((u) => u.realName).join('、')
    throw new BadRequest(`${names} 不属于该角色的所属组织，不能加入该角色`)
  }
  await ctx.db.transaction().execute(async (trx) => {
    // the added ones are deleted first too, so a concurrent save of the same people cannot leave duplicate rows
    await roleRepository.removeMembers(trx, roleId, [...removed, ...added].map((u) => u.id))
    await roleRepository.addMembers(trx, roleId, added.map((u) => u.id))
  })
  return { role, added, removed }
}

export function memberChangeText(c: MemberChange): string {
  const names = (us: UserRow[]) => us.map((u) => `${u.realName}/${u.account}`).join('、')
  const parts = [c.added.length ? `加入 ${names(c.added)}` : '', c.removed.length ? `移出 ${names(c.removed)}` : ''].filter(Boolean)
  return `角色 ${c.role.fullName} 成员：${parts.join('；') || '未变化'}`
}
