// Checks a submitted record against its model's fields, the same rules the form applies on the client: required,
// regList patterns, lengths, types, ranges, option membership, and child-table rows one by one. Returns the map to
// store (model fields only, values normalised) or throws one BadRequest naming the field.
import { BadRequest } from '../../errors'
import { TEXT_KEYS } from './field-kinds'
import { SYSTEM_KEYS, isObject, type FormField } from './form-fields'
import { checkValue } from './value-checks'
// the app's generic validators (spec §5) are pure functions; sharing them keeps client and server checks identical
import { validators, type ValidatorName } from '../../../../src/utils/validator-map'

const isValidatorName = (name: string): name is ValidatorName => Object.prototype.hasOwnProperty.call(validators, name)

const MAX_ROWS = 1000

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)
const isScalar = (v: unknown): v is string | number => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))

/** a regList pattern is a regex literal string ("/^\\d+$/") or, in some exports, the bare source */
export function patternOf(pattern: string): RegExp | null {
  const literal = /^\/(.*)\/([gimsuy]*)$/s.exec(pattern)
  try {
    return literal ? new RegExp(literal[1], literal[2].replace('g', '')) : new RegExp(pattern)
  } catch {
    return null
  }
}

function checkPatterns(f: FormField, v: unknown): void {
  if (!isScalar(v)) return
  for (const rule of f.regList) {
    // a pattern naming a generic validator ("mobile", "idCard" ...) means that check, as the app reads it
    const named = isValidatorName(rule.pattern) ? validators[rule.pattern] : undefined
    const re = named ? null : patternOf(rule.pattern)
    if (!named && !re) throw new BadRequest(`${f.label}的校验规则无效`)
    if (named ? !named(String(v)) : !re!.test(String(v))) {
      const message = rule.message || '格式不正确'
      throw new BadRequest(message.includes(f.label) ? message : `${f.label}：${message}`)
    }
  }
}

/** rows are validated with their own labels, `<table>(<n>)<column>`, and keep the id they came with */
function checkRows(table: FormField, v: unknown): Record<string, unknown>[] {
  if (!Array.isArray(v) || !v.every(isObject)) throw new BadRequest(`${table.label}的值不正确`)
  if (v.length > MAX_ROWS) throw new BadRequest(`${table.label}最多${MAX_ROWS}行`)
  return v.map((row, i) => {
    const columns = (table.children ?? []).map((c) => ({ ...c, label: `${table.label}(${i + 1})${c.label}` }))
    const out = validateRecord(columns, row)
    if (typeof row.id === 'string' && row.id && row.id.length <= 128) out.id = row.id
    return out
  })
}

export function validateRecord(fields: FormField[], input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const f of fields) {
    if (SYSTEM_KEYS.has(f.jnpfKey)) continue
    const v = input[f.vModel]
    if (isEmpty(v)) {
      if (f.required) throw new BadRequest(`${f.label}不能为空`)
      if (v !== undefined) out[f.vModel] = v
      continue
    }
    if (f.jnpfKey === 'table') {
      out[f.vModel] = checkRows(f, v)
      continue
    }
    const value = checkValue(f, v)
    checkPatterns(f, value)
    out[f.vModel] = value
  }
  return out
}

/** free-text fields of the main record: their text is copied into search_text */
export const inSearchText = (f: FormField) => TEXT_KEYS.has(f.jnpfKey) || f.jnpfKey === 'billRule'

/** the lower-cased text of a record's text fields, what a keyword search looks in */
export function searchTextOf(fields: FormField[], data: Record<string, unknown>): string {
  return fields.filter((f) => inSearchText(f) && typeof data[f.vModel] === 'string')
    .map((f) => (data[f.vModel] as string).toLowerCase()).join('\n')
}
