// The list configuration (appColumnData || columnData, §2): columns, search items, buttons, paging, default sort.
// Like the normaliser it never throws: a config that cannot be read is an empty list layout.
import type { LcColumn, LcColumnData, LcField, LcListButton, LcSearchItem } from '../types'
import { toJnpfKey } from './keys'
import { normaliseFields } from './normalise'
import { isObject, type Json } from './options'

/** the synthetic search item that searches every isKeyword field at once (§2.3) */
export const KEYWORD_ID = 'jnpfKeyword'

const str = (value: unknown): string => (typeof value === 'string' ? value : '')
const cut = (label: string): string => [...label].slice(0, 4).join('')

function parseJson(input: unknown): Json | undefined {
  let value = input
  if (typeof value === 'string') {
    if (!value.trim()) return undefined
    try {
      value = JSON.parse(value)
    } catch {
      return undefined
    }
  }
  return isObject(value) && Object.keys(value).length ? value : undefined
}

/** a stand-in field for a list entry that is not a form field copy */
const bareField = (vModel: string, label: string, jnpfKey: string, extra: Json = {}): LcField =>
  normaliseFields([{ __config__: { jnpfKey, label }, __vModel__: vModel, ...extra }])[0]

function fieldOf(raw: Json, prop: string, label: string, jnpfKey: string): LcField {
  return normaliseFields([raw]).find((f) => f.jnpfKey === jnpfKey) ?? bareField(prop, label, jnpfKey)
}

function toColumn(raw: Json): LcColumn | undefined {
  const config = isObject(raw.__config__) ? raw.__config__ : {}
  const prop = str(raw.prop) || str(raw.id) || str(raw.__vModel__)
  if (!prop) return undefined
  const fullLabel = str(raw.label) || str(raw.fullName) || str(config.label) || prop
  const jnpfKey = toJnpfKey(str(config.jnpfKey) || str(raw.jnpfKey))
  return {
    prop,
    label: fullLabel,
    fullLabel,
    jnpfKey,
    sortable: raw.sortable === true,
    align: str(raw.align) || undefined,
    fixed: str(raw.fixed) || undefined,
    width: typeof raw.width === 'number' ? raw.width : undefined,
    field: fieldOf(raw, prop, fullLabel, jnpfKey)
  }
}

function toSearchItem(raw: Json): LcSearchItem | undefined {
  const config = isObject(raw.__config__) ? raw.__config__ : {}
  const id = str(raw.id) || str(raw.prop) || str(raw.__vModel__)
  if (!id) return undefined
  const label = str(raw.label) || str(raw.fullName) || str(config.label) || id
  const jnpfKey = toJnpfKey(str(config.jnpfKey) || str(raw.jnpfKey))
  // a missing searchType means equal, as the server reads it
  const type = Number(raw.searchType)
  const searchType = type === 2 || type === 3 ? type : 1
  const searchMultiple = raw.searchMultiple === true
  // the search widget is the form widget, never required or locked, keyed by the item id
  const field: LcField = {
    ...fieldOf(raw, id, label, jnpfKey),
    vModel: id, label, required: false, regList: [], noShow: false, visibleOnApp: true, disabled: false,
    readonly: false, defaultCurrent: false, multiple: searchMultiple
  }
  const empty = searchType === 3 || searchMultiple ? [] : undefined
  return { id, label, jnpfKey, searchType, searchMultiple, isKeyword: raw.isKeyword === true, value: raw.value ?? empty, field }
}

const BUTTON_LABELS: Readonly<Record<string, string>> = { add: '新增', edit: '编辑', remove: '删除', detail: '详情' }

function buttons(list: unknown): LcListButton[] {
  if (!Array.isArray(list)) return []
  return list.flatMap((item): LcListButton[] => {
    if (typeof item === 'string') return item ? [{ value: item, label: BUTTON_LABELS[item] ?? item }] : []
    if (!isObject(item) || !str(item.value) || item.show === false) return []
    const value = str(item.value)
    return [{ ...item, value, label: str(item.label) || BUTTON_LABELS[value] || value, event: isObject(item.event) ? item.event : undefined }]
  })
}

