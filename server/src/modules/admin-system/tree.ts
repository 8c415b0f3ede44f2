// Parent/child helpers for the self-referencing tables of the system data pages (dictionary types and entries,
// areas): building the console's nested lists and keeping a node from being moved under itself.

export type TreeNode<T> = T & { hasChildren: boolean; children?: TreeNode<T>[] }

/** nests `items` under their parents; an item whose parent is not in the list becomes a root */
export function nest<T extends { id: string }>(items: T[], parentOf: (t: T) => string): TreeNode<T>[] {
  const nodes = new Map(items.map((t): [string, TreeNode<T>] => [t.id, { ...t, hasChildren: false }]))
  const roots: TreeNode<T>[] = []
  for (const t of items) {
    const node = nodes.get(t.id)!
    const parent = nodes.get(parentOf(t))
    if (parent && parent !== node) {
      parent.children = [...(parent.children ?? []), node]
      parent.hasChildren = true
    } else roots.push(node)
  }
  return roots
}

/** the id and every descendant id of `id` */
export function subtreeIds<T extends { id: string }>(items: T[], parentOf: (t: T) => string, id: string): Set<string> {
  const out = new Set([id])
  let grew = true
  while (grew) {
    grew = false
    for (const t of items) {
      if (!out.has(t.id) && out.has(parentOf(t))) {
        out.add(t.id)
        grew = true
      }
    }
  }
  return out
}

/** the matches and all their ancestors, so a filtered tree still shows where each match sits */
export function withAncestors<T extends { id: string }>(all: T[], parentOf: (t: T) => string, matches: T[]): T[] {
  const byId = new Map(all.map((t) => [t.id, t]))
  const keep = new Set<string>()
  for (const m of matches) {
    for (let cur: T | undefined = m; cur && !keep.has(cur.id); cur = byId.get(parentOf(cur))) keep.add(cur.id)
  }
  return all.filter((t) => keep.has(t.id))
}
