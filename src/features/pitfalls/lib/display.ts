// How the problem library and the proposals read on screen: the state chips, the level and category names from the
// hazard dictionaries, the item picker's columns and dates.
import { useEffect, useState } from 'react'
import dayjs from 'dayjs'
import { PROPOSAL_STATE_NAMES, type ProblemNode, type ProposalState } from '@shared/api/pitfalls'
import { getDictionaryOptions } from '@/engines/lowcode'

export const LEVEL_DICTIONARY = 'dt-hazardLevel'
export const CATEGORY_DICTIONARY = 'dt-hazardCategory'
export const MAJOR_LEVEL = 'dd-hazardLevel-major'
export const GENERAL_LEVEL = 'dd-hazardLevel-general'

export interface Option { value: string; label: string }

export const STATE_SEGMENTS: { value: ProposalState; label: string }[] = (['pending', 'approved', 'rejected'] as ProposalState[])
  .map((value) => ({ value, label: PROPOSAL_STATE_NAMES[value] }))

export const stateText = (s: ProposalState) => PROPOSAL_STATE_NAMES[s] ?? s

export const when = (t: number | null) => (t ? dayjs(t).format('YYYY-MM-DD HH:mm') : '')

/** the level and category options of the hazard dictionaries, and a name for an id */
export function useHazardDictionaries(): { levels: Option[]; categories: Option[]; nameOf(id: string | undefined): string } {
  const [levels, setLevels] = useState<Option[]>([])
  const [categories, setCategories] = useState<Option[]>([])
  useEffect(() => {
    const options = (rows: Record<string, unknown>[]) => rows.map((r) => ({ value: String(r.id), label: String(r.fullName) }))
    // a dictionary that does not load leaves the ids unnamed and the pickers empty; the server still checks the values
    void getDictionaryOptions(LEVEL_DICTIONARY).then((rows) => setLevels(options(rows as Record<string, unknown>[]))).catch(() => undefined)
    void getDictionaryOptions(CATEGORY_DICTIONARY).then((rows) => setCategories(options(rows as Record<string, unknown>[]))).catch(() => undefined)
  }, [])
  const nameOf = (id: string | undefined) => [...levels, ...categories].find((o) => o.value === id)?.label ?? ''
  return { levels, categories, nameOf }
}

/** the categories with their items: the two columns an item is picked from */
export function itemColumns(tree: ProblemNode[]): { categories: ProblemNode[]; itemsOf(categoryId: string): ProblemNode[] } {
  const categories = tree.filter((c) => c.type === 'category')
  return { categories, itemsOf: (id) => (categories.find((c) => c.id === id)?.children ?? []).filter((n) => n.type === 'item') }
}

/** the category holding an item */
export const categoryOf = (tree: ProblemNode[], itemId: string) => tree.find((c) => (c.children ?? []).some((i) => i.id === itemId))

export const countProblems = (nodes: ProblemNode[]): number =>
  nodes.reduce((n, node) => n + (node.type === 'problem' ? 1 : countProblems(node.children ?? [])), 0)
