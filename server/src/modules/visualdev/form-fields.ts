// Reads a model's formData (jnpf-forms-and-flows.md §1) into the flat list of data fields the server checks and
// stores. Accepts the 3.6 control names and the older ones, and all three options/props layouts.
import { CONTROL_KEY_ALIASES, SYSTEM_CONTROL_KEYS } from '@shared/api/lowcode-controls'
import { BadRequest } from '../../errors'

export type Json = Record<string, unknown>

export interface FieldOption { value: unknown; label: string; children?: FieldOption[] }

/** where a choice control's options come from when they are not in the form JSON */
export type OptionSource =
  | { kind: 'dictionary'; type: string; valueKey: string; labelKey: string }
  | { kind: 'dynamic'; interfaceId: string; valueKey: string; labelKey: string }

export interface FormField {
  vModel: string
  /** the 3.6 control name */
  jnpfKey: string
  label: string
  required: boolean
  regList: { pattern: string; message: string }[]
  maxlength?: number
  min?: number
  max?: number
  multiple: boolean
  /** static options (a tree for cascader/treeSelect); undefined when they come from a dictionary or a data interface */
  options?: FieldOption[]
  optionSource?: OptionSource
  /** __config__.unique: no two records of a project may hold the same value */
  unique: boolean
  /** the child table's columns (jnpfKey table) */
  children?: FormField[]
  /** the field object as designed, for control props read at display time (format, activeTxt, modelId, ...) */
  props: Json
  config: Json
}

/** a relationFormAttr/popupAttr that stores nothing: it shows `<relationField>_<showField>` of its linked record */
export interface AttrField { jnpfKey: string; relationField: string; showField: string; table?: string }

export interface ParsedForm { fields: FormField[]; attrs: AttrField[] }

/** filled by the server, never taken from the client */
export const SYSTEM_KEYS = new Set(SYSTEM_CONTROL_KEYS)

export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)
const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined)

export const normaliseKey = (key: string): string => CONTROL_KEY_ALIASES[key] ?? key

/** the label/value/children keys: props.props (Gen B), flat props (Gen C) or __config__.props (Gen A) */
function mappingOf(field: Json, config: Json): { value: string; label: string; children: string } {
  const props = isObject(field.props) ? field.props : {}
  const m = isObject(props.props) ? props.props : isObject(config.props) ? config.props : props
  return { value: text(m.value) ?? 'id', label: text(m.label) ?? 'fullName', children: text(m.children) ?? 'children' }
}

function toOptions(raw: unknown[], keys: { value: string; label: string; children: string }, depth = 0): FieldOption[] {
  return raw.filter(isObject).map((o) => {
    const kids = depth < 20 && Array.isArray(o[keys.children]) ? toOptions(o[keys.children] as unknown[], keys, depth + 1) : undefined
    const option: FieldOption = { value: o[keys.value], label: String(o[keys.label] ?? o[keys.value] ?? '') }
    if (kids?.length) option.children = kids
    return option
  })
}

function optionsOf(field: Json, config: Json): Pick<FormField, 'options' | 'optionSource'> {
  const dataType = text(config.dataType) ?? 'static'
  const keys = mappingOf(field, config)
  if (dataType === 'dictionary' && text(config.dictionaryType)) {
    return { optionSource: { kind: 'dictionary', type: config.dictionaryType as string, valueKey: keys.value, labelKey: keys.label } }
  }
  if (dataType === 'dynamic' && text(config.propsUrl)) {
    return { optionSource: { kind: 'dynamic', interfaceId: config.propsUrl as string, valueKey: keys.value, labelKey: keys.label } }
  }
  if (dataType !== 'static') return {}
  const slot = isObject(field.__slot__) ? field.__slot__ : {}
  const raw = Array.isArray(field.options) ? field.options : Array.isArray(slot.options) ? slot.options : undefined
  return raw ? { options: toOptions(raw, keys) } : {}
}

