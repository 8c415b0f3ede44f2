// 角色管理: the role list, form, create, update, delete and enable/disable. Roles change what the whole group sees,
// so every write needs a whole-group administrator; reading them is open to the area's project administrators.
import type { AppContext } from '../../context'
import { menusChanged } from '../menus'
import { BadRequest } from '../../errors'
import { page } from '../../lib/envelope'
import { newId } from '../../lib/tokens'
import { requireWholeGroup, type AdminScope } from '../admin'
import { organizeRepository } from '../organize/repository'
import { orgMap } from '../organize/org-paths'
import { grantRepository } from './grant-repository'
import { roleRepository, type RoleRow } from './repository'
import { checkRole, ADMIN_ROLE_ID, type RoleInput } from './role-input'
import { organizesCovered, usersOutside } from './role-membership'
import { roleInfo, roleListItem } from './role-views'

export interface RoleQuery {
  keyword?: string
  /** '' every role, '0' the global roles, an organisation id: the roles of it and the departments below it */
  organizeId?: string
  /** globalMark filter: '1' global, '0' organisation roles, '' both */
  type?: string
  enabledMark?: string
  currentPage?: number
  pageSize?: number
}

export const NO_ROLE = '角色不存在或已被删除'

export async function findRole(ctx: AppContext, id: string): Promise<RoleRow> {
  const role = await roleRepository.find(ctx.db, id)
  if (!role) throw new BadRequest(NO_ROLE)
  return role
}

const matches = (r: RoleRow, k: string) => !k || r.fullName.toLowerCase().includes(k) || r.enCode.toLowerCase().includes(k)

/** the roles matching the query, with the organisations of each */
export async function queryRoles(ctx: AppContext, q: RoleQuery): Promise<{ rows: RoleRow[]; orgsByRole: Map<string, string[]> }> {
  const [roles, orgsByRole] = await Promise.all([roleRepository.all(ctx.db), roleRepository.organizeIdsByRole(ctx.db)])
  const k = (q.keyword ?? '').trim().toLowerCase()
  const orgId = (q.organizeId ?? '').trim()
  const under = orgId && orgId !== '0' ? await organizesCovered(ctx, [orgId]) : null
  const rows = roles.filter((r) => {
    const global = Number(r.globalMark ?? 1) === 1
    if (orgId === '0' && !global) return false
    if (under && (global || !(orgsByRole.get(r.id) ?? []).some((o) => under.has(o)))) return false
    if (q.type === '1' && !global) return false
    if (q.type === '0' && global) return false
    if ((q.enabledMark === '0' || q.enabledMark === '1') && Number(r.enabledMark ?? 1) !== Number(q.enabledMark)) return false
    return matches(r, k)
  })
  return { rows, orgsByRole }
}

export function pageOf<T>(rows: T[], q: { currentPage?: number; pageSize?: number }) {
  const currentPage = q.currentPage ?? 1
  const pageSize = q.pageSize ?? 20
  return page(rows.slice((currentPage - 1) * pageSize, currentPage * pageSize), currentPage, pageSize, rows.length)
}

export async function listRoles(ctx: AppContext, q: RoleQuery) {
  const [{ rows, orgsByRole }, orgRows] = await Promise.all([queryRoles(ctx, q), organizeRepository.allOrganizes(ctx.db)])
  const orgs = orgMap(orgRows)
  return pageOf(rows.map((r) => roleListItem(r, orgs, orgsByRole.get(r.id) ?? [])), q)
}

export async function roleInfoOf(ctx: AppContext, id: string) {
  const role = await findRole(ctx, id)
  const [orgRows, orgsByRole] = await Promise.all([organizeRepository.allOrganizes(ctx.db), roleRepository.organizeIdsByRole(ctx.db, [id])])
  return roleInfo(role, orgMap(orgRows), orgsByRole.get(id) ?? [])
}

