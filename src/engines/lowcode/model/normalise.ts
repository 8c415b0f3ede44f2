// formData (a JSON string or object of any 3.x generation, §0.2 and §1) -> { conf, fields: LcField[] }.
// Never throws: unreadable JSON gives an empty form, odd entries are skipped, and an unknown control keeps its name
// so the renderer can show its fallback. tableGrid cells are flattened into the surrounding list, as the mobile
// pages do; a child table keeps its columns as children that carry the table's vModel in parentVModel.
import type { LcField, LcForm, LcFormConf, LcPane } from '../types'
import { camelCase, CONTAINER_KEYS, DISPLAY_KEYS, STORAGE_OPTIONAL_KEYS, SYSTEM_KEYS, toJnpfKey } from './keys'
import { isObject, optionSourceOf, staticOptionsOf, type Json } from './options'

const MAX_DEPTH = 30
/** lifted into dedicated LcField keys, or scripts the app never runs */
const LIFTED = new Set(['__config__', '__vModel__', '__slot__', 'options', 'props', 'on'])
const FLATTENED = new Set(['tableGrid', 'tableGridTr', 'tableGridTd'])

interface Ctx {
  keys: Set<string>
  depth: number
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined)
const bool = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback)
const number = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  return Number.isFinite(n) ? n : undefined
}

function parse(input: unknown): unknown {
  let value = input
  // a formData string is sometimes encoded twice
  for (let i = 0; i < 2 && typeof value === 'string'; i++) {
    try {
      value = JSON.parse(value)
    } catch {
      return undefined
    }
  }
  return value
}

function propsOf(raw: Json, config: Json, jnpfKey: string): Record<string, unknown> {
  const props: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(raw)) {
    if (LIFTED.has(name)) continue
    const camel = camelCase(name)
    // a JSON holding both spellings keeps the 3.6 (camelCase) one
    if (camel === name || !(camel in raw)) props[camel] = value
  }
  if (jnpfKey === 'rate' && props.count === undefined && props.max !== undefined) props.count = props.max
  if (props.showWordLimit === undefined && props.showCount !== undefined) props.showWordLimit = props.showCount
  if (props.autoSize === undefined && props.autosize !== undefined) props.autoSize = props.autosize
  if (props.maxlength === undefined && props.maxLength !== undefined) props.maxlength = props.maxLength
  const slot = isObject(raw.__slot__) ? raw.__slot__ : {}
  // Gen A/B keep the static text in __config__.defaultValue and the divider caption in __slot__.default
  if (jnpfKey === 'text' && props.content === undefined && config.defaultValue != null) props.content = String(config.defaultValue)
  if (jnpfKey === 'divider' && props.content === undefined && typeof slot.default === 'string') props.content = slot.default
  if ((jnpfKey === 'tab' || jnpfKey === 'collapse') && config.active !== undefined) props.active = config.active
  return props
}

function vModelOf(raw: Json, config: Json, jnpfKey: string): string | undefined {
  const vModel = text(raw.__vModel__)
  if (!vModel || DISPLAY_KEYS.has(jnpfKey) || CONTAINER_KEYS.has(jnpfKey)) return undefined
  if (STORAGE_OPTIONAL_KEYS.has(jnpfKey) && Number(config.isStorage) !== 1) return undefined
  return vModel
}

function uniqueKey(ctx: Ctx, base: string): string {
  let key = base
  for (let n = 2; ctx.keys.has(key); n++) key = `${base}-${n}`
  ctx.keys.add(key)
  return key
}

function panesOf(config: Json, ctx: Ctx, parentVModel: string | undefined): LcPane[] {
  const items = Array.isArray(config.children) ? config.children.filter(isObject) : []
  return items.map((item, index) => {
    const itemConfig = isObject(item.__config__) ? item.__config__ : {}
    return {
      title: text(item.title) ?? text(itemConfig.label) ?? '',
      name: item.name != null ? String(item.name) : String(index + 1),
      children: walk(itemConfig.children, ctx, parentVModel)
    }
  })
}

function multipleOf(raw: Json, config: Json): boolean {
  const props = isObject(raw.props) ? raw.props : {}
  const nested = isObject(props.props) ? props.props : {}
  const legacy = isObject(config.props) ? config.props : {}
  return raw.multiple === true || props.multiple === true || nested.multiple === true || legacy.multiple === true
}

