// organizeSelect, depSelect, posSelect, roleSelect and groupSelect (jnpf-forms-and-flows §1.3): trees from the
// shared store, limited to ableIds when selectType is custom.
import type { LcField } from '../../types'
import type { SelectorNode } from '../../api/selectors'
import { loadGroups, loadOrganizeTree, loadPositionTree, loadRoles } from '../../pickers/sources'
import { flattenNodes, limitToIds, plainIds, toPickerNodes, type ConvertOptions } from '../../pickers/tree-utils'
import type { PickerNode } from '../../pickers/types'
import { idKeys, idValue, namesFrom, pathKeys, pathValue, type SelectorKind } from './kind'

/** selectType custom keeps the subtrees of ableIds (Gen B spelled them ableDepIds / ablePosIds) */
export function customLimit(field: LcField, nodes: PickerNode[], ...legacy: string[]): PickerNode[] {
  if (field.props.selectType !== 'custom') return nodes
  const raw = [field.props.ableIds, ...legacy.map((k) => field.props[k])].flatMap((v) => (Array.isArray(v) ? v : []))
  return limitToIds(nodes, plainIds(raw))
}

function treeKind(opts: {
  title: string
  load: () => Promise<SelectorNode[]>
  convert: ConvertOptions
  legacyAble?: string[]
  paths?: boolean
}): SelectorKind {
  const nodes = async () => toPickerNodes(await opts.load(), opts.convert)
  return {
    title: opts.title,
    searchPlaceholder: '请输入名称搜索',
    source: (field) => ({ load: async () => customLimit(field, await nodes(), ...(opts.legacyAble ?? [])) }),
    keysOf: (value, multiple) => (opts.paths ? pathKeys(value, multiple) : idKeys(value)),
    valueOf: (keys, multiple) => (opts.paths ? pathValue(keys, multiple) : idValue(keys, multiple)),
    resolve: async (keys) => {
      const all = flattenNodes(await nodes())
      const byKey = new Map(all.map((n) => [n.key, n.tagName ?? n.name]))
      if (!opts.paths) return namesFrom(keys, (k) => byKey.get(k))
      // a path the tree no longer has exactly (moved department) still gets the names of the ids it knows
      const byId = new Map(all.map((n) => [n.id, n.name]))
      return namesFrom(keys, (k) => byKey.get(k) ?? k.split(',').map((id) => byId.get(id) ?? id).join('/'))
    }
  }
}

const pathName = (_: SelectorNode, names: string[]) => names.join('/')

export const organizeKind = treeKind({
  title: '选择组织',
  load: loadOrganizeTree,
  paths: true,
  convert: { key: (_, path) => path.join(','), tagName: pathName, hint: (n) => (n.type === 'company' ? '公司' : '部门') }
})

export const departmentKind = treeKind({
  title: '选择部门',
  load: loadOrganizeTree,
  legacyAble: ['ableDepIds'],
  convert: { selectable: (n) => n.type === 'department' }
})

export const positionKind = treeKind({
  title: '选择岗位',
  load: loadPositionTree,
  legacyAble: ['ableDepIds', 'ablePosIds'],
  convert: { selectable: (n) => n.type === 'position', hint: (n) => (n.type === 'position' ? String(n.organize ?? '') || undefined : undefined) }
})

export const roleKind = treeKind({ title: '选择角色', load: loadRoles, legacyAble: ['ableRoleIds'], convert: {} })

export const groupKind = treeKind({ title: '选择分组', load: loadGroups, legacyAble: ['ableGroupIds'], convert: {} })
