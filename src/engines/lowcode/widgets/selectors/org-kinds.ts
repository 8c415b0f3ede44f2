// organizeSelect, depSelect, posSelect, roleSelect and groupSelect (jnpf-forms-and-flows §1.3): trees from the
// shared store; when selectType is custom the server answers the allowed part (OrganizeCondition for organisations
// and departments, PositionCondition for positions, as the 3.6 web selectors ask), roles and groups are filtered here.
import type { LcField } from '../../types'
import { getOrganizeCondition, getPositionCondition, type SelectorNode } from '../../api/selectors'
import { loadCompanyTree, loadGroups, loadOrganizeTree, loadPositionTree, loadRoles } from '../../pickers/sources'
import { flattenNodes, limitToIds, plainIds, toPickerNodes, type ConvertOptions } from '../../pickers/tree-utils'
import type { PickerNode } from '../../pickers/types'
import { idKeys, idValue, namesFrom, pathKeys, pathValue, type SelectorKind } from './kind'

/** selectType custom keeps the subtrees of ableIds (Gen B spelled them ableDepIds / ablePosIds) */
export function customLimit(field: LcField, nodes: PickerNode[], ...legacy: string[]): PickerNode[] {
  if (field.props.selectType !== 'custom') return nodes
  const raw = [field.props.ableIds, ...legacy.map((k) => field.props[k])].flatMap((v) => (Array.isArray(v) ? v : []))
  return limitToIds(nodes, plainIds(raw))
}

/** the ids a custom selector allows, as stored: a path (organizeSelect) stands for its last id */
export function ableIdList(field: LcField, ...names: string[]): string[] {
  const raw = names.flatMap((k) => (Array.isArray(field.props[k]) ? (field.props[k] as unknown[]) : []))
  return raw.map((v) => (Array.isArray(v) ? v[v.length - 1] : v)).filter((v) => v !== undefined && v !== null && v !== '').map(String)
}

const isCustom = (field: LcField) => field.props.selectType === 'custom'

function treeKind(opts: {
  title: string
  load: (field: LcField) => Promise<SelectorNode[]>
  /** the allowed part of the tree, asked of the server, when selectType is custom */
  loadCustom?: (field: LcField) => Promise<SelectorNode[]>
  convert: ConvertOptions
  legacyAble?: string[]
  paths?: boolean
}): SelectorKind {
  const nodes = async (field: LcField) => toPickerNodes(await opts.load(field), opts.convert)
  return {
    title: opts.title,
    searchPlaceholder: '请输入名称搜索',
    source: (field) => ({
      load: async () => {
        if (isCustom(field) && opts.loadCustom) return toPickerNodes(await opts.loadCustom(field), opts.convert)
        return customLimit(field, await nodes(field), ...(opts.legacyAble ?? []))
      }
    }),
    keysOf: (value, multiple) => (opts.paths ? pathKeys(value, multiple) : idKeys(value)),
    valueOf: (keys, multiple) => (opts.paths ? pathValue(keys, multiple) : idValue(keys, multiple)),
    resolve: async (keys, field) => {
      const all = flattenNodes(await nodes(field))
      const byKey = new Map(all.map((n) => [n.key, n.tagName ?? n.name]))
      if (!opts.paths) return namesFrom(keys, (k) => byKey.get(k))
      // a path the tree no longer has exactly (moved department) still gets the names of the ids it knows
      const byId = new Map(all.map((n) => [n.id, n.name]))
      return namesFrom(keys, (k) => byKey.get(k) ?? k.split(',').map((id) => byId.get(id) ?? id).join('/'))
    }
  }
}

/** the organisation's whole id path and names as the server gives them: a part of the tree starts below the top */
const fullPath = (n: SelectorNode, path: string[]) => (Array.isArray(n.organizeIds) && n.organizeIds.length ? n.organizeIds : path)
const pathName = (n: SelectorNode, names: string[]) => (typeof n.organize === 'string' && n.organize ? n.organize : names.join('/'))

/** the older comSelect picked a company (Organize/Selector/0, as the Gen B app loaded it); organizeSelect any unit */
const organizeTreeOf = (field: LcField) => (field.rawJnpfKey === 'comSelect' ? loadCompanyTree() : loadOrganizeTree())

export const organizeKind = treeKind({
  title: '选择组织',
  load: organizeTreeOf,
  loadCustom: (field) => getOrganizeCondition({ departIds: ableIdList(field, 'ableIds') }),
  paths: true,
  convert: { key: (n, path) => fullPath(n, path).join(','), tagName: pathName, hint: (n) => (n.type === 'company' ? '公司' : '部门') }
})

export const departmentKind = treeKind({
  title: '选择部门',
  load: loadOrganizeTree,
  loadCustom: (field) => getOrganizeCondition({ departIds: ableIdList(field, 'ableIds', 'ableDepIds') }),
  legacyAble: ['ableDepIds'],
  convert: { selectable: (n) => n.type === 'department' }
})

export const positionKind = treeKind({
  title: '选择岗位',
  load: loadPositionTree,
  // 3.6 stores typed ids ("<id>--department", "<id>--position"); Gen B kept departments and positions apart
  loadCustom: (field) => getPositionCondition({
    ids: ableIdList(field, 'ableIds'), departIds: ableIdList(field, 'ableDepIds'), positionIds: ableIdList(field, 'ablePosIds')
  }),
  legacyAble: ['ableDepIds', 'ablePosIds'],
  convert: { selectable: (n) => n.type === 'position', hint: (n) => (n.type === 'position' ? String(n.organize ?? '') || undefined : undefined) }
})

export const roleKind = treeKind({ title: '选择角色', load: loadRoles, legacyAble: ['ableRoleIds'], convert: {} })

export const groupKind = treeKind({ title: '选择分组', load: loadGroups, legacyAble: ['ableGroupIds'], convert: {} })
