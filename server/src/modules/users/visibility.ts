// Who may see whom: administrators see everybody; everybody else sees the people of the projects they belong
// to (and themselves). Selectors still show the group's organisation tree, only the people are filtered.
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { userRepository, type UserRow } from './repository'

export interface Visibility {
  all: boolean
  ids: Set<string>
}

export async function visibilityOf(ctx: AppContext, user: UserRow): Promise<Visibility> {
  if (Number(user.isAdministrator) === 1) return { all: true, ids: new Set() }
  const projectIds = await userRepository.relationIds(ctx.db, user.id, 'Project')
  const ids = new Set(await userRepository.userIdsByRelation(ctx.db, 'Project', projectIds))
  ids.add(user.id)
  return { all: false, ids }
}

export function canSee(v: Visibility, userId: string): boolean {
  return v.all || v.ids.has(userId)
}

export async function visibleUsers(ctx: AppContext, v: Visibility): Promise<UserRow[]> {
  return v.all ? userRepository.listAll(ctx.db) : userRepository.listByIds(ctx.db, [...v.ids])
}

export async function visibleUser(ctx: AppContext, v: Visibility, id: string): Promise<UserRow> {
  const u = canSee(v, id) ? await userRepository.findById(ctx.db, id) : undefined
  if (!u) throw new BadRequest('用户不存在或不在您的项目中')
  return u
}
