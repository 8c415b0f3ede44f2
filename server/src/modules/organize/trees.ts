// Organisation trees in JNPF's selector shape (SumTree plus fields, jnpf-api.md §3).
import type { OrganizeRow, PositionRow } from './repository'
import { orgIdPath, orgPathName, type OrgMap } from './org-paths'

export const ICONS = {
  company: 'icon-ym icon-ym-tree-organization3',
  department: 'icon-ym icon-ym-tree-department1',
  user: 'icon-ym icon-ym-tree-user2',
  position: 'icon-ym icon-ym-tree-position1',
  role: 'icon-ym icon-ym-generator-role',
  group: 'icon-ym icon-ym-generator-group1'
}

export interface TreeNode {
  id: string
  parentId: string
  fullName: string
  type: string
  icon: string
  hasChildren: boolean
  isLeaf: boolean
  enabledMark: number
  children?: TreeNode[]
  [extra: string]: unknown
}

export function orgNode(orgs: OrgMap, o: OrganizeRow): TreeNode {
  return {
    id: o.id, parentId: o.parentId, fullName: o.fullName, type: o.category, icon: ICONS[o.category as 'company'] ?? ICONS.department,
    hasChildren: false, isLeaf: true, enabledMark: 1, organize: orgPathName(orgs, o.id), organizeIds: orgIdPath(orgs, o.id),
    organizeIdTree: o.organizeIdTree
  }
}

/** nest nodes by parentId; nodes whose parent is not in the list become roots */
export function nest(nodes: TreeNode[]): TreeNode[] {
  const byId = new Map(nodes.map((n) => [n.id, n]))
  const roots: TreeNode[] = []
  for (const n of nodes) {
    const parent = byId.get(n.parentId)
    if (parent && parent !== n) {
      parent.children = [...(parent.children ?? []), n]
      parent.hasChildren = true
      parent.isLeaf = false
    } else {
      roots.push(n)
    }
  }
  return roots
}

export function orgTree(orgs: OrgMap, rows: OrganizeRow[], leaves: TreeNode[] = []): TreeNode[] {
  return nest([...rows.map((o) => orgNode(orgs, o)), ...leaves])
}

export function positionNode(orgs: OrgMap, p: PositionRow): TreeNode {
  return {
    id: p.id, parentId: p.organizeId, fullName: p.fullName, type: 'position', icon: ICONS.position, hasChildren: false,
    isLeaf: true, enabledMark: 1, organize: orgPathName(orgs, p.organizeId), organizeIds: orgIdPath(orgs, p.organizeId), onlyId: `position-${p.id}`
  }
}

/** drops org branches without any leaf of the given type (e.g. departments with no visible users) */
export function pruneEmpty(nodes: TreeNode[], leafType: string): TreeNode[] {
  const out: TreeNode[] = []
  for (const n of nodes) {
    if (n.type === leafType) { out.push(n); continue }
    const children = pruneEmpty(n.children ?? [], leafType)
    if (children.length) out.push({ ...n, children, hasChildren: true, isLeaf: false })
  }
  return out
}
