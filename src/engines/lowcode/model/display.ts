// Values as people read them on the detail page and in list cells. DataChange and List already send display text
// for most controls (§1.4 point 4); these helpers cover raw values (dates in ms, switch 0/1, option ids, numbers)
// so a value reads the same whichever endpoint it came from.
import dayjs from 'dayjs'
import { formatFileSize } from '@/utils/format-file-size'
import type { LcField, LcOption } from '../types'
import { formatOf, toDayjsFormat } from './date-format'
import { amountChinese, thousands } from './number-format'

export { formatFileSize, thousands, amountChinese }

/** ms (or digit text) -> text per a JNPF format ('yyyy-MM-dd HH:mm'); text that is already a date stays as sent */
export function formatDateValue(value: unknown, format = 'yyyy-MM-dd'): string {
  if (value === undefined || value === null || value === '') return ''
  const ms = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d{10,}$/.test(value.trim()) ? Number(value) : undefined
  if (ms === undefined || !Number.isFinite(ms)) return String(value)
  const d = dayjs(ms)
  return d.isValid() ? d.format(toDayjsFormat(format)) : ''
}

/** 1/0 (or true/false) -> the switch's activeTxt/inactiveTxt (开/关 by default); display text passes through */
export function switchText(field: Pick<LcField, 'props'>, value: unknown): string {
  const on = field.props.activeValue ?? 1
  const off = field.props.inactiveValue ?? 0
  const onText = typeof field.props.activeTxt === 'string' ? field.props.activeTxt : '开'
  const offText = typeof field.props.inactiveTxt === 'string' ? field.props.inactiveTxt : '关'
  if (value === true || String(value) === String(on)) return onText
  if (value === false || String(value) === String(off)) return offText
  return value === undefined || value === null ? '' : String(value)
}

/** labels of static option values (tree options searched too); an unknown value shows as itself */
export function optionLabels(options: LcOption[] | undefined, value: unknown): string[] {
  const find = (list: LcOption[], v: unknown): LcOption | undefined => {
    for (const option of list) {
      if (String(option.value) === String(v)) return option
      const inner = option.children && find(option.children, v)
      if (inner) return inner
    }
    return undefined
  }
  const values = Array.isArray(value) ? value.flat(2) : value === undefined || value === null || value === '' ? [] : [value]
  return values.map((v) => (options ? find(options, v)?.label : undefined) ?? String(v))
}

/** a location value: its JSON text {fullAddress, address, name, ...} as one line */
export function locationText(value: unknown): string {
  if (typeof value !== 'string' || !value) return ''
  try {
    const parsed: unknown = JSON.parse(value)
    if (parsed && typeof parsed === 'object') {
      const l = parsed as Record<string, unknown>
      const text = [l.fullAddress, l.address, l.name].find((x) => typeof x === 'string' && x)
      return typeof text === 'string' ? text : ''
    }
  } catch {
    // plain text: shown as it is
  }
  return value
}

/** a number field's text: fixed decimals when precision is set, thousands separators when asked */
export function numberText(field: Pick<LcField, 'props'>, value: unknown): string {
  if (value === undefined || value === null || value === '') return ''
  const n = typeof value === 'number' ? value : Number(value)
  if (!Number.isFinite(n)) return String(value)
  const precision = typeof field.props.precision === 'number' ? field.props.precision : undefined
  if (field.props.thousands === true) return thousands(n, precision)
  return precision === undefined ? String(n) : n.toFixed(Math.max(0, Math.min(10, precision)))
}

const OPTION_KEYS = new Set(['radio', 'checkbox', 'select', 'cascader', 'treeSelect'])

/**
 * One field's value as a line of text for the detail page or a list cell. Uploads, images, signatures, rates
 * and child tables are not text: they give '' and the renderer draws them.
 */
export function displayText(field: LcField, value: unknown): string {
  if (value === undefined || value === null) return ''
  const key = field.jnpfKey
  if (key === 'datePicker') return formatDateValue(value, formatOf(key, field.props))
  if (key === 'switch') return switchText(field, value)
  if (key === 'inputNumber' || key === 'calculate') return numberText(field, value)
  if (key === 'location') return locationText(value)
  if (['uploadFile', 'uploadImg', 'sign', 'table', 'rate'].includes(key)) return ''
  if (OPTION_KEYS.has(key) && field.options) return optionLabels(field.options, value).join(',')
  if (Array.isArray(value)) return value.flat(2).filter((v) => v !== null && v !== undefined && typeof v !== 'object').join(',')
  return typeof value === 'object' ? '' : String(value)
}
