// Small lookups the console's forms and pickers make of positions and groups (no people in them, so any signed-in
// user may ask, like the selectors in ../organize): the store's position list, the user form's positions of the
// chosen organisations, and the group picker's chosen groups.
import type { AppContext } from '../../context'
import { organizeRepository } from '../organize/repository'
import { ICONS } from '../organize/trees'
import { orgAdminRepository } from './repository'

/** Position/All: every enabled position */
export async function allPositions(ctx: AppContext) {
  const rows = await orgAdminRepository.enabledPositions(ctx.db)
  return rows.map((p) => ({ id: p.id, enCode: p.enCode, fullName: p.fullName, organizeId: p.organizeId, type: p.type ?? '' }))
}

/** Position/getListByOrgIds: each existing organisation with its enabled positions as children */
export async function positionsByOrganizes(ctx: AppContext, organizeIds: string[]) {
  const ids = [...new Set(organizeIds)]
  const [positions, all] = await Promise.all([orgAdminRepository.enabledPositions(ctx.db, ids), organizeRepository.allOrganizes(ctx.db)])
  const byId = new Map(all.map((o) => [o.id, o]))
  return ids.map((id) => byId.get(id)).filter((o) => o !== undefined).map((o) => ({
    id: o.id, fullName: o.fullName, type: o.category, icon: o.category === 'company' ? ICONS.company : ICONS.department,
    hasChildren: true,
    children: positions.filter((p) => p.organizeId === o.id).map((p) => ({
      id: p.id, fullName: p.fullName, enCode: p.enCode, type: 'position', icon: ICONS.position, parentId: o.id,
      organizeId: o.id, hasChildren: false, isLeaf: true
    }))
  }))
}

/** Group/GroupCondition: the enabled groups among ids, in the flat shape of Group/Selector */
export async function groupsByIds(ctx: AppContext, ids: string[]) {
  const rows = await orgAdminRepository.enabledGroups(ctx.db, [...new Set(ids)])
  return rows.map((g) => ({
    id: g.id, parentId: '-1', fullName: g.fullName, enCode: g.enCode, type: 'group', icon: ICONS.group,
    hasChildren: false, isLeaf: true, enabledMark: 1
  }))
}
