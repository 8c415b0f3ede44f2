// Permission selectors and areas (jnpf-api.md §3, §4.2). Every answer is read from data.list; older servers answer
// some of them (Group/Role) with the array itself, which is accepted too.
import { http } from '@/lib/request'
import type { PaginationVO } from '@shared/api/envelope'
import type { TreeNode } from '@/lib/shared-store'

/** a node of a selector tree as the server sends it (SumTree + extras) */
export interface SelectorNode extends TreeNode {
  parentId?: string
  type?: string
  organize?: string
  organizeIds?: string[]
  hasChildren?: boolean
  isLeaf?: boolean
}

/** UserAllVO */
export interface UserBrief {
  id: string
  account?: string
  realName?: string
  fullName?: string
  headIcon?: string
  organize?: string
  [key: string]: unknown
}

export interface AreaNode {
  id: string
  fullName: string
  isLeaf?: boolean
}

function listOf<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[]
  const list = (data as { list?: unknown } | undefined)?.list
  return Array.isArray(list) ? (list as T[]) : []
}

const quiet = { silent: true, loading: false }

/** companies and departments: the organisation tree of organizeSelect and depSelect */
export async function getDepartmentSelector(): Promise<SelectorNode[]> {
  return listOf<SelectorNode>((await http.get('/api/permission/Organize/Department/Selector/0', undefined, quiet)).data)
}

/** the company/department tree with position leaves */
export async function getPositionSelector(): Promise<SelectorNode[]> {
  return listOf<SelectorNode>((await http.get('/api/permission/Position/Selector', undefined, quiet)).data)
}

/** the whole organisation tree with the users the caller may see as leaves */
export async function getUserSelector(): Promise<SelectorNode[]> {
  return listOf<SelectorNode>((await http.get('/api/permission/Users/Selector', undefined, quiet)).data)
}

/** every visible user, flat: names for stored ids and the keyword search of the user picker */
export async function getAllUsers(): Promise<UserBrief[]> {
  return listOf<UserBrief>((await http.get('/api/permission/Users/All', undefined, quiet)).data)
}

export async function getRoleSelector(): Promise<SelectorNode[]> {
  return listOf<SelectorNode>((await http.get('/api/permission/Role/Selector', undefined, quiet)).data)
}

export async function getGroupSelector(): Promise<SelectorNode[]> {
  return listOf<SelectorNode>((await http.get('/api/permission/Group/Selector', undefined, quiet)).data)
}

/**
 * userSelect with selectType custom (or filtered by another field): the users behind `ids`, typed `<id>--<type>`
 * (department, position, role, group, user), paged with a keyword.
 */
export async function getSelectedUsers(
  ids: string[],
  keyword: string,
  currentPage: number,
  pageSize: number
): Promise<{ list: SelectorNode[]; pagination: PaginationVO }> {
  const res = await http.post<{ list?: SelectorNode[]; pagination?: PaginationVO }>(
    '/api/permission/Users/getSelectedUserList',
    { ids, pagination: { keyword, currentPage, pageSize } },
    quiet
  )
  return { list: listOf<SelectorNode>(res.data), pagination: res.data?.pagination ?? { currentPage, pageSize, total: 0 } }
}

/** children of an area ('-1' = the provinces) */
export async function getAreaChildren(parentId: string): Promise<AreaNode[]> {
  const res = await http.get(`/api/system/Area/${encodeURIComponent(parentId || '-1')}/Selector/0`, undefined, quiet)
  return listOf<AreaNode>(res.data)
}

/** names of area id paths, path by path */
export async function getAreaNames(idsList: string[][]): Promise<string[][]> {
  if (!idsList.length) return []
  const res = await http.post<string[][]>('/api/system/Area/GetAreaByIds', { idsList }, quiet)
  return Array.isArray(res.data) ? res.data : []
}

/** Organize/Selector/0: companies only (the organisation tree of the older comSelect control) */
export async function getCompanySelector(): Promise<SelectorNode[]> {
  return listOf<SelectorNode>((await http.get('/api/permission/Organize/Selector/0', undefined, quiet)).data)
}

/** the organisations a custom selector allows (departIds, typed or dynamic ids), each with what lies below it */
export async function getOrganizeCondition(condition: { departIds?: string[]; ids?: string[] }): Promise<SelectorNode[]> {
  return listOf<SelectorNode>((await http.post('/api/permission/Organize/OrganizeCondition', condition, quiet)).data)
}

/** the positions a custom selector allows: typed "<id>--department|position" ids, departIds, positionIds */
export async function getPositionCondition(condition: { departIds?: string[]; positionIds?: string[]; ids?: string[] }): Promise<SelectorNode[]> {
  return listOf<SelectorNode>((await http.post('/api/permission/Position/PositionCondition', condition, quiet)).data)
}

/** the users of an older (Gen B) custom userSelect: by departments, positions, roles, groups and single users, paged */
export async function getUsersByCondition(
  condition: { departIds: string[]; positionIds: string[]; userIds: string[]; roleIds: string[]; groupIds: string[] },
  keyword: string,
  currentPage: number,
  pageSize: number
): Promise<SelectorNode[]> {
  const res = await http.post('/api/permission/Users/UserCondition', { ...condition, pagination: { keyword, currentPage, pageSize } }, quiet)
  return listOf<SelectorNode>(res.data)
}

/** names of stored user ids (getUserList): only the users the caller may see come back */
export async function getUsersByIds(ids: string[]): Promise<UserBrief[]> {
  if (!ids.length) return []
  return listOf<UserBrief>((await http.post('/api/permission/Users/getUserList', { ids }, quiet)).data)
}

/** the caller's own organisation: its sub-organisations and people (getOrganization, organizeId 0), or a keyword page */
export async function getMyOrganization(keyword: string): Promise<SelectorNode[]> {
  return listOf<SelectorNode>((await http.get('/api/permission/Users/getOrganization', { organizeId: '0', keyword, currentPage: 1, pageSize: 500 }, quiet)).data)
}
