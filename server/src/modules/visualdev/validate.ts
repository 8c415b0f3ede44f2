// Checks a submitted record against its model's fields, the same rules the form applies on the client: required,
// regList patterns, lengths, number types and ranges, option membership. Returns the map to store (model fields
// only, values normalised) or throws one BadRequest naming the field.
import { BadRequest } from '../../errors'
import { SYSTEM_KEYS, type FormField } from './form-fields'

const TEXT_KEYS = new Set(['input', 'textarea', 'timePicker', 'colorPicker', 'editor', 'autoComplete', 'sign', 'location'])
const NUMBER_KEYS = new Set(['inputNumber', 'rate', 'slider', 'calculate'])
const OPTION_KEYS = new Set(['radio', 'checkbox', 'select'])

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

function toNumber(f: FormField, v: unknown): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN
  if (!Number.isFinite(n)) throw new BadRequest(`${f.label}应为数字`)
  if (f.min !== undefined && n < f.min) throw new BadRequest(`${f.label}不能小于${f.min}`)
  if (f.max !== undefined && n > f.max) throw new BadRequest(`${f.label}不能大于${f.max}`)
  return n
}

function checkOptions(f: FormField, v: unknown): unknown {
  const many = f.jnpfKey === 'checkbox' || (f.jnpfKey === 'select' && f.multiple)
  const values = many ? v : [v]
  if (!Array.isArray(values) || !values.every(isScalar)) throw new BadRequest(`${f.label}的值不正确`)
  if (f.options) {
    for (const x of values) {
      if (!f.options.some((o) => String(o.value) === String(x))) throw new BadRequest(`${f.label}的选项“${String(x)}”不在可选范围内`)
    }
  }
  return v
}

function checkText(f: FormField, v: unknown): string {
  if (typeof v !== 'string') throw new BadRequest(`${f.label}应为文本`)
  if (f.maxlength !== undefined && [...v].length > f.maxlength) throw new BadRequest(`${f.label}不能超过${f.maxlength}个字符`)
  return v
}

function checkPatterns(f: FormField, v: unknown): void {
  if (!isScalar(v)) return
  for (const rule of f.regList) {
    const re = patternOf(rule.pattern)
    if (!re) throw new BadRequest(`${f.label}的校验规则无效`)
    if (!re.test(String(v))) {
      const message = rule.message || '格式不正确'
      throw new BadRequest(message.includes(f.label) ? message : `${f.label}：${message}`)
    }
  }
}

function checkValue(f: FormField, v: unknown): unknown {
  if (TEXT_KEYS.has(f.jnpfKey)) return checkText(f, v)
  if (NUMBER_KEYS.has(f.jnpfKey)) return toNumber(f, v)
  if (OPTION_KEYS.has(f.jnpfKey)) return checkOptions(f, v)
  if (f.jnpfKey === 'switch') {
    if (v === true || v === 1 || v === '1') return 1
    if (v === false || v === 0 || v === '0') return 0
    throw new BadRequest(`${f.label}的值不正确`)
  }
  if (f.jnpfKey === 'datePicker') {
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN
    if (!Number.isSafeInteger(n)) throw new BadRequest(`${f.label}应为日期`)
    return n
  }
  return v
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
    const value = checkValue(f, v)
    checkPatterns(f, value)
    out[f.vModel] = value
  }
  return out
}

/** the lower-cased text of a record's text fields, what a keyword search looks in */
export function searchTextOf(fields: FormField[], data: Record<string, unknown>): string {
  return fields.filter((f) => TEXT_KEYS.has(f.jnpfKey) && typeof data[f.vModel] === 'string')
    .map((f) => (data[f.vModel] as string).toLowerCase()).join('\n')
}

export const isNumberField = (f: FormField) => NUMBER_KEYS.has(f.jnpfKey) || f.jnpfKey === 'datePicker' || f.jnpfKey === 'switch'
