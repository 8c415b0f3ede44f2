// Options of radio/checkbox/select/cascader/treeSelect in the three layouts (§0.2): the list sits in `options`
// (Gen B/C) or `__slot__.options` (Gen A); the label/value mapping in `props.props` (Gen B), flat `props` (Gen C)
// or `__config__.props` (Gen A). Where the options come from is `__config__.dataType`.
import type { LcOption, LcOptionSource, LcTemplateParam } from '../types'

export type Json = Record<string, unknown>

export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined)

/** the mapping object of a control: props.props ?? props ?? __config__.props */
export function mappingOf(raw: Json, config: Json): Json {
  const props = raw.props
  if (isObject(props) && isObject(props.props)) return props.props
  if (isObject(props) && (text(props.label) || text(props.value))) return props
  if (isObject(config.props)) return config.props
  return {}
}

/** popupSelect / popupTableSelect / autoComplete name their data interface at field level */
const INTERFACE_KEYS = new Set(['popupSelect', 'popupTableSelect', 'autoComplete'])

export function optionSourceOf(raw: Json, config: Json, jnpfKey: string): LcOptionSource {
  const mapping = mappingOf(raw, config)
  const dataType = config.dataType === 'dictionary' || config.dataType === 'dynamic' ? config.dataType : 'static'
  const viaInterface = INTERFACE_KEYS.has(jnpfKey)
  const templateJson = viaInterface ? raw.templateJson : config.templateJson
  return {
    type: viaInterface && text(raw.interfaceId) ? 'dynamic' : dataType,
    dictionaryType: text(config.dictionaryType),
    propsUrl: viaInterface ? text(raw.interfaceId) : text(config.propsUrl),
    templateJson: Array.isArray(templateJson) ? (templateJson.filter(isObject) as LcTemplateParam[]) : undefined,
    valueKey: text(mapping.value) ?? 'id',
    labelKey: text(mapping.label) ?? 'fullName',
    childrenKey: text(mapping.children) ?? 'children'
  }
}

/** map raw option objects through the keys; anything without a usable value is dropped */
export function mapOptions(list: unknown, source: Pick<LcOptionSource, 'valueKey' | 'labelKey' | 'childrenKey'>, depth = 0): LcOption[] {
  if (!Array.isArray(list) || depth > 20) return []
  const out: LcOption[] = []
  for (const item of list) {
    if (!isObject(item)) continue
    const value = item[source.valueKey]
    if (typeof value !== 'string' && typeof value !== 'number') continue
    const label = item[source.labelKey]
    const option: LcOption = { value, label: typeof label === 'string' || typeof label === 'number' ? String(label) : String(value) }
    if (item.disabled === true) option.disabled = true
    const children = item[source.childrenKey]
    if (Array.isArray(children) && children.length) option.children = mapOptions(children, source, depth + 1)
    out.push(option)
  }
  return out
}

/** static options of a control (undefined when they come from a dictionary or a data interface, or there are none) */
export function staticOptionsOf(raw: Json, source: LcOptionSource): LcOption[] | undefined {
  if (source.type !== 'static') return undefined
  const slot = isObject(raw.__slot__) ? raw.__slot__ : {}
  const list = Array.isArray(raw.options) ? raw.options : Array.isArray(slot.options) ? slot.options : undefined
  return list ? mapOptions(list, source) : undefined
}