function toFields(raw: unknown, ctx: Ctx, parentVModel: string | undefined): LcField[] {
  if (!isObject(raw) || ctx.depth > MAX_DEPTH) return []
  const config = isObject(raw.__config__) ? raw.__config__ : {}
  const rawJnpfKey = text(config.jnpfKey) ?? text(raw.jnpfKey) ?? ''
  const jnpfKey = toJnpfKey(rawJnpfKey)
  if (FLATTENED.has(jnpfKey)) return walk(config.children, ctx, parentVModel)

  const vModel = vModelOf(raw, config, jnpfKey)
  const optionSource = optionSourceOf(raw, config, jnpfKey)
  const visibility = config.visibility
  const field: LcField = {
    key: uniqueKey(ctx, text(String(config.formId ?? '')) ?? text(String(config.renderKey ?? '')) ?? vModel ?? (jnpfKey || 'field')),
    jnpfKey,
    rawJnpfKey,
    vModel,
    label: text(config.label) ?? '',
    showLabel: bool(config.showLabel, true),
    tipLabel: text(config.tipLabel),
    span: Math.min(24, Math.max(1, Math.round(number(config.span) ?? 24))),
    required: config.required === true,
    regList: Array.isArray(config.regList)
      ? config.regList.filter(isObject).filter((r) => text(r.pattern))
        .map((r) => ({ pattern: r.pattern as string, message: typeof r.message === 'string' ? r.message : '' }))
      : [],
    noShow: config.noShow === true,
    visibleOnApp: Array.isArray(visibility) ? visibility.includes('app') : typeof visibility === 'string' ? visibility.includes('app') : true,
    disabled: raw.disabled === true,
    readonly: raw.readonly === true || SYSTEM_KEYS.has(jnpfKey),
    placeholder: text(raw.placeholder),
    defaultValue: config.defaultValue,
    defaultCurrent: config.defaultCurrent === true,
    multiple: multipleOf(raw, config),
    options: staticOptionsOf(raw, optionSource),
    optionSource,
    props: propsOf(raw, config, jnpfKey),
    config
  }
  if (parentVModel) field.parentVModel = parentVModel
  const inner: Ctx = { keys: ctx.keys, depth: ctx.depth + 1 }
  if (jnpfKey === 'tab' || jnpfKey === 'collapse') field.panes = panesOf(config, inner, parentVModel)
  else if (Array.isArray(config.children)) field.children = walk(config.children, inner, jnpfKey === 'table' ? vModel : parentVModel)
  return [field]
}

function walk(list: unknown, ctx: Ctx, parentVModel: string | undefined): LcField[] {
  if (!Array.isArray(list)) return []
  return list.flatMap((raw) => toFields(raw, { keys: ctx.keys, depth: ctx.depth + 1 }, parentVModel))
}

function confOf(raw: Json): LcFormConf {
  const position = raw.labelPosition
  return {
    labelPosition: position === 'top' || position === 'left' ? position : 'right',
    labelWidth: number(raw.labelWidth) ?? 100,
    labelSuffix: typeof raw.labelSuffix === 'string' ? raw.labelSuffix : '',
    disabled: raw.disabled === true,
    hasConfirmBtn: bool(raw.hasConfirmBtn, true),
    confirmButtonText: text(raw.confirmButtonText) ?? '确定',
    hasCancelBtn: bool(raw.hasCancelBtn, true),
    cancelButtonText: text(raw.cancelButtonText) ?? '取消',
    // the key arrived with 3.6; an older form has no "save and add another"
    hasConfirmAndAddBtn: bool(raw.hasConfirmAndAddBtn, false),
    confirmAndAddText: text(raw.confirmAndAddText) ?? '确定并继续操作',
    hasPrintBtn: bool(raw.hasPrintBtn, false),
    printButtonText: text(raw.printButtonText) ?? '打印',
    raw
  }
}

/** the field tree of a `fields` array (also used for a flow form's propertyJson fields) */
export function normaliseFields(list: unknown): LcField[] {
  return walk(list, { keys: new Set(), depth: 0 }, undefined)
}

/** a formData JSON string or object (or a bare fields array) */
export function normaliseForm(input: unknown): LcForm {
  const parsed = parse(input)
  const raw = isObject(parsed) ? parsed : {}
  return { conf: confOf(raw), fields: normaliseFields(Array.isArray(parsed) ? parsed : raw.fields) }
}