function toField(field: Json, config: Json, jnpfKey: string): FormField {
  const regList = Array.isArray(config.regList)
    ? config.regList.filter(isObject).filter((r) => typeof r.pattern === 'string' && r.pattern)
      .map((r) => ({ pattern: r.pattern as string, message: typeof r.message === 'string' ? r.message : '' }))
    : []
  const props = isObject(field.props) ? field.props : {}
  return {
    vModel: field.__vModel__ as string,
    jnpfKey,
    label: typeof config.label === 'string' && config.label ? config.label : String(field.__vModel__),
    required: config.required === true,
    regList,
    maxlength: num(field.maxlength) ?? num(field.maxLength),
    min: num(field.min),
    max: num(field.max),
    multiple: field.multiple === true || props.multiple === true || (isObject(props.props) && props.props.multiple === true),
    ...optionsOf(field, config),
    unique: config.unique === true,
    props: field,
    config
  }
}

/** relationFormAttr inside a child table names its relation field `<vModel>_jnpfTable_<table><0|1>` */
export const stripRelationSuffix = (name: string): string => name.replace(/_jnpfTable_.*$/, '')

function walk(fields: unknown[], out: ParsedForm, table?: FormField, depth = 0): void {
  if (depth > 20) return
  for (const f of fields) {
    if (!isObject(f) || !isObject(f.__config__)) continue
    const config = f.__config__
    const jnpfKey = normaliseKey(String(config.jnpfKey ?? ''))
    const vModel = typeof f.__vModel__ === 'string' && f.__vModel__ ? f.__vModel__ : undefined
    if ((jnpfKey === 'relationFormAttr' || jnpfKey === 'popupAttr') && !vModel && text(f.relationField) && text(f.showField)) {
      out.attrs.push({ jnpfKey, relationField: stripRelationSuffix(f.relationField as string), showField: f.showField as string, table: table?.vModel })
      continue
    }
    if (jnpfKey === 'table') {
      // a child table inside a child table is not something the designer makes; its rows stay unchecked
      if (!vModel || table) continue
      const tableField: FormField = { ...toField(f, config, jnpfKey), children: [] }
      const inner: ParsedForm = { fields: [], attrs: out.attrs }
      walk(Array.isArray(config.children) ? config.children : [], inner, tableField, depth + 1)
      tableField.children = inner.fields
      out.fields.push(tableField)
      continue
    }
    if (vModel) out.fields.push(toField(f, config, jnpfKey))
    if (Array.isArray(config.children)) walk(config.children, out, table, depth + 1)
  }
}

/** the data fields and stored-nothing attribute controls of a formData JSON string */
export function parseForm(formData: string): ParsedForm {
  let parsed: unknown
  try { parsed = JSON.parse(formData) } catch { throw new BadRequest('表单配置无法解析') }
  if (!isObject(parsed) || !Array.isArray(parsed.fields)) throw new BadRequest('表单配置无法解析')
  const out: ParsedForm = { fields: [], attrs: [] }
  walk(parsed.fields, out)
  return out
}

/** the data fields of a formData JSON string; a model whose JSON cannot be read is a server-side data error */
export function parseFormFields(formData: string): FormField[] {
  return parseForm(formData).fields
}

/** every field with child-table columns named `<tableVModel>-<childVModel>` (form/column permission codes) */
export function fieldIndex(fields: FormField[]): Map<string, { field: FormField; table?: FormField }> {
  const out = new Map<string, { field: FormField; table?: FormField }>()
  for (const f of fields) {
    out.set(f.vModel, { field: f })
    for (const c of f.children ?? []) out.set(`${f.vModel}-${c.vModel}`, { field: c, table: f })
  }
  return out
}

/** string, number or boolean props of a control, whichever generation's spelling it uses */
export function propOf(f: FormField, ...names: string[]): unknown {
  for (const n of names) if (f.props[n] !== undefined) return f.props[n]
  return undefined
}
