// Row handling shared by every interface: the caller's scope on static rows, parameter filters, trees flattened for
// lists and id lookups, and the keyword match of the popup pickers.
import type { Row } from './definition'
import type { ParamValues } from './params'

/** what the caller may see: undefined = everything (administrators) */
export interface Scope {
  projectIds?: string[]
  contractIds?: string[]
}

/** an own property of a row; a field name like "__proto__" or "constructor" must not reach the prototype */
export function cell(row: Row, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(row, key) ? row[key] : undefined
}

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '')

function visible(row: Row, scope: Scope): boolean {
  const project = text(cell(row, 'projectId'))
  const contract = text(cell(row, 'contractId'))
  if (project && scope.projectIds && !scope.projectIds.includes(project)) return false
  if (contract && scope.contractIds && !scope.contractIds.includes(contract)) return false
  return true
}

function matches(row: Row, params: ParamValues): boolean {
  return Object.entries(params).every(([field, value]) => text(cell(row, field)) === value)
}

/**
 * keeps the rows (or tree nodes) the scope allows and the parameters select; in a tree a node stays when it or a
 * descendant is selected, so the path to a match survives. Rows are copied: the definition is never mutated.
 */
export function selectRows(rows: Row[], scope: Scope, params: ParamValues): Row[] {
  const out: Row[] = []
  for (const row of rows) {
    if (typeof row !== 'object' || row === null || Array.isArray(row) || !visible(row, scope)) continue
    const kids = cell(row, 'children')
    const children = Array.isArray(kids) ? selectRows(kids as Row[], scope, params) : undefined
    if (matches(row, params) || (children && children.length > 0)) out.push(children ? { ...row, children } : { ...row })
  }
  return out
}

/** tree nodes as flat rows (children removed, parentId added), what paged lists and id lookups work on */
export function flatten(rows: Row[], parentId = '0', out: Row[] = []): Row[] {
  for (const row of rows) {
    const { children, ...rest } = row
    out.push(cell(row, 'parentId') === undefined ? { ...rest, parentId } : rest)
    if (Array.isArray(children)) flatten(children as Row[], text(cell(row, 'id')), out)
  }
  return out
}

/** case-insensitive "contains" over the given columns, or every scalar column when none are named */
export function keywordFilter(rows: Row[], keyword: string, columns: string[]): Row[] {
  const k = keyword.trim().toLowerCase()
  if (!k) return rows
  return rows.filter((row) => {
    const values = columns.length ? columns.map((c) => cell(row, c)) : Object.values(row)
    return values.some((v) => text(v).toLowerCase().includes(k))
  })
}

/** the rows whose propsValue column equals one of ids, in the order of ids; unknown ids are left out */
export function rowsByIds(rows: Row[], ids: string[], propsValue: string): Row[] {
  const out: Row[] = []
  for (const id of new Set(ids)) {
    const row = rows.find((r) => text(cell(r, propsValue)) === id)
    if (row) out.push(row)
  }
  return out
}
