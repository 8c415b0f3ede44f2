// What a tree-based selector control needs to know: where its tree comes from, how the stored value maps to picked
// keys and back, and how stored values get their names (the record's GET data holds ids only).
import type { LcField } from '../../types'
import type { TreeSource } from '../../pickers/use-tree-browser'
import type { PickedItem } from '../../pickers/types'

export interface SelectorKind {
  /** popup title when the field has no label */
  title: string
  searchPlaceholder?: string
  emptyText?: string
  tabs?: { key: string; label: string }[]
  /** tabs that depend on the field (e.g. only an unlimited user selector has 当前组织); `tabs` otherwise */
  tabsOf?(field: LcField): { key: string; label: string }[] | undefined
  source(field: LcField, formValues: Record<string, unknown>): TreeSource
  /** the picked keys a stored value stands for */
  keysOf(value: unknown, multiple: boolean): string[]
  /** the value to store for the picked keys */
  valueOf(keys: string[], multiple: boolean): unknown
  /** names for keys of a stored value (unknown keys come back with their id as the name) */
  resolve(keys: string[], field: LcField): Promise<PickedItem[]>
}

/** a stored value as a list: '', null and undefined are empty; a JSON array string (list rows) is parsed */
export function asList(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return []
  if (Array.isArray(value)) return value
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(value)
      if (Array.isArray(parsed)) return parsed
    } catch {
      // not JSON: a plain id that happens to start with '['
    }
  }
  return [value]
}

/** single-id controls (depSelect, posSelect, userSelect, ...): id or id array */
export const idKeys = (value: unknown): string[] => asList(value).filter((v) => v !== '' && v !== null && v !== undefined).map(String)

export const idValue = (keys: string[], multiple: boolean): unknown => (multiple ? keys : keys[0] ?? '')

/** path controls (organizeSelect, areaSelect): one path, or a list of paths when multiple */
export function pathKeys(value: unknown, multiple: boolean): string[] {
  const list = asList(value)
  if (!list.length) return []
  if (Array.isArray(list[0])) {
    const paths = list.filter((p): p is unknown[] => Array.isArray(p) && p.length > 0).map((p) => p.map(String).join(','))
    return multiple ? paths : paths.slice(0, 1)
  }
  // one flat path (also what a single-select control stored before the field became multiple)
  return [list.map(String).join(',')]
}

export function pathValue(keys: string[], multiple: boolean): unknown {
  const paths = keys.map((k) => k.split(','))
  return multiple ? paths : paths[0] ?? []
}

/** items for keys from a lookup; an unknown key keeps its id so the user still sees something to remove */
export function namesFrom(keys: string[], lookup: (key: string) => string | undefined): PickedItem[] {
  return keys.map((key) => ({ key, name: lookup(key) ?? key.split(',').pop()!.split('--')[0] }))
}

export function propString(field: LcField, name: string): string | undefined {
  const v = field.props[name]
  return typeof v === 'string' && v ? v : undefined
}
