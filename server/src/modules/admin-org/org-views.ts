// Organisation rows in the shapes the console reads: the 组织管理 tree table (OrganizeListVO), the forms
// (OrganizeInfoVO / OrganizeDepartInfoVO) and the "ByAuth" pickers (OrganizeSelectorByAuthVO).
import { orgIdPath, orgPathName, type OrgMap } from '../organize/org-paths'
import { ICONS } from '../organize/trees'
import type { OrgRow } from './repository'

export interface OrgTreeNode {
  id: string
  parentId: string
  fullName: string
  organizeIdTree: string
  hasChildren: boolean
  isLeaf: boolean
  children?: OrgTreeNode[]
  [extra: string]: unknown
}

const icon = (o: OrgRow) => (o.category === 'company' ? ICONS.company : ICONS.department)

export function listNode(orgs: OrgMap, o: OrgRow): OrgTreeNode {
  return {
    id: o.id, parentId: o.parentId, fullName: o.fullName, lastFullName: o.fullName, enCode: o.enCode,
    description: o.description ?? '', enabledMark: Number(o.enabledMark ?? 1), creatorTime: o.createdAt ?? null,
    sortCode: Number(o.sortCode), organizeIdTree: o.organizeIdTree, type: o.category, category: o.category, icon: icon(o),
    managerId: o.managerId ?? '', organize: orgPathName(orgs, o.id), organizeIds: orgIdPath(orgs, o.id), hasChildren: false, isLeaf: true
  }
}

export function selectorNode(orgs: OrgMap, o: OrgRow, disabled = false): OrgTreeNode {
  return {
    id: o.id, parentId: o.parentId, fullName: o.fullName, type: o.category, icon: icon(o), enabledMark: Number(o.enabledMark ?? 1),
    organize: orgPathName(orgs, o.id), organizeIds: orgIdPath(orgs, o.id), organizeIdTree: o.organizeIdTree,
    hasChildren: false, isLeaf: true, ...(disabled ? { disabled: true } : {})
  }
}

/** the form's organisation picker value: the parent's id path; ['-1'] for a top-level company (JNPF's 顶级节点) */
function parentPath(orgs: OrgMap, o: OrgRow): string[] {
  const path = orgIdPath(orgs, o.id)
  const parents = path[path.length - 1] === o.id ? path.slice(0, -1) : path
  return parents.length ? parents : o.category === 'company' ? ['-1'] : []
}

export function infoOf(orgs: OrgMap, o: OrgRow) {
  return {
    id: o.id, parentId: o.parentId, fullName: o.fullName, enCode: o.enCode, category: o.category, type: o.category,
    enabledMark: Number(o.enabledMark ?? 1), description: o.description ?? '', managerId: o.managerId ?? '',
    // the company form parses this string itself (JSON.parse), as JNPF stores it
    propertyJson: o.propertyJson || '{}', sortCode: Number(o.sortCode), organizeIdTree: parentPath(orgs, o),
    creatorTime: o.createdAt ?? null
  }
}

/**
 * Nests nodes under their nearest ancestor in the list (JNPF's 处理断层): when a filter or a narrower scope left
 * out a node's parent, it hangs under the closest ancestor that stayed and shows the path below it, and a node
 * with no ancestor in the list becomes a root showing its whole path, so no row loses its place.
 */
export function nestUnderAncestors(nodes: OrgTreeNode[], orgs: OrgMap): OrgTreeNode[] {
  const byId = new Map(nodes.map((n) => [n.id, n]))
  const names = (ids: string[]) => ids.map((x) => orgs.get(x)?.fullName ?? '').filter(Boolean).join('/')
  const roots: OrgTreeNode[] = []
  for (const n of nodes) {
    const path = n.organizeIdTree.split(',').filter(Boolean)
    const self = path.lastIndexOf(n.id)
    const ancestors = self >= 0 ? path.slice(0, self) : path
    let at = ancestors.length - 1
    while (at >= 0 && !byId.has(ancestors[at])) at--
    const holder = at >= 0 ? byId.get(ancestors[at]) : undefined
    if (holder && holder !== n) {
      if (at < ancestors.length - 1) n.fullName = names(path.slice(at + 1))
      holder.children = [...(holder.children ?? []), n]
      holder.hasChildren = true
      holder.isLeaf = false
    } else {
      if (ancestors.length) n.fullName = names(path)
      roots.push(n)
    }
  }
  return roots
}
