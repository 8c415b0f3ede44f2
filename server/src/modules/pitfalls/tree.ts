// The library's rows as the tree the app and the inspections pick from, and the keyword filter over it: a problem
// matches on its wording or clause, a category or item on its name (then it keeps everything under it); the
// ancestors of whatever matches stay so the tree still reads 检查类别 → 检查项 → 问题.
import type { ProblemNode, ProblemNodeType } from '@shared/api/pitfalls'
import type { ProblemNodeTable } from '../../db/schema'

export type LibraryNode = ProblemNode

export function nodeOf(r: ProblemNodeTable): LibraryNode {
  const base: LibraryNode = { id: r.id, parentId: r.parentId, fullName: r.fullName, type: r.type as ProblemNodeType, sortCode: Number(r.sortCode) }
  if (r.type !== 'problem') return base
  return {
    ...base, hazardLevel: r.hazardLevel, hazardCategory: r.hazardCategory, basis: r.basis, measures: r.measures,
    rectifyDays: r.rectifyDays === null ? null : Number(r.rectifyDays)
  }
}

const matches = (r: ProblemNodeTable, k: string) =>
  r.fullName.toLowerCase().includes(k) || (r.type === 'problem' && (r.basis.toLowerCase().includes(k) || r.measures.toLowerCase().includes(k)))

export function buildTree(rows: ProblemNodeTable[], keyword: string): LibraryNode[] {
  const children = new Map<string, ProblemNodeTable[]>()
  for (const r of rows) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r])
  const k = keyword.trim().toLowerCase()
  // depth-first from the categories: a node is kept when it or a descendant matches, or an ancestor matched by name
  const walk = (parentId: string, depth: number, inherited: boolean): LibraryNode[] => {
    if (depth > 3) return []
    const out: LibraryNode[] = []
    for (const r of children.get(parentId) ?? []) {
      const hit = !k || inherited || matches(r, k)
      const kids = r.type === 'problem' ? [] : walk(r.id, depth + 1, hit)
      if (!hit && kids.length === 0) continue
      out.push(r.type === 'problem' ? nodeOf(r) : { ...nodeOf(r), children: kids })
    }
    return out
  }
  return walk('0', 1, false)
}
