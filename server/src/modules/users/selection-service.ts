// Turning a selection (users, organisations, positions, roles, groups) into the visible users it stands for.
import type { AppContext } from '../../context'
import { orgSubtree } from '../organize/org-paths'
import { userRepository, type UserRow } from './repository'
import { directory, matches, paged, userIdVO, type Paging } from './directory-service'

export interface Condition {
  departIds?: string[]
  positionIds?: string[]
  userIds?: string[]
  roleIds?: string[]
  groupIds?: string[]
}

/** JNPF selections carry typed ids like "<id>--department"; a bare id is a user */
export function splitSelection(ids: string[]): Condition {
  const c: Required<Condition> = { departIds: [], positionIds: [], userIds: [], roleIds: [], groupIds: [] }
  for (const raw of ids) {
    const [id, kind = 'user'] = raw.split('--')
    if (kind === 'user') c.userIds.push(id)
    else if (kind === 'company' || kind === 'department' || kind === 'organize') c.departIds.push(id)
    else if (kind === 'position') c.positionIds.push(id)
    else if (kind === 'role') c.roleIds.push(id)
    else if (kind === 'group') c.groupIds.push(id)
  }
  return c
}

export async function usersOfCondition(ctx: AppContext, me: UserRow, c: Condition): Promise<UserRow[]> {
  const { users, orgs } = await directory(ctx, me)
  const wanted = new Set(c.userIds ?? [])
  const orgIds = new Set<string>()
  for (const d of c.departIds ?? []) for (const id of orgSubtree(orgs, d)) orgIds.add(id)
  const byOrg = await userRepository.userIdsByRelation(ctx.db, 'Organize', [...orgIds])
  const byPos = await userRepository.userIdsByRelation(ctx.db, 'Position', c.positionIds ?? [])
  const byRole = await userRepository.userIdsByRelation(ctx.db, 'Role', c.roleIds ?? [])
  const byGroup = await userRepository.userIdsByRelation(ctx.db, 'Group', c.groupIds ?? [])
  for (const id of [...byOrg, ...byPos, ...byRole, ...byGroup]) wanted.add(id)
  return users.filter((u) => wanted.has(u.id) || orgIds.has(u.organizeId))
}

export async function conditionPage(ctx: AppContext, me: UserRow, c: Condition, p: Paging) {
  const { orgs } = await directory(ctx, me)
  const users = (await usersOfCondition(ctx, me, c)).filter((u) => matches(u, p.keyword))
  return paged(users.map((u) => userIdVO(orgs, u)), p)
}

export async function conditionList(ctx: AppContext, me: UserRow, c: Condition, keyword?: string) {
  const { orgs } = await directory(ctx, me)
  const users = (await usersOfCondition(ctx, me, c)).filter((u) => matches(u, keyword))
  return { list: users.map((u) => userIdVO(orgs, u)) }
}
