// userSelect (user ids) and usersSelect (`<id>--<type>` over organisations, positions, roles, groups and users).
// A limited userSelect asks the server for its users (getSelectedUserList for 3.6 typed ids, UserCondition for the
// older separate lists); an unlimited one has the whole tree and 当前组织 (getOrganization); stored ids get their
// names from getUserList, as the 3.6 web selector does.
import type { LcField } from '../../types'
import { getMyOrganization, getSelectedUsers, getUsersByCondition, getUsersByIds, type SelectorNode, type UserBrief } from '../../api/selectors'
import { loadGroups, loadOrganizeTree, loadPositionTree, loadRoles, loadUserList, loadUserTree } from '../../pickers/sources'
import { flattenNodes, toPickerNodes } from '../../pickers/tree-utils'
import type { PickerNode } from '../../pickers/types'
import { asList, idKeys, idValue, namesFrom, propString, type SelectorKind } from './kind'
import { ableIdList, customLimit } from './org-kinds'

const realName = (u: { realName?: unknown; fullName?: unknown; id: string }) =>
  String(u.realName ?? String(u.fullName ?? '').split('/')[0] ?? u.id) || u.id

const userLeaf = (n: SelectorNode) => n.type === 'user'
const userNodes = (list: SelectorNode[]) =>
  toPickerNodes(list, { selectable: userLeaf, name: (n) => (userLeaf(n) ? realName(n) : String(n.fullName ?? n.id)), hint: (n) => (userLeaf(n) ? String(n.organize ?? '') || undefined : undefined) })

/** users as flat picker rows (search answers, the limited user lists) */
function userRows(list: (SelectorNode | UserBrief)[], key = (id: string) => id): PickerNode[] {
  return list.map((u) => {
    const name = realName(u as { id: string })
    return { key: key(String(u.id)), id: String(u.id), name, hint: String((u as SelectorNode).organize ?? u.account ?? '') || undefined, type: 'user', selectable: true, path: [String(u.id)], pathNames: [name] }
  })
}

const matches = (u: UserBrief, k: string) =>
  [u.realName, u.account, u.fullName].some((s) => typeof s === 'string' && s.toLowerCase().includes(k.toLowerCase()))

const RELATION_SUFFIX: Record<string, string> = { dep: 'department', pos: 'position', role: 'role', group: 'group' }

/**
 * The typed ids a limited userSelect may pick from: ableIds (custom), or the value of the field named by
 * relationField (selectType dep/pos/role/group); undefined when the selector is not limited.
 */
export function userLimit(field: LcField, formValues: Record<string, unknown>): string[] | undefined {
  const type = field.props.selectType
  if (type === 'custom') return asList(field.props.ableIds).map(String)
  const suffix = typeof type === 'string' ? RELATION_SUFFIX[type] : undefined
  const relation = propString(field, 'relationField')
  if (!suffix || !relation) return undefined
  // an organisation path (organizeSelect) limits by its last id
  return asList(formValues[relation]).map((v) => (Array.isArray(v) ? v[v.length - 1] : v)).filter(Boolean).map((id) => `${String(id)}--${suffix}`)
}

/** Gen B's custom userSelect kept each kind apart (ableDepIds, ablePosIds, ableUserIds, ableRoleIds, ableGroupIds) */
export function legacyUserCondition(field: LcField) {
  if (field.props.selectType !== 'custom' || Array.isArray(field.props.ableIds)) return undefined
  const c = {
    departIds: ableIdList(field, 'ableDepIds'), positionIds: ableIdList(field, 'ablePosIds'), userIds: ableIdList(field, 'ableUserIds'),
    roleIds: ableIdList(field, 'ableRoleIds'), groupIds: ableIdList(field, 'ableGroupIds')
  }
  return Object.values(c).some((ids) => ids.length) ? c : undefined
}

const USER_TABS = [
  { key: 'all', label: '全部数据' },
  { key: 'mine', label: '当前组织' }
]

/** the people of the caller's own organisation (its sub-organisations are in 全部数据) */
async function myOrganization(): Promise<PickerNode[]> {
  return userNodes((await getMyOrganization('')).filter(userLeaf))
}