function defaultSortOf(raw: Json): LcColumnData['defaultSort'] {
  if (Array.isArray(raw.defaultSortConfig) && raw.defaultSortConfig.length) {
    return raw.defaultSortConfig.filter(isObject).filter((s) => str(s.field))
      .map((s) => ({ field: str(s.field), sort: str(s.sort).toLowerCase() === 'desc' ? 'desc' as const : 'asc' as const }))
  }
  // ≤3.4: one default column and a direction
  const legacy = str(raw.defaultSidx)
  return legacy ? [{ field: legacy, sort: str(raw.sort).toLowerCase() === 'desc' ? 'desc' : 'asc' }] : []
}

/** the keyword item first, when any search item joins the keyword box */
function withKeyword(items: LcSearchItem[]): LcSearchItem[] {
  if (!items.some((item) => item.isKeyword)) return items
  const field = bareField(KEYWORD_ID, '关键词', 'input', { placeholder: '请输入关键词' })
  return [{ id: KEYWORD_ID, label: '关键词', jnpfKey: 'input', searchType: 2, searchMultiple: false, isKeyword: false, value: undefined, field }, ...items]
}

/** appColumnData, or columnData when the app layout is empty or unreadable */
export function parseColumnData(appColumnData: unknown, columnData?: unknown): LcColumnData {
  const raw = parseJson(appColumnData) ?? parseJson(columnData) ?? {}
  const list = (value: unknown) => (Array.isArray(value) ? value.filter(isObject) : [])
  const pageSize = Number(raw.pageSize)
  return {
    type: Number(raw.type) || 1,
    columnList: list(raw.columnList).map(toColumn).filter((c): c is LcColumn => c !== undefined),
    searchList: withKeyword(list(raw.searchList).map(toSearchItem).filter((s): s is LcSearchItem => s !== undefined)),
    hasPage: raw.hasPage !== false,
    pageSize: Number.isInteger(pageSize) && pageSize > 0 ? pageSize : 20,
    defaultSort: defaultSortOf(raw),
    btnsList: buttons(raw.btnsList),
    columnBtnsList: buttons(raw.columnBtnsList),
    customBtnsList: buttons(raw.customBtnsList),
    useBtnPermission: raw.useBtnPermission === true,
    useColumnPermission: raw.useColumnPermission === true,
    useFormPermission: raw.useFormPermission === true,
    useDataPermission: raw.useDataPermission === true,
    raw
  }
}

/**
 * Columns for the phone (§2.2): child-table columns ('<table>-<column>', labelled '<tableLabel>-<columnLabel>')
 * become one `table` cell with the columns as children, at the place of the first one; labels cut to 4 characters.
 */
export function transformColumnList(columns: LcColumn[]): LcColumn[] {
  const out: LcColumn[] = []
  const groups = new Map<string, LcColumn>()
  for (const column of columns) {
    const dash = column.prop.indexOf('-')
    if (dash <= 0) {
      out.push({ ...column, label: cut(column.fullLabel) })
      continue
    }
    const table = column.prop.slice(0, dash)
    const labelDash = column.fullLabel.indexOf('-')
    const tableLabel = labelDash > 0 ? column.fullLabel.slice(0, labelDash) : table
    const childLabel = labelDash > 0 ? column.fullLabel.slice(labelDash + 1) : column.fullLabel
    let group = groups.get(table)
    if (!group) {
      group = { prop: table, label: cut(tableLabel), fullLabel: tableLabel, jnpfKey: 'table', sortable: false, field: bareField(table, tableLabel, 'table'), children: [] }
      groups.set(table, group)
      out.push(group)
    }
    group.children?.push({ ...column, prop: column.prop.slice(dash + 1), fullLabel: childLabel, label: cut(childLabel) })
  }
  return out
}
