// paramList (a control's templateJson with defaultValue filled from the form: [{field, defaultValue, ...}]) checked
// against the parameters the interface declares. Unknown fields, non-scalar values and missing required values are
// the caller's mistake: one 400 naming the parameter.
import { BadRequest } from '../../errors'
import type { DataInterface } from './definition'

/** field -> value; only parameters with a value are present */
export type ParamValues = Record<string, string>

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

function scalar(field: string, v: unknown): string {
  if (v === undefined || v === null) return ''
  if (typeof v === 'string') return v.trim()
  if (typeof v === 'number' && Number.isFinite(v)) return String(v)
  if (typeof v === 'boolean') return v ? '1' : '0'
  throw new BadRequest(`参数“${field}”的值应为文本或数字`)
}

export function readParams(iface: DataInterface, paramList: unknown): ParamValues {
  if (paramList !== undefined && paramList !== null && !Array.isArray(paramList)) throw new BadRequest('paramList 应为参数数组')
  const declared = new Map(iface.params.map((p) => [p.field, p]))
  const out: ParamValues = {}
  for (const item of (paramList ?? []) as unknown[]) {
    if (!isObject(item) || typeof item.field !== 'string' || !item.field) throw new BadRequest('paramList 的每一项都需要参数名 field')
    const param = declared.get(item.field)
    if (!param) throw new BadRequest(`数据接口“${iface.fullName}”没有参数“${item.field}”`)
    const value = scalar(param.fieldName, item.defaultValue)
    if (value) out[param.field] = value
  }
  for (const p of iface.params) {
    if (!out[p.field] && p.defaultValue) out[p.field] = p.defaultValue
    if (!out[p.field] && p.required) throw new BadRequest(`参数“${p.fieldName}”不能为空`)
  }
  return out
}
