// The list JSON of a model (jnpf-forms-and-flows.md §2): columns and search items are copies of the form fields
// plus their list keys, as the 3.6 list designer stores them, so the app can render a search field like the form.
import type { Json } from './model'

/** the data field with this __vModel__ anywhere in the form tree (containers, panes, grid cells; not child columns) */
export function findField(fields: Json[], vModel: string): Json {
  const walk = (list: unknown[]): Json | undefined => {
    for (const f of list as Json[]) {
      if (f.__vModel__ === vModel) return f
      const config = (f.__config__ ?? {}) as Json
      if (config.jnpfKey === 'table') continue
      const found = Array.isArray(config.children) ? walk(config.children) : undefined
      if (found) return found
    }
    return undefined
  }
  const found = walk(fields)
  if (!found) throw new Error(`catalogue model: no field ${vModel}`)
  return found
}

const keyOf = (f: Json) => String((f.__config__ as Json).jnpfKey)
const labelOf = (f: Json) => String((f.__config__ as Json).label)

export interface ListSpec {
  /** vModels, or [vModel, {sortable, width, align, fixed}] */
  columns: (string | [string, Json])[]
  /** [vModel, searchType 1 equal | 2 like | 3 range, isKeyword] */
  search: [string, 1 | 2 | 3, boolean?][]
  sort?: [string, 'asc' | 'desc'][]
  /** switch on the button / column / form permission filters (§3.3) */
  permissions?: boolean
  extra?: Json
}

export function listConfig(fields: Json[], spec: ListSpec): Json {
  const columnList = spec.columns.map((c) => {
    const [vModel, opts] = typeof c === 'string' ? [c, {}] : c
    const f = findField(fields, vModel)
    return {
      ...f, id: vModel, prop: vModel, label: labelOf(f), fullName: labelOf(f), jnpfKey: keyOf(f),
      fixed: 'none', align: 'left', width: null, sortable: false, checked: true, ...opts
    }
  })
  const searchList = spec.search.map(([vModel, searchType, isKeyword]) => {
    const f = findField(fields, vModel)
    const ranged = searchType === 3
    return {
      ...f, id: vModel, prop: vModel, label: labelOf(f), fullName: labelOf(f), jnpfKey: keyOf(f), searchType,
      searchMultiple: false, isKeyword: isKeyword === true, value: ranged ? [] : null
    }
  })
  const on = spec.permissions === true
  return {
    type: 1, hasPage: true, pageSize: 20, hasSuperQuery: false, showOverflow: true, childTableStyle: 1,
    defaultSortConfig: (spec.sort ?? []).map(([field, sort]) => ({ field, sort })),
    columnList, searchList, columnOptions: [], defaultColumnList: columnList,
    // 导出: an .xlsx of what the list shows (under button rights it needs btn_download as well)
    btnsList: [
      { value: 'add', icon: 'icon-ym icon-ym-btn-add', label: '新增', show: true },
      { value: 'download', icon: 'icon-ym icon-ym-btn-download', label: '导出', show: true }
    ],
    columnBtnsList: [
      { value: 'edit', icon: 'icon-ym icon-ym-btn-edit', label: '编辑', show: true },
      { value: 'detail', icon: 'icon-ym icon-ym-generator-menu', label: '详情', show: true },
      { value: 'remove', icon: 'icon-ym icon-ym-btn-clearn', label: '删除', show: true }
    ],
    customBtnsList: [], useBtnPermission: on, useColumnPermission: on, useFormPermission: on, useDataPermission: false,
    ruleList: { matchLogic: 'and', conditionList: [] }, ruleListApp: { matchLogic: 'and', conditionList: [] },
    funcs: { afterOnload: '' }, complexHeaderList: [], printIds: [], summaryField: [], showSummary: false,
    ...spec.extra
  }
}
