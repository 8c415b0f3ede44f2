// Checks a model's designer JSON before the designers' API stores it: a model the console saves goes straight to
// the app, so formData, columnData and appColumnData must be JSON the app's renderer can draw (only the controls
// of types/api/lowcode-controls.ts, or a web-only one it shows as such, every data control named, no name twice, lists naming real fields). Every
// refusal is a 400 that names the part, the control and what is wrong.
import {
  DISPLAY_CONTROL_KEYS, LAYOUT_CONTROL_KEYS, PANE_CONTROL_KEYS, STORAGE_OPTIONAL_CONTROL_KEYS, isAcceptedControl, toControlKey
} from '@shared/api/lowcode-controls'
import { BadRequest } from '../../errors'
import { patternOf } from './validate'

type Json = Record<string, unknown>

/** a designer JSON longer than this is refused: the app parses it on every page it opens */
export const MAX_JSON_CHARS = 500_000
const MAX_DEPTH = 20
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,99}$/
/** names a record row already uses, or that would reach into a JavaScript object's prototype */
const RESERVED_NAMES = new Set(['id', 'flowState', '__proto__', 'constructor', 'prototype'])
const VALUELESS = new Set([...DISPLAY_CONTROL_KEYS, ...LAYOUT_CONTROL_KEYS])
const STORAGE_OPTIONAL = new Set(STORAGE_OPTIONAL_CONTROL_KEYS)
const PANE_HOLDERS = new Set(['tab', 'collapse'])
/** choice controls whose options come from somewhere other than the JSON */
const OPTION_KEYS = new Set(['radio', 'checkbox', 'select', 'treeSelect', 'cascader'])

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
const text = (v: unknown): string => (typeof v === 'string' ? v : '')

export const PART_NAMES = { formData: '表单配置(formData)', columnData: '列表配置(columnData)', appColumnData: 'App列表配置(appColumnData)' } as const
type Part = keyof typeof PART_NAMES

/** the JSON object of one part, or undefined when the part is empty (not designed yet) */
function parsePart(part: Part, raw: string): Json | undefined {
  if (!raw.trim()) return undefined
  const name = PART_NAMES[part]
  if (raw.length > MAX_JSON_CHARS) throw new BadRequest(`${name}过大，不能超过${MAX_JSON_CHARS / 1000}K个字符`)
  let value: unknown
  try { value = JSON.parse(raw) } catch { throw new BadRequest(`${name}不是合法的JSON`) }
  if (!isObject(value)) throw new BadRequest(`${name}应为JSON对象`)
  return value
}

/** the names lists may refer to: main fields, child-table columns as <table>-<column>, relation attributes */
export interface FormNames { names: Set<string> }

class FormChecker {
  readonly names = new Set<string>()
  private readonly labels = new Map<string, string>()

  /** checks a list of controls; parentKey is the enclosing control's key ('' at the top), table the child table */
  walk(list: unknown, depth: number, parentKey: string, table?: { vModel: string; label: string; names: Map<string, string> }): void {
    if (depth > MAX_DEPTH) throw new BadRequest(`${PART_NAMES.formData}嵌套过深，不能超过${MAX_DEPTH}层`)
    if (list === undefined || list === null) return
    if (!Array.isArray(list)) throw new BadRequest(`${PART_NAMES.formData}的 children 应为数组`)
    list.forEach((item, i) => this.control(item, i, depth, parentKey, table))
  }

