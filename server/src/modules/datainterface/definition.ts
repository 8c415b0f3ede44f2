// What a data interface is (base_data_interface.definition): static rows, flat or a tree, or the name of a query
// implemented in code (builtin.ts). Either kind declares the parameters (paramList fields) it understands.
import type { DataInterfaceTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { BUILTIN_QUERIES, type BuiltinName } from './builtin'

export type Row = Record<string, unknown>

export interface InterfaceParam {
  field: string
  fieldName: string
  required?: boolean
  /** used when the caller sends no value */
  defaultValue?: string
}

interface Common { id: string; fullName: string; params: InterfaceParam[] }
export interface StaticInterface extends Common {
  kind: 'static'
  /** rows; nodes of a tree carry `children`. A row with projectId / contractId is seen only inside that scope */
  rows: Row[]
  tree: boolean
}
export interface BuiltinInterface extends Common { kind: 'builtin'; query: BuiltinName }
export type DataInterface = StaticInterface | BuiltinInterface

export const DATA_TYPE_STATIC = 2
export const DATA_TYPE_BUILTIN = 3

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

function paramsOf(raw: unknown): InterfaceParam[] {
  if (!Array.isArray(raw)) return []
  return raw.filter(isObject).filter((p) => typeof p.field === 'string' && p.field).map((p) => ({
    field: p.field as string,
    fieldName: typeof p.fieldName === 'string' && p.fieldName ? p.fieldName : (p.field as string),
    required: p.required === true,
    ...(typeof p.defaultValue === 'string' && p.defaultValue ? { defaultValue: p.defaultValue } : {})
  }))
}

/** a stored definition that cannot be read is the operator's mistake; the caller gets a clear 400, never a 500 */
export function parseDefinition(row: DataInterfaceTable): DataInterface {
  let def: unknown
  try { def = JSON.parse(row.definition) } catch { def = null }
  const broken = new BadRequest(`数据接口“${row.fullName}”的配置无法解析`)
  if (!isObject(def)) throw broken
  const common = { id: row.id, fullName: row.fullName, params: paramsOf(def.params) }
  if (Number(row.dataType) === DATA_TYPE_STATIC && Array.isArray(def.rows)) {
    const rows = def.rows.filter(isObject)
    return { ...common, kind: 'static', rows, tree: rows.some((r) => Array.isArray(r.children)) }
  }
  if (Number(row.dataType) === DATA_TYPE_BUILTIN && typeof def.query === 'string' && Object.hasOwn(BUILTIN_QUERIES, def.query)) {
    return { ...common, kind: 'builtin', query: def.query as BuiltinName }
  }
  throw broken
}
