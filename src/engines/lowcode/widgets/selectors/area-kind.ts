// areaSelect: administrative areas loaded level by level from GET /api/system/Area/{id}/Selector/0 (root '-1');
// `level` (0 province, 1 city, 2 district, 3 street) is the depth to pick at; the value is the id path and names
// of stored paths come from POST /api/system/Area/GetAreaByIds. Levels and names are kept for the session.
import { onSessionCleared } from '@/lib/storage'
import type { LcField } from '../../types'
import { getAreaChildren, getAreaNames } from '../../api/selectors'
import type { PickerNode } from '../../pickers/types'
import { pathKeys, pathValue, type SelectorKind } from './kind'

const levels = new Map<string, Promise<{ id: string; fullName: string }[]>>()
const names = new Map<string, string>()
onSessionCleared(() => {
  levels.clear()
  names.clear()
})

function children(parentId: string) {
  let level = levels.get(parentId)
  if (!level) {
    level = getAreaChildren(parentId)
    levels.set(parentId, level)
    // a failed level is asked again next time
    level.catch(() => levels.delete(parentId))
  }
  return level
}

/** the depth that is picked (0-based); JNPF's default is the district */
export function areaLevel(field: LcField): number {
  const level = Number(field.props.level)
  return Number.isInteger(level) && level >= 0 && level <= 3 ? level : 2
}

function nodesUnder(parent: PickerNode | undefined, list: { id: string; fullName: string }[], level: number): PickerNode[] {
  const depth = parent ? parent.path.length : 0
  return list.map((a) => {
    const path = [...(parent?.path ?? []), String(a.id)]
    const pathNames = [...(parent?.pathNames ?? []), a.fullName]
    const key = path.join(',')
    names.set(key, pathNames.join('/'))
    return {
      key, id: String(a.id), name: a.fullName, type: 'area', path, pathNames,
      tagName: pathNames.join('/'),
      selectable: depth === level,
      lazy: depth < level
    }
  })
}

export const areaKind: SelectorKind = {
  title: '选择省市区',
  searchPlaceholder: '搜索已展开的地区',
  source: (field) => {
    const level = areaLevel(field)
    // the area tree is too large to search whole: the keyword searches the areas opened so far
    const seen = new Map<string, PickerNode>()
    const keep = (list: PickerNode[]) => {
      list.forEach((n) => seen.set(n.key, n))
      return list
    }
    return {
      load: async () => keep(nodesUnder(undefined, await children('-1'), level)),
      loadChildren: async (node) => keep(nodesUnder(node, await children(node.id), level)),
      search: async (keyword) => [...seen.values()].filter((n) => n.selectable && n.name.includes(keyword))
    }
  },
  keysOf: pathKeys,
  valueOf: pathValue,
  resolve: async (keys) => {
    const unknown = keys.filter((k) => !names.has(k))
    if (unknown.length) {
      const answer = await getAreaNames(unknown.map((k) => k.split(',')))
      unknown.forEach((k, i) => {
        const parts = answer[i]
        if (Array.isArray(parts) && parts.some(Boolean)) names.set(k, parts.filter(Boolean).join('/'))
      })
    }
    return keys.map((key) => ({ key, name: names.get(key) ?? key }))
  }
}
