// Reads a model's formData (jnpf-forms-and-flows.md §1) into the flat list of data fields the server checks and
// stores. Accepts the 3.6 control names and the older ones, and all three options/props layouts.
import { BadRequest } from '../../errors'

type Json = Record<string, unknown>

export interface FieldOption { value: unknown; label: string }

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
  /** static options; undefined when they come from a dictionary or a data interface */
  options?: FieldOption[]
}

const ALIASES: Record<string, string> = {
  comInput: 'input', numInput: 'inputNumber', date: 'datePicker', time: 'timePicker', uploadFz: 'uploadFile',
  comSelect: 'organizeSelect', address: 'areaSelect', JNPFText: 'text'
}

/** filled by the server, never taken from the client */
export const SYSTEM_KEYS = new Set(['createUser', 'createTime', 'modifyUser', 'modifyTime', 'currOrganize', 'currPosition', 'currDept', 'billRule'])

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)

export const normaliseKey = (key: string): string => ALIASES[key] ?? key

function optionsOf(field: Json, config: Json): FieldOption[] | undefined {
  const dataType = typeof config.dataType === 'string' ? config.dataType : 'static'
  if (dataType !== 'static') return undefined
  const slot = isObject(field.__slot__) ? field.__slot__ : {}
  const raw = Array.isArray(field.options) ? field.options : Array.isArray(slot.options) ? slot.options : undefined
  if (!raw) return undefined
  const props = isObject(field.props) ? field.props : {}
  const mapping = isObject(props.props) ? props.props : isObject(config.props) ? config.props : props
  const valueKey = typeof mapping.value === 'string' ? mapping.value : 'id'
  const labelKey = typeof mapping.label === 'string' ? mapping.label : 'fullName'
  return raw.filter(isObject).map((o) => ({ value: o[valueKey], label: String(o[labelKey] ?? o[valueKey] ?? '') }))
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
    options: optionsOf(field, config)
  }
}

function walk(fields: unknown[], out: FormField[]): void {
  for (const f of fields) {
    if (!isObject(f) || !isObject(f.__config__)) continue
    const config = f.__config__
    const jnpfKey = normaliseKey(String(config.jnpfKey ?? ''))
    // a child table's rows are not fields of the main record; they get their own checks later
    if (jnpfKey === 'table') continue
    if (typeof f.__vModel__ === 'string' && f.__vModel__) out.push(toField(f, config, jnpfKey))
    if (Array.isArray(config.children)) walk(config.children, out)
  }
}

/** the data fields of a formData JSON string; a model whose JSON cannot be read is a server-side data error */
export function parseFormFields(formData: string): FormField[] {
  let parsed: unknown
  try { parsed = JSON.parse(formData) } catch { throw new BadRequest('表单配置无法解析') }
  if (!isObject(parsed) || !Array.isArray(parsed.fields)) throw new BadRequest('表单配置无法解析')
  const out: FormField[] = []
  walk(parsed.fields, out)
  return out
}
