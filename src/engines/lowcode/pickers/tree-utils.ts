// Turning the server's selector trees into picker nodes, limiting them to ableIds, and searching them.
import type { SelectorNode } from '../api/selectors'
import type { PickerNode } from './types'

export interface ConvertOptions {
  /** which nodes may be picked (all when absent) */
  selectable?: (node: SelectorNode) => boolean
  /** the selection key of a node; its id by default */
  key?: (node: SelectorNode, path: string[]) => string
  /** the name shown; fullName by default */
  name?: (node: SelectorNode) => string
  hint?: (node: SelectorNode) => string | undefined
  /** the tag text once picked; e.g. the whole path of an organisation */
  tagName?: (node: SelectorNode, pathNames: string[]) => string
}

export function toPickerNodes(nodes: SelectorNode[] | undefined, opts: ConvertOptions = {}, parent?: PickerNode): PickerNode[] {
  return (nodes ?? []).filter((n) => n && n.id !== undefined && n.id !== null).map((n) => {
    const id = String(n.id)
    const name = opts.name?.(n) ?? String(n.fullName ?? id)
    const path = [...(parent?.path ?? []), id]
    const pathNames = [...(parent?.pathNames ?? []), name]
    const node: PickerNode = {
      key: opts.key ? opts.key(n, path) : id,
      id,
      name,
      hint: opts.hint?.(n),
      tagName: opts.tagName?.(n, pathNames),
      type: n.type,
      selectable: opts.selectable ? opts.selectable(n) : true,
      path,
      pathNames
    }
    const children = toPickerNodes(n.children as SelectorNode[] | undefined, opts, node)
    if (children.length) node.children = children
    return node
  })
}

/** every node of the trees, depth first */
export function flattenNodes(nodes: PickerNode[]): PickerNode[] {
  const out: PickerNode[] = []
  const walk = (list: PickerNode[]) => {
    for (const n of list) {
      out.push(n)
      if (n.children) walk(n.children)
    }
  }
  walk(nodes)
  return out
}

/** `id--type` and id paths reduce to the id that names the node */
export function plainIds(ableIds: unknown): Set<string> {
  const ids = new Set<string>()
  const add = (v: unknown) => {
    if (Array.isArray(v)) {
      if (v.length) add(v[v.length - 1])
    } else if (v !== undefined && v !== null && v !== '') ids.add(String(v).split('--')[0])
  }
  if (Array.isArray(ableIds)) ableIds.forEach(add)
  else add(ableIds)
  return ids
}

/**
 * selectType custom: only the subtrees rooted at the allowed ids (the top-most match wins; paths stay those of the
 * full tree, so stored id paths are the same as without the limit).
 */
export function limitToIds(nodes: PickerNode[], ids: Set<string>): PickerNode[] {
  const out: PickerNode[] = []
  const walk = (list: PickerNode[]) => {
    for (const n of list) {
      if (ids.has(n.id)) out.push(n)
      else if (n.children) walk(n.children)
    }
  }
  walk(nodes)
  return out
}

/** selectable nodes whose name (or hint) contains the keyword, as a flat list */
export function searchNodes(nodes: PickerNode[], keyword: string): PickerNode[] {
  const k = keyword.trim().toLowerCase()
  if (!k) return []
  return flattenNodes(nodes).filter((n) => n.selectable && (n.name.toLowerCase().includes(k) || (n.hint ?? '').toLowerCase().includes(k)))
}