export const userKind: SelectorKind = {
  title: '选择用户',
  searchPlaceholder: '请输入姓名或账号搜索',
  emptyText: '暂无可选用户',
  tabsOf: (field) => (legacyUserCondition(field) || field.props.selectType === 'custom' || userLimit(field, {}) ? undefined : USER_TABS),
  source: (field, formValues) => {
    const legacy = legacyUserCondition(field)
    if (legacy) {
      const page = async (keyword: string) => userRows(await getUsersByCondition(legacy, keyword, 1, 500))
      return { load: () => page(''), search: page }
    }
    const limit = userLimit(field, formValues)
    if (limit) {
      const page = async (keyword: string) => (limit.length ? userRows((await getSelectedUsers(limit, keyword, 1, 500)).list) : [])
      return { load: () => page(''), search: page }
    }
    return {
      load: async (tab) => (tab === 'mine' ? myOrganization() : userNodes(await loadUserTree())),
      search: async (keyword, tab) => {
        if (tab === 'mine') return flattenNodes(await myOrganization()).filter((n) => n.selectable && (n.name.includes(keyword) || (n.hint ?? '').includes(keyword)))
        return userRows((await loadUserList()).filter((u) => matches(u, keyword)))
      }
    }
  },
  keysOf: (value) => idKeys(value),
  valueOf: idValue,
  resolve: async (keys) => {
    const byId = new Map((await getUsersByIds(keys)).map((u) => [String(u.id), realName(u)]))
    return namesFrom(keys, (k) => byId.get(k))
  }
}

const TABS = [
  { key: 'organize', label: '组织' },
  { key: 'position', label: '岗位' },
  { key: 'role', label: '角色' },
  { key: 'group', label: '分组' },
  { key: 'user', label: '用户' }
]

const typed = (n: SelectorNode, fallback: string) => `${n.id}--${n.type === 'company' || n.type === 'department' ? n.type : fallback}`

async function usersTab(tab: string): Promise<PickerNode[]> {
  if (tab === 'organize') return toPickerNodes(await loadOrganizeTree(), { key: (n) => typed(n, 'department') })
  if (tab === 'position') return toPickerNodes(await loadPositionTree(), { key: (n) => typed(n, 'position'), selectable: (n) => n.type === 'position' })
  if (tab === 'role') return toPickerNodes(await loadRoles(), { key: (n) => `${n.id}--role` })
  if (tab === 'group') return toPickerNodes(await loadGroups(), { key: (n) => `${n.id}--group` })
  return toPickerNodes(await loadUserTree(), { key: (n) => typed(n, 'user'), selectable: userLeaf, name: (n) => (userLeaf(n) ? realName(n) : String(n.fullName ?? n.id)) })
}

export const usersKind: SelectorKind = {
  title: '选择用户',
  searchPlaceholder: '请输入名称搜索',
  tabs: TABS,
  source: (field) => ({
    load: async (tab = 'organize') => customLimit(field, await usersTab(tab)),
    search: async (keyword, tab = 'organize') => {
      const people = userRows((await loadUserList()).filter((u) => matches(u, keyword)), (id) => `${id}--user`)
      if (tab === 'user') return people
      const units = flattenNodes(customLimit(field, await usersTab(tab))).filter((n) => n.selectable && n.name.includes(keyword))
      // a name typed on the 组织 (or 岗位 ...) tab finds the person too, unless the designer limited the choices
      return field.props.selectType === 'custom' ? units : [...units, ...people]
    }
  }),
  keysOf: (value) => idKeys(value).map((k) => (k.includes('--') ? k : `${k}--user`)),
  valueOf: idValue,
  resolve: async (keys) => {
    const types = new Set(keys.map((k) => k.split('--')[1]))
    const names = new Map<string, string>()
    const add = (nodes: PickerNode[]) => flattenNodes(nodes).forEach((n) => names.set(n.key, n.name))
    if (types.has('company') || types.has('department')) add(await usersTab('organize'))
    if (types.has('position')) add(await usersTab('position'))
    if (types.has('role')) add(await usersTab('role'))
    if (types.has('group')) add(await usersTab('group'))
    if (types.has('user')) (await loadUserList()).forEach((u) => names.set(`${u.id}--user`, realName(u)))
    return namesFrom(keys, (k) => names.get(k))
  }
}
