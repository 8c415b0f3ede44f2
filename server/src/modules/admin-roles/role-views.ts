// What the console reads about a role: the rows of the role list (RoleListVO), the form (RoleInfoVO) and the
// 权限组 list, which shows the same roles under the console's 权限授权 page.
import { orgIdPath, orgPathName, type OrgMap } from '../organize/org-paths'
import type { RoleRow } from './repository'

const time = (t: number | null | undefined) => (t == null ? null : Number(t))
const isGlobal = (r: RoleRow) => Number(r.globalMark ?? 1) === 1

/** RoleListVO: type is the text the console shows and compares ('全局' opens the group-wide member picker) */
export function roleListItem(r: RoleRow, orgs: OrgMap, organizeIds: string[]) {
  return {
    id: r.id, fullName: r.fullName, enCode: r.enCode, type: isGlobal(r) ? '全局' : '组织', globalMark: isGlobal(r) ? 1 : 0,
    organizeInfo: isGlobal(r) ? '' : organizeIds.map((id) => orgPathName(orgs, id)).filter(Boolean).join(','),
    description: r.description ?? '', creatorTime: time(r.createdAt), sortCode: Number(r.sortCode), enabledMark: Number(r.enabledMark ?? 1)
  }
}

/** RoleInfoVO: organizeIdsTree is the cascader value, one id path from the root per organisation */
export function roleInfo(r: RoleRow, orgs: OrgMap, organizeIds: string[]) {
  return {
    id: r.id, fullName: r.fullName, enCode: r.enCode, globalMark: isGlobal(r) ? 1 : 0, type: isGlobal(r) ? '全局' : '组织',
    organizeIdsTree: organizeIds.map((id) => orgIdPath(orgs, id)).filter((p) => p.length > 0),
    sortCode: Number(r.sortCode), enabledMark: Number(r.enabledMark ?? 1), description: r.description ?? '', creatorTime: time(r.createdAt)
  }
}

/** PermissionGroupListVO: permissionMember names the members the caller may see */
export function permissionGroupItem(r: RoleRow, memberNames: string[]) {
  return {
    id: r.id, fullName: r.fullName, enCode: r.enCode, description: r.description ?? '', creatorTime: time(r.createdAt),
    sortCode: Number(r.sortCode), enabledMark: Number(r.enabledMark ?? 1), permissionMember: memberNames.join(',')
  }
}

/** the small role node of selectors (PermissionGroup/Selector, getPermissionGroup, getListByOrgIds) */
export function roleNode(r: RoleRow, parentId: string) {
  return {
    id: r.id, parentId, fullName: r.fullName, enCode: r.enCode, type: 'role', icon: 'icon-ym icon-ym-generator-role',
    hasChildren: false, isLeaf: true, enabledMark: Number(r.enabledMark ?? 1), sortCode: Number(r.sortCode)
  }
}
