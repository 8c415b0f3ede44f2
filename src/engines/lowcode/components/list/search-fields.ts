// The search items of a list (§2.3) as form fields for the search panel. A search is not data entry, so some
// controls search through a friendlier one: fuzzy items are plain text boxes, a radio or switch becomes a clearable
// select, the system user/organisation fields their pickers, a numeric range number boxes, and a range
// (searchType 3) two fields writing the two ends of one array ('<id>.0' and '<id>.1' in the search store).
import type { LcField, LcSearchItem } from '../../types'
import { KEYWORD_ID, NUMBER_KEYS } from '../../model'

const SEARCH_AS: Readonly<Record<string, string>> = {
  radio: 'select',
  checkbox: 'select',
  createUser: 'userSelect',
  modifyUser: 'userSelect',
  currOrganize: 'organizeSelect',
  currDept: 'depSelect',
  currPosition: 'posSelect',
  createTime: 'datePicker',
  modifyTime: 'datePicker'
}

const searchable = (field: LcField): LcField => ({
  ...field,
  readonly: false,
  disabled: false,
  required: false,
  regList: [],
  noShow: false,
  visibleOnApp: true,
  placeholder: undefined,
  props: { ...field.props, readonly: false, disabled: false, clearable: true }
})

function asSearchField(item: LcSearchItem): LcField {
  const field = searchable(item.field)
  if (item.searchType === 2) return { ...field, jnpfKey: 'input', props: { ...field.props, maxlength: 100 } }
  // a computed score, a rating or a slider is searched by typing the bounds of its range
  if (item.searchType === 3 && NUMBER_KEYS.has(item.jnpfKey)) return { ...field, jnpfKey: 'inputNumber' }
  if (item.jnpfKey === 'switch') {
    const on = field.props.activeValue ?? 1
    const off = field.props.inactiveValue ?? 0
    const onText = typeof field.props.activeTxt === 'string' && field.props.activeTxt ? field.props.activeTxt : '是'
    const offText = typeof field.props.inactiveTxt === 'string' && field.props.inactiveTxt ? field.props.inactiveTxt : '否'
    return {
      ...field,
      jnpfKey: 'select',
      options: [{ value: on as string | number, label: onText }, { value: off as string | number, label: offText }],
      optionSource: { ...field.optionSource, type: 'static' }
    }
  }
  const as = SEARCH_AS[item.jnpfKey]
  return as ? { ...field, jnpfKey: as, multiple: item.jnpfKey === 'checkbox' || item.searchMultiple } : field
}

/** the panel's fields, in list order; the keyword item is the search box above the list, not part of the panel */
export function searchPanelFields(items: LcSearchItem[]): LcField[] {
  return items.flatMap((item): LcField[] => {
    if (item.id === KEYWORD_ID) return []
    const field = asSearchField(item)
    if (item.searchType !== 3) return [{ ...field, key: `search-${item.id}`, vModel: item.id, label: item.label }]
    return [
      { ...field, key: `search-${item.id}-from`, vModel: `${item.id}.0`, label: `${item.label}（起）`, multiple: false },
      { ...field, key: `search-${item.id}-to`, vModel: `${item.id}.1`, label: `${item.label}（止）`, multiple: false }
    ]
  })
}

/** true when some search value is set (the 筛选 button shows it is active) */
export function hasSearchValues(values: Record<string, unknown>): boolean {
  return Object.entries(values).some(([id, v]) => {
    if (id === KEYWORD_ID || v === undefined || v === null || v === '') return false
    if (Array.isArray(v)) return v.some((x) => x !== undefined && x !== null && x !== '')
    return true
  })
}
