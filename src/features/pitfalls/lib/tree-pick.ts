// The problem library tree as the tree picker (treeSelect) works on it: loaded once and searched here, so what is
// ticked stays ticked across searches. A keyword keeps, as the server's search does (modules/pitfalls/tree.ts), the
// problems matching on wording, clause or measures and the categories and items matching by name with all under
// them, each with its ancestors so the tree still reads 检查类别 → 检查项 → 问题.
import type { PickedProblem, ProblemNode } from '@shared/api/pitfalls'

const has = (s: string | undefined, k: string) => (s ?? '').toLowerCase().includes(k)
const matches = (n: ProblemNode, k: string) => has(n.fullName, k) || (n.type === 'problem' && (has(n.basis, k) || has(n.measures, k)))

export function filterTree(tree: ProblemNode[], keyword: string): ProblemNode[] {
  const k = keyword.trim().toLowerCase()
  if (!k) return tree
  const walk = (nodes: ProblemNode[], inherited: boolean): ProblemNode[] => {
    const out: ProblemNode[] = []
    for (const n of nodes) {
      const hit = inherited || matches(n, k)
      const kids = n.type === 'problem' ? [] : walk(n.children ?? [], hit)
      if (!hit && kids.length === 0) continue
      out.push(n.type === 'problem' ? n : { ...n, children: kids })
    }
    return out
  }
  return walk(tree, false)
}

/** the problems under a node (the node itself when it is one) */
export function problemIdsUnder(node: ProblemNode): string[] {
  if (node.type === 'problem') return [node.id]
  return (node.children ?? []).flatMap(problemIdsUnder)
}

/** how much of a category or item is ticked */
export function tickOf(node: ProblemNode, selected: Set<string>): 'all' | 'some' | 'none' {
  const ids = problemIdsUnder(node)
  const n = ids.filter((id) => selected.has(id)).length
  if (n === 0) return 'none'
  return n === ids.length ? 'all' : 'some'
}

/** ticks every problem under the node, or unticks them all when all were ticked */
export function toggleUnder(node: ProblemNode, selected: Set<string>): Set<string> {
  const ids = problemIdsUnder(node)
  const next = new Set(selected)
  if (tickOf(node, selected) === 'all') ids.forEach((id) => next.delete(id))
  else ids.forEach((id) => next.add(id))
  return next
}

/** the ticked problems in tree order, each with the names of its item and category */
export function pickedOf(tree: ProblemNode[], selected: Set<string>): PickedProblem[] {
  const out: PickedProblem[] = []
  for (const c of tree) {
    for (const i of c.children ?? []) {
      for (const p of i.children ?? []) {
        if (p.type !== 'problem' || !selected.has(p.id)) continue
        out.push({
          id: p.id, fullName: p.fullName, itemName: i.fullName, categoryName: c.fullName, hazardLevel: p.hazardLevel ?? '',
          hazardCategory: p.hazardCategory ?? '', basis: p.basis ?? '', measures: p.measures ?? '', rectifyDays: p.rectifyDays ?? null
        })
      }
    }
  }
  return out
}