  private control(item: unknown, index: number, depth: number, parentKey: string, table?: { vModel: string; label: string; names: Map<string, string> }): void {
    const at = table ? `子表「${table.label}」的第${index + 1}个控件` : `第${index + 1}个控件`
    if (!isObject(item) || !isObject(item.__config__)) throw new BadRequest(`${PART_NAMES.formData}中${at}缺少 __config__`)
    const config = item.__config__
    const raw = text(config.jnpfKey)
    const key = toControlKey(raw)
    const label = text(config.label) || text(item.title) || raw || at
    const named = `${table ? `子表「${table.label}」中的` : ''}控件「${label}」`
    // panes and cells: only where their container puts them; tab and collapse panes may carry no key at all
    if (PANE_HOLDERS.has(parentKey)) {
      if (raw && PANE_CONTROL_KEYS[key] !== parentKey) throw new BadRequest(`${PART_NAMES.formData}中${named}不能放在${parentKey === 'tab' ? '标签面板' : '折叠面板'}的面板位置`)
      this.walk(config.children, depth + 1, key || `${parentKey}Item`, table)
      return
    }
    if (key in PANE_CONTROL_KEYS) {
      if (PANE_CONTROL_KEYS[key] !== parentKey) throw new BadRequest(`${PART_NAMES.formData}中${named}（${raw}）只能放在它的容器里`)
      this.walk(config.children, depth + 1, key, table)
      return
    }
    if (!raw) throw new BadRequest(`${PART_NAMES.formData}中${named}缺少控件类型 __config__.jnpfKey`)
    if (!isAcceptedControl(raw)) throw new BadRequest(`${PART_NAMES.formData}中${named}的控件类型 ${raw} 手机端不支持`)
    if (key === 'tableGrid') {
      this.walk(config.children, depth + 1, key, table)
      return
    }
    this.checkRules(config, named)
    this.checkOptions(item, config, key, named)
    const stores = !VALUELESS.has(key) && (!STORAGE_OPTIONAL.has(key) || Number(config.isStorage) === 1)
    const vModel = text(item.__vModel__)
    if (stores) this.name(vModel, label, named, table)
    if (key === 'table') {
      if (table) throw new BadRequest(`${PART_NAMES.formData}中子表「${table.label}」里不能再放子表「${label}」`)
      this.walk(config.children, depth + 1, key, { vModel, label, names: new Map() })
      return
    }
    if (key === 'relationFormAttr' || key === 'popupAttr') {
      const relation = text(item.relationField).replace(/_jnpfTable_.*$/, '')
      if (!stores && relation && text(item.showField)) this.names.add(`${relation}_${text(item.showField)}`)
    }
    if (Array.isArray(config.children)) this.walk(config.children, depth + 1, key, table)
  }

  private name(vModel: string, label: string, named: string, table?: { vModel: string; label: string; names: Map<string, string> }): void {
    if (!vModel) throw new BadRequest(`${PART_NAMES.formData}中${named}缺少字段名 __vModel__`)
    if (!FIELD_NAME.test(vModel)) throw new BadRequest(`${PART_NAMES.formData}中${named}的字段名 ${vModel.slice(0, 100)} 不合法：只能用英文字母、数字和下划线，且不能以数字开头`)
    if (RESERVED_NAMES.has(vModel)) throw new BadRequest(`${PART_NAMES.formData}中${named}的字段名 ${vModel} 是保留字，请换一个`)
    const seen = table ? table.names : this.labels
    const other = seen.get(vModel)
    if (other !== undefined) throw new BadRequest(`${PART_NAMES.formData}中字段名 ${vModel} 重复：控件「${other}」与「${label}」${table ? `（子表「${table.label}」）` : ''}`)
    seen.set(vModel, label)
    this.names.add(table ? `${table.vModel}-${vModel}` : vModel)
  }

  private checkRules(config: Json, named: string): void {
    if (config.regList === undefined || config.regList === null) return
    if (!Array.isArray(config.regList)) throw new BadRequest(`${PART_NAMES.formData}中${named}的校验规则 regList 应为数组`)
    for (const rule of config.regList) {
      const pattern = isObject(rule) ? text(rule.pattern) : ''
      if (pattern && !patternOf(pattern)) throw new BadRequest(`${PART_NAMES.formData}中${named}的校验规则 ${pattern.slice(0, 100)} 不是合法的正则表达式`)
    }
  }

