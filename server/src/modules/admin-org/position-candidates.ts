// Users/GetUsersByPositionId: whom the position member dialog offers, i.e. the people of the position's
// organisation (JNPF answers one organisation node with its users as leaves, not wrapped in {list}).
import type { AppContext } from '../../context'
import { reachableUserIds, type AdminScope } from '../admin'
import { orgMap, orgPathName } from '../organize/org-paths'
import { organizeRepository } from '../organize/repository'
import { ICONS } from '../organize/trees'
import { avatarUrl } from '../users/user-info'
import { reachablePosition } from './position-service'
import { relationRepository } from './relation-repository'

export async function positionCandidates(ctx: AppContext, scope: AdminScope, positionId: string, keyword?: string) {
  const { p } = await reachablePosition(ctx, scope, positionId)
  const [rows, people, reach] = await Promise.all([
    organizeRepository.allOrganizes(ctx.db), relationRepository.organizeMembers(ctx.db, p.organizeId), reachableUserIds(ctx, scope)
  ])
  const orgs = orgMap(rows)
  const org = orgs.get(p.organizeId)
  if (!org) return []
  const k = (keyword ?? '').trim().toLowerCase()
  const users = people.filter((u) => Number(u.enabledMark) !== 0 && (!reach || (reach.has(u.id) && Number(u.isAdministrator) !== 1)) &&
    (!k || u.realName.toLowerCase().includes(k) || u.account.toLowerCase().includes(k)))
  const organize = orgPathName(orgs, org.id)
  const children = users.map((u) => ({
    id: u.id, parentId: org.id, fullName: `${u.realName}/${u.account}`, enabledMark: Number(u.enabledMark), headIcon: avatarUrl(u.headIcon),
    organize, isLeaf: true, hasChildren: false, icon: ICONS.user, type: 'user'
  }))
  return [{
    id: org.id, parentId: org.parentId, fullName: organize, type: org.category, icon: org.category === 'department' ? ICONS.department : ICONS.company,
    enabledMark: Number(org.enabledMark ?? 1), hasChildren: children.length > 0, isLeaf: children.length === 0, children
  }]
}
