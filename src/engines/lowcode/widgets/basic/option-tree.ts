// Paths through an option tree, for cascader (the value is an id path) and treeSelect (the value is one id).
import type { LcOption } from '../../types'
import { sameValue } from './props'

/** a chosen node with the options from the root down to it */
export type OptionPath = LcOption[]

const SEP = '\u0001'
export const pathKey = (path: readonly LcOption[]): string => path.map((o) => String(o.value)).join(SEP)
export const valuesKey = (values: readonly unknown[]): string => values.map(String).join(SEP)

/** every node with its path, depth first */
export function flattenTree(options: LcOption[], parent: OptionPath = []): OptionPath[] {
  return options.flatMap((o) => {
    const path = [...parent, o]
    return [path, ...flattenTree(o.children ?? [], path)]
  })
}

/** the options along an id path; undefined when the tree no longer holds it */
export function findByValues(options: LcOption[], values: readonly unknown[]): OptionPath | undefined {
  const path: OptionPath = []
  let level = options
  for (const value of values) {
    const hit = level.find((o) => sameValue(o.value, value))
    if (!hit) return undefined
    path.push(hit)
    level = hit.children ?? []
  }
  return path.length ? path : undefined
}

/** the path down to the first node holding `value` */
export function findByValue(options: LcOption[], value: unknown): OptionPath | undefined {
  return flattenTree(options).find((path) => sameValue(path[path.length - 1].value, value))
}

export const isLeaf = (o: LcOption): boolean => !o.children?.length
