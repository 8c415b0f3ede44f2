// A user's main organisation and position (base_user.organizeId / positionId) must stay among their memberships:
// the app, the flows (the launcher's department, "my manager") and the selectors read them. When a membership
// that was the main one goes, another one takes its place; a user never leaves their last organisation.
import type { Db } from '../../db/database'
import { BadRequest } from '../../errors'
import { listNames } from './checks'
import type { Target } from './member-targets'
import { orgAdminRepository } from './repository'
import { relationRepository } from './relation-repository'

async function firstRemaining(db: Db, userId: string, kind: 'Organize' | 'Position'): Promise<string> {
  return (await relationRepository.relationsOf(db, [userId], kind))[0]?.objectId ?? ''
}

/** leaving an organisation: refused for anyone it is the last one of; their posts in it go too */
async function leaveOrganize(db: Db, t: Target, removed: string[], now: number): Promise<void> {
  const [users, rel, posts] = await Promise.all([
    relationRepository.usersByIds(db, removed),
    relationRepository.relationsOf(db, removed, 'Organize'),
    orgAdminRepository.positionsOf(db, t.id)
  ])
  const stranded = users.filter((u) => !rel.some((r) => r.userId === u.id && r.objectId !== t.id))
  if (stranded.length) {
    throw new BadRequest(`${listNames(stranded.map((u) => u.realName), '人')}只属于组织「${t.fullName}」，不能移出（每个用户至少要属于一个组织）`)
  }
  const postIds = posts.map((p) => p.id)
  await relationRepository.removeMembers(db, 'Organize', t.id, removed)
  for (const u of users) {
    await relationRepository.removeUserRelations(db, u.id, 'Position', postIds)
    const patch: { organizeId?: string; positionId?: string } = {}
    if (u.organizeId === t.id) patch.organizeId = await firstRemaining(db, u.id, 'Organize')
    if (postIds.includes(u.positionId)) patch.positionId = await firstRemaining(db, u.id, 'Position')
    if (Object.keys(patch).length) await relationRepository.setMain(db, u.id, patch, now)
  }
}

export async function applyRemovals(db: Db, t: Target, removed: string[], now: number): Promise<void> {
  if (removed.length === 0) return
  if (t.kind === 'Organize') return leaveOrganize(db, t, removed, now)
  await relationRepository.removeMembers(db, t.kind, t.id, removed)
  if (t.kind !== 'Position') return
  for (const u of await relationRepository.usersByIds(db, removed)) {
    if (u.positionId === t.id) await relationRepository.setMain(db, u.id, { positionId: await firstRemaining(db, u.id, 'Position') }, now)
  }
}

/** a new member without a main organisation (or position) gets this one */
export async function setMainOnJoin(db: Db, t: Target, added: string[], now: number): Promise<void> {
  if (added.length === 0 || (t.kind !== 'Organize' && t.kind !== 'Position')) return
  for (const u of await relationRepository.usersByIds(db, added)) {
    if (t.kind === 'Organize' && !u.organizeId) await relationRepository.setMain(db, u.id, { organizeId: t.id }, now)
    if (t.kind === 'Position' && !u.positionId) await relationRepository.setMain(db, u.id, { positionId: t.id }, now)
  }
}