  private checkOptions(item: Json, config: Json, key: string, named: string): void {
    if (!OPTION_KEYS.has(key)) return
    const source = text(config.dataType)
    if (source === 'dictionary' && !text(config.dictionaryType)) throw new BadRequest(`${PART_NAMES.formData}中${named}的选项来自数据字典，但没有选择字典`)
    if (source === 'dynamic' && !text(config.propsUrl)) throw new BadRequest(`${PART_NAMES.formData}中${named}的选项来自数据接口，但没有选择接口`)
    const slot = isObject(item.__slot__) ? item.__slot__ : {}
    const options = item.options ?? slot.options
    if ((source === '' || source === 'static') && options !== undefined && options !== null && !Array.isArray(options)) {
      throw new BadRequest(`${PART_NAMES.formData}中${named}的选项 options 应为数组`)
    }
  }
}

/** checks formData; answers the field names lists may refer to, or undefined when the form is empty */
export function checkFormData(raw: string): FormNames | undefined {
  const form = parsePart('formData', raw)
  if (!form) return undefined
  if (!Array.isArray(form.fields)) throw new BadRequest(`${PART_NAMES.formData}缺少控件列表 fields`)
  const checker = new FormChecker()
  checker.walk(form.fields, 0, '')
  return { names: checker.names }
}

function checkItems(part: Part, list: unknown, what: string, keyOf: (item: Json) => string, form: FormNames | undefined): void {
  if (list === undefined || list === null) return
  const name = PART_NAMES[part]
  if (!Array.isArray(list)) throw new BadRequest(`${name}的${what}应为数组`)
  list.forEach((item, i) => {
    if (!isObject(item)) throw new BadRequest(`${name}的${what}第${i + 1}项应为对象`)
    const key = keyOf(item)
    const label = text(item.label) || key || `第${i + 1}项`
    if (!key) throw new BadRequest(`${name}的${what}「${label}」缺少字段 prop`)
    const jnpfKey = text(item.jnpfKey)
    if (jnpfKey && !isAcceptedControl(jnpfKey)) throw new BadRequest(`${name}的${what}「${label}」的控件类型 ${jnpfKey} 手机端不支持`)
    if (form && !form.names.has(key)) throw new BadRequest(`${name}的${what}「${label}」引用的字段 ${key.slice(0, 100)} 在表单中不存在`)
  })
}

/** checks columnData or appColumnData against the form's field names */
export function checkColumnData(part: 'columnData' | 'appColumnData', raw: string, form: FormNames | undefined): void {
  const list = parsePart(part, raw)
  if (!list) return
  const name = PART_NAMES[part]
  if (list.type !== undefined && ![1, 2, 3, 4, 5].includes(Number(list.type))) throw new BadRequest(`${name}的列表类型 type 不合法`)
  checkItems(part, list.columnList, '列', (c) => text(c.prop) || text(c.__vModel__), form)
  checkItems(part, list.searchList, '查询条件', (s) => text(s.prop) || text(s.id) || text(s.__vModel__), form)
  for (const key of ['btnsList', 'columnBtnsList', 'customBtnsList', 'defaultSortConfig'] as const) {
    if (list[key] !== undefined && list[key] !== null && !Array.isArray(list[key])) throw new BadRequest(`${name}的 ${key} 应为数组`)
  }
}

export interface ModelJson { formData: string; columnData: string; appColumnData: string }

/** the whole model's JSON; `requireForm` when the model is on a menu (released), so its form may not go empty */
export function checkModelJson(m: ModelJson, requireForm: boolean): void {
  const form = checkFormData(m.formData)
  if (!form && requireForm) throw new BadRequest(`${PART_NAMES.formData}不能为空：该功能已发布，手机端需要它`)
  checkColumnData('columnData', m.columnData, form)
  checkColumnData('appColumnData', m.appColumnData, form)
}
