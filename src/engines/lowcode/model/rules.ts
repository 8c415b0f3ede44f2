// Client rules of a low-code form, the same checks server/src/modules/visualdev/validate.ts applies, with its
// messages: required (<label>不能为空 for every control, and <tableLabel>(<n>)<fieldLabel>不能为空 in child rows),
// the value's shape per control (text length, number range, options, paths, ids, uploads ...), regList patterns.
// A regList pattern is a regex literal string ("/^\\d+$/"); it becomes a RegExp by taking it apart, never by
// evaluating it. A pattern naming one of the generic validators ("mobile", "idCard", ...) uses that validator.
import type { FormRule } from '@/lib/form'
import { isEmptyValue } from '@/lib/form'
import { validators, type ValidatorName } from '@/utils/validator-map'
import type { LcField } from '../types'
import { dataFields, tableColumns } from './fields'
import { SYSTEM_KEYS } from './keys'
import { valueProblem } from './value-checks'

/** "/^\\d+$/i" -> /^\d+$/i; a bare source is taken as is; null (with a warning) when it does not compile */
export function parsePattern(pattern: string): RegExp | null {
  const literal = /^\/([\s\S]*)\/([a-z]*)$/.exec(pattern)
  const source = literal ? literal[1] : pattern
  // 'g' and 'y' would make test() stateful; JNPF patterns never mean them
  const flags = literal ? [...new Set(literal[2].replace(/[gy]/g, ''))].join('') : ''
  try {
    return new RegExp(source, flags)
  } catch (error) {
    console.warn(`skipped an invalid regList pattern ${pattern}`, error)
    return null
  }
}

const isValidatorName = (name: string): name is ValidatorName => Object.prototype.hasOwnProperty.call(validators, name)

/** the label a message names: the field's, or "<tableLabel>(<n>)<fieldLabel>" for a cell of a child-table row */
type LabelOf = (name: string) => string

/** a rule row index lives in the path: 'tableField1.3.amount' is row 4 */
const rowLabel = (table: LcField, column: LcField): LabelOf => (name) => {
  const index = Number(name.split('.').slice(-2, -1)[0])
  return `${table.label}(${Number.isInteger(index) ? index + 1 : 1})${column.label}`
}

function patternMessage(label: string, field: LcField, message: string): string {
  if (!message) return `${label}格式不正确`
  return message.includes(field.label) ? message.replace(field.label, label) : `${label}：${message}`
}

/** the value's shape and range, as the server checks it (value-checks.ts) */
const shapeRule = (field: LcField, labelOf: LabelOf): FormRule => ({
  validator: (value, _v, name) => (isEmptyValue(value) ? undefined : valueProblem(field, labelOf(name), value))
})

function regListRules(field: LcField, labelOf: LabelOf): FormRule[] {
  const rules: FormRule[] = []
  for (const item of field.regList) {
    if (isValidatorName(item.pattern)) {
      const check = validators[item.pattern]
      rules.push({ validator: (value, _v, name) => (isEmptyValue(value) || check(value) ? undefined : patternMessage(labelOf(name), field, item.message)) })
      continue
    }
    const pattern = parsePattern(item.pattern)
    if (!pattern) continue
    rules.push({ validator: (value, _v, name) => {
      if (isEmptyValue(value) || (typeof value !== 'string' && typeof value !== 'number')) return undefined
      return pattern.test(String(value)) ? undefined : patternMessage(labelOf(name), field, item.message)
    } })
  }
  return rules
}

/** __config__.trigger: 'blur' waits until the user leaves the field (typed inputs); anything else checks on change */
const triggerOf = (field: LcField): FormRule['trigger'] => (field.config.trigger === 'blur' ? 'blur' : 'change')

/** the rules of one field; labelOf names a child-table cell by its row */
export function fieldRules(field: LcField, labelOf: LabelOf = () => field.label): FormRule[] {
  if (!field.vModel || SYSTEM_KEYS.has(field.jnpfKey)) return []
  const rules: FormRule[] = []
  if (field.required) rules.push({ validator: (value, _v, name) => (isEmptyValue(value) ? `${labelOf(name)}不能为空` : undefined) })
  // for a child table: that it is a list of rows (its cells have their own '*' rules)
  rules.push(shapeRule(field, labelOf))
  const trigger = triggerOf(field)
  return [...rules, ...regListRules(field, labelOf)].map((rule) => ({ ...rule, trigger }))
}

/** a field the user cannot see cannot be corrected, so it is not held against the form (the server still checks) */
const checkable = (field: LcField) => !field.noShow && field.visibleOnApp

/**
 * Every rule of a form, by store path, in field order: 'vModel' for main fields and 'tableVModel.*.column' for
 * the cells of every child-table row. Feed it to createFormStore({ rules }).
 */
export function buildFormRules(fields: LcField[]): Record<string, FormRule[]> {
  const out: Record<string, FormRule[]> = {}
  for (const field of dataFields(fields)) {
    if (!checkable(field)) continue
    const own = fieldRules(field)
    if (own.length) out[field.vModel as string] = own
    if (field.jnpfKey !== 'table') continue
    for (const column of tableColumns(field)) {
      if (!checkable(column)) continue
      const rules = fieldRules(column, rowLabel(field, column))
      if (rules.length) out[`${field.vModel}.*.${column.vModel}`] = rules
    }
  }
  return out
}