export async function createRole(ctx: AppContext, scope: AdminScope, input: RoleInput): Promise<RoleRow> {
  requireWholeGroup(scope)
  const { fields, organizeIds } = await checkRole(ctx, input)
  const row: RoleRow = { id: newId(), ...fields, createdAt: ctx.clock.now(), updatedAt: null }
  await ctx.db.transaction().execute(async (trx) => {
    await roleRepository.insert(trx, row)
    await roleRepository.setOrganizes(trx, row.id, organizeIds)
  })
  return row
}

/** a role's members must keep belonging to its organisations, and a role with members stays enabled */
async function assertMembersFit(ctx: AppContext, role: RoleRow, enabledMark: number, organizeIds: string[]): Promise<void> {
  const members = (await roleRepository.memberIdsByRole(ctx.db, [role.id])).get(role.id) ?? []
  if (members.length && enabledMark === 0) throw new BadRequest(`该角色还有${members.length}位成员，请先移除成员再禁用`)
  const outside = await usersOutside(ctx, members, organizeIds)
  if (outside.length) throw new BadRequest(`该角色有${outside.length}位成员不属于所选组织，请先移除这些成员再修改所属组织`)
}

export async function updateRole(ctx: AppContext, scope: AdminScope, id: string, input: RoleInput): Promise<RoleRow> {
  requireWholeGroup(scope)
  const role = await findRole(ctx, id)
  const { fields, organizeIds } = await checkRole(ctx, input, role)
  await assertMembersFit(ctx, role, Number(fields.enabledMark), organizeIds)
  await ctx.db.transaction().execute(async (trx) => {
    await roleRepository.update(trx, id, { ...fields, updatedAt: ctx.clock.now() })
    await roleRepository.setOrganizes(trx, id, organizeIds)
  })
  return { ...role, ...fields }
}

export async function deleteRole(ctx: AppContext, scope: AdminScope, id: string): Promise<RoleRow> {
  requireWholeGroup(scope)
  const role = await findRole(ctx, id)
  if (role.id === ADMIN_ROLE_ID) throw new BadRequest('系统管理员角色不能删除')
  const members = await roleRepository.countMembers(ctx.db, id)
  if (members > 0) throw new BadRequest(`该角色还有${members}位成员，请先移除成员再删除`)
  await ctx.db.transaction().execute((trx) => roleRepository.remove(trx, id))
  await menusChanged(ctx)
  return role
}

/** Actions/State: flips enabled and disabled, as the JNPF console expects */
export async function toggleRoleState(ctx: AppContext, scope: AdminScope, id: string): Promise<RoleRow> {
  requireWholeGroup(scope)
  const role = await findRole(ctx, id)
  const enabledMark = Number(role.enabledMark ?? 1) === 1 ? 0 : 1
  if (enabledMark === 0 && role.id === ADMIN_ROLE_ID) throw new BadRequest('系统管理员角色不能禁用')
  const orgs = (await roleRepository.organizeIdsByRole(ctx.db, [id])).get(id) ?? []
  await assertMembersFit(ctx, role, enabledMark, orgs)
  await roleRepository.update(ctx.db, id, { enabledMark, updatedAt: ctx.clock.now() })
  return { ...role, enabledMark }
}

/** 复制权限: a disabled copy with the same grants and no members */
export async function copyRole(ctx: AppContext, scope: AdminScope, id: string): Promise<RoleRow> {
  requireWholeGroup(scope)
  const role = await findRole(ctx, id)
  const suffix = newId().slice(0, 5)
  const fullName = `${role.fullName}.副本${suffix}`
  if (fullName.length > 50) throw new BadRequest('复制后的名称超过50个字符，请先缩短角色名称')
  const copy: RoleRow = {
    ...role, id: newId(), fullName, enCode: `${role.enCode}.${suffix}`.slice(0, 100), enabledMark: 0, createdAt: ctx.clock.now(), updatedAt: null
  }
  const orgs = (await roleRepository.organizeIdsByRole(ctx.db, [id])).get(id) ?? []
  await ctx.db.transaction().execute(async (trx) => {
    await roleRepository.insert(trx, copy)
    await roleRepository.setOrganizes(trx, copy.id, orgs)
    await grantRepository.copy(trx, id, copy.id)
  })
  return copy
}
