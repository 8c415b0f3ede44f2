// The record picked by a relation field (popupSelect / popupTableSelect / relationForm), kept whole in the shared
// store's relationData for the attribute fields (popupAttr / relationFormAttr) that show its other columns. A main
// form relation is keyed by its vModel, as JNPF's store does. Inside a child table every row picks its own record,
// so the key is the row's path '<table>.<row>.<vModel>' (JNPF web keys it '<table><vModel>_jnpfRelation_<row>'),
// and removing or copying a row moves the records with the rows.
import { useSharedStore } from '@/lib/shared-store'
import type { FieldScope } from './context'

export type RelationRow = Record<string, unknown>

/** where the record picked by the relation `vModel` in `scope` is kept */
export const relationKey = (vModel: string, scope: FieldScope): string => `${scope.prefix}${vModel}`

export function rememberRelation(key: string, row: RelationRow | undefined): void {
  const store = useSharedStore.getState()
  store.setRelationData({ ...store.relationData, [key]: row ?? {} })
}

/** the row index and the rest of a key of `table`'s rows, or undefined for any other key */
function rowPart(key: string, table: string): { row: number; rest: string } | undefined {
  const prefix = `${table}.`
  if (!key.startsWith(prefix)) return undefined
  const [index, ...rest] = key.slice(prefix.length).split('.')
  const row = Number(index)
  return rest.length && Number.isInteger(row) && index !== '' ? { row, rest: rest.join('.') } : undefined
}

/** row `removed` of `table` went away: its records are dropped and the later rows' records move up with them */
export function removeRelationRow(table: string, removed: number): void {
  const store = useSharedStore.getState()
  const next: Record<string, unknown> = {}
  for (const [key, row] of Object.entries(store.relationData)) {
    const part = rowPart(key, table)
    if (!part || part.row < removed) next[key] = row
    else if (part.row > removed) next[`${table}.${part.row - 1}.${part.rest}`] = row
  }
  store.setRelationData(next)
}

/** row `to` of `table` is a copy of row `from`: it starts with the same picked records */
export function copyRelationRow(table: string, from: number, to: number): void {
  const store = useSharedStore.getState()
  const next: Record<string, unknown> = { ...store.relationData }
  for (const key of Object.keys(next)) if (rowPart(key, table)?.row === to) delete next[key]
  for (const [key, row] of Object.entries(store.relationData)) {
    const part = rowPart(key, table)
    if (part?.row === from) next[`${table}.${to}.${part.rest}`] = row
  }
  store.setRelationData(next)
}

/**
 * The picked record when it is the one the relation holds now. A record left from another form or another row
 * (a form opened after another one, a row that took a removed row's place) must not be shown or stored as this
 * one's: the relation's value (the record id, or its propsValue column) is one of the record's own values.
 */
export function pickedRecord(picked: unknown, relationValue: unknown): RelationRow | undefined {
  if (!picked || typeof picked !== 'object' || Array.isArray(picked)) return undefined
  const value = Array.isArray(relationValue) ? relationValue[0] : relationValue
  if (value === null || value === undefined || value === '' || typeof value === 'object') return undefined
  const wanted = String(value)
  const values = Object.values(picked as RelationRow)
  return values.some((v) => v !== null && typeof v !== 'object' && String(v) === wanted) ? (picked as RelationRow) : undefined
}
