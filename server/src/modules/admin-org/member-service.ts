// Members of a position, group or organisation (base_user_relation), as the console's member dialogs read and
// save them: GET answers the member ids, POST replaces the member list (roles go to admin-roles' member rules).
// A project administrator sees only the people of their projects and changes only those; members they cannot
// see are kept as they are.
import type { AppContext } from '../../context'
import type { Db } from '../../db/database'
import { BadRequest } from '../../errors'
import { reachableUserIds, type AdminScope } from '../admin'
import { addMembershipFromOrganizes } from '../admin-projects'
import { memberChangeText, roleMemberIds, saveRoleMembers } from '../admin-roles'
import { listNames } from './checks'
import { applyRemovals, setMainOnJoin } from './member-mains'
import { KIND_NAME, type Target } from './member-targets'
import { inReach, orgView } from './org-scope'
import { relationRepository, STRUCTURE_LOCK } from './relation-repository'

const OUT_OF_SCOPE = '用户不存在或不在您管理的项目中'

async function currentMembers(db: Db, t: Target): Promise<string[]> {
  return relationRepository.memberIds(db, t.kind, t.id)
}

/** a project administrator reaches the positions and organisations of their projects only */
async function assertInReach(ctx: AppContext, scope: AdminScope, t: Target): Promise<void> {
  if (scope.all || (t.kind !== 'Position' && t.kind !== 'Organize')) return
  if (!inReach(await orgView(ctx, scope), t.organizeId)) throw new BadRequest(`${KIND_NAME[t.kind]}不存在或不在您管理的范围内`)
}

export async function memberIds(ctx: AppContext, scope: AdminScope, t: Target): Promise<string[]> {
  // roles have their own member rules (disabled roles, the administrator role, grants beyond the caller's)
  if (t.kind === 'Role') return roleMemberIds(ctx, scope, t.id)
  await assertInReach(ctx, scope, t)
  const [ids, reach] = await Promise.all([currentMembers(ctx.db, t), reachableUserIds(ctx, scope)])
  return reach ? ids.filter((id) => reach.has(id)) : ids
}

/** the requested ids, each an existing user the scope may change */
async function checkedUsers(ctx: AppContext, scope: AdminScope, userIds: string[]) {
  const ids = [...new Set(userIds.map((x) => x.trim()).filter(Boolean))]
  const [users, reach] = await Promise.all([relationRepository.usersByIds(ctx.db, ids), reachableUserIds(ctx, scope)])
  const byId = new Map(users.map((u) => [u.id, u]))
  for (const id of ids) {
    const u = byId.get(id)
    if (!u) throw new BadRequest(reach ? OUT_OF_SCOPE : `用户不存在：${id}`)
    if (reach && (!reach.has(id) || Number(u.isAdministrator) === 1)) throw new BadRequest(OUT_OF_SCOPE)
  }
  return { ids, byId, reach }
}

/** position holders belong to the position's organisation (JNPF offers only that organisation's people) */
async function checkInOrganize(db: Db, t: Target, added: string[], names: Map<string, { realName: string; organizeId: string }>): Promise<void> {
  if (t.kind !== 'Position' || added.length === 0) return
  const rel = await relationRepository.relationsOf(db, added, 'Organize')
  const outside = added.filter((u) => names.get(u)?.organizeId !== t.organizeId && !rel.some((r) => r.userId === u && r.objectId === t.organizeId))
  if (outside.length) {
    const org = await db.selectFrom('baseOrganize').select('fullName').where('id', '=', t.organizeId).executeTakeFirst()
    throw new BadRequest(`${listNames(outside.map((u) => names.get(u)?.realName ?? u), '人')}不属于岗位所在组织「${org?.fullName ?? ''}」，请先在用户管理中把他们加入该组织`)
  }
}

export interface SaveResult { added: number; removed: number; abstracts: string }

export async function saveMembers(ctx: AppContext, scope: AdminScope, t: Target, userIds: string[]): Promise<SaveResult> {
  if (t.kind === 'Role') {
    const change = await saveRoleMembers(ctx, scope, t.id, userIds)
    return { added: change.added.length, removed: change.removed.length, abstracts: memberChangeText(change) }
  }
  await assertInReach(ctx, scope, t)
  const { ids, byId, reach } = await checkedUsers(ctx, scope, userIds)
  return ctx.db.transaction().execute(async (trx) => {
    await relationRepository.lock(trx, ctx.dialect, STRUCTURE_LOCK)
    const current = await currentMembers(trx, t)
    // members the caller cannot see stay; of the others, exactly the requested ones remain
    const wanted = new Set([...current.filter((id) => reach !== null && !reach.has(id)), ...ids])
    const added = ids.filter((id) => !current.includes(id))
    const removed = current.filter((id) => !wanted.has(id))
    await checkInOrganize(trx, t, added, byId)
    const now = ctx.clock.now()
    await applyRemovals(trx, t, removed, now)
    await relationRepository.addMembers(trx, t.kind, t.id, added)
    await setMainOnJoin(trx, t, added, now)
    if (t.kind === 'Organize') for (const userId of added) await addMembershipFromOrganizes({ db: trx }, userId, [t.id])
    const who = (list: string[]) => listNames(list.map((id) => byId.get(id)?.realName ?? id), '人')
    const parts = [added.length ? `加入${who(added)}` : '', removed.length ? `移出${removed.length}人` : ''].filter(Boolean)
    return { added: added.length, removed: removed.length, abstracts: `${KIND_NAME[t.kind]}「${t.fullName}」成员：${parts.join('，') || '无变化'}` }
  })
}
