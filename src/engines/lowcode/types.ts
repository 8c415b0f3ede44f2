// The low-code engine's shared contract (jnpf-forms-and-flows.md §1-§3). Every part of src/engines/lowcode
// speaks these types: the normaliser turns any JNPF form JSON generation (3.3 comInput ... 3.6 input) into LcField,
// the registry maps LcField.jnpfKey to a widget, widgets receive WidgetProps, pages hold one FormStore.
import type { ComponentType } from 'react'
import type { FormStore } from '@/lib/form'

/** an option of radio/checkbox/select/cascader/treeSelect, already mapped through props {label,value,children} */
export interface LcOption {
  value: string | number
  label: string
  disabled?: boolean
  children?: LcOption[]
}

/** where a field's options come from (__config__.dataType) */
export interface LcOptionSource {
  type: 'static' | 'dictionary' | 'dynamic'
  /** dictionary type id or enCode (dataType dictionary) */
  dictionaryType?: string
  /** data interface id (dataType dynamic, and popupSelect/popupTableSelect/autoComplete interfaceId) */
  propsUrl?: string
  templateJson?: LcTemplateParam[]
  /** the option keys after normalising the three layouts: props.props ?? props ?? __config__.props */
  valueKey: string
  labelKey: string
  childrenKey: string
}

/** a data-interface parameter (templateJson item) */
export interface LcTemplateParam {
  field: string
  fieldName?: string
  relationField?: string
  defaultValue?: unknown
  sourceType?: number
  [key: string]: unknown
}

/** a tab or collapse pane */
export interface LcPane {
  title: string
  name: string
  children: LcField[]
}

/** one control of the form tree, normalised */
export interface LcField {
  /** unique within the form: __config__.formId / renderKey / __vModel__, for React keys */
  key: string
  /** the 3.6 control name (comInput -> input, numInput -> inputNumber, date -> datePicker, ...) */
  jnpfKey: string
  /** the name as written in the JSON */
  rawJnpfKey: string
  /** data key; undefined for display-only controls */
  vModel?: string
  label: string
  showLabel: boolean
  tipLabel?: string
  /** 24-column grid span */
  span: number
  required: boolean
  regList: { pattern: string; message: string }[]
  /** hidden but still submitted (also set by form permissions) */
  noShow: boolean
  /** false when __config__.visibility exists and lacks "app" */
  visibleOnApp: boolean
  disabled: boolean
  readonly: boolean
  placeholder?: string
  defaultValue?: unknown
  /** default to the current user / organisation / department / position / role / group / date / time */
  defaultCurrent: boolean
  multiple: boolean
  /** static options (undefined when they come from a dictionary or a data interface) */
  options?: LcOption[]
  optionSource: LcOptionSource
  /** container children: row, card, tableGrid (cells flattened), and a child table's columns */
  children?: LcField[]
  /** tab and collapse panes */
  panes?: LcPane[]
  /** for fields inside a child table: the table's vModel */
  parentVModel?: string
  /** every other own prop of the control, with kebab-case names turned camelCase (show-word-limit -> showWordLimit) */
  props: Record<string, unknown>
  /** the raw __config__, for the rare keys the normaliser does not lift */
  config: Record<string, unknown>
}

/** who is filling the form: what defaultCurrent controls take, from CurrentUser.userInfo */
export interface LcUser {
  userId: string
  userName?: string
  organizeIdList?: string[]
  departmentId?: string
  positionIds?: { id: string }[]
  roleIds?: string[]
  groupIds?: string[]
  signImg?: string
}

/** one widget contract for every control */
export interface WidgetProps<V = unknown> {
  field: LcField
  value: V
  onChange: (value: V) => void
  onBlur?: () => void
  /** disabled by the field, the form, the user's rights or a read-only page */
  disabled: boolean
  /** the field's current error message, if any */
  error?: string
  /** the whole form's values: calculate, relation attributes, linkage and data-interface parameters read them */
  formValues: Record<string, unknown>
  /** the form this widget writes to (child tables and transferList write other fields) */
  form: FormStore
  modelId?: string
}

// a registry holds widgets of every value type; each widget narrows V itself
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Widget = ComponentType<WidgetProps<any>>
/** jnpfKey (3.6 name) -> widget; a registry is assembled from several of these */
export type WidgetMap = Record<string, Widget>

/** the form-level keys of formData (§1.1) the app uses, with the designer defaults filled in */
export interface LcFormConf {
  /** 'top' puts labels above; anything else beside ('right' aligns them right) */
  labelPosition: 'left' | 'right' | 'top'
  /** px, as designed (the mobile parser shows 1.5x in rpx) */
  labelWidth: number
  labelSuffix: string
  /** the whole form read-only */
  disabled: boolean
  hasConfirmBtn: boolean
  confirmButtonText: string
  hasCancelBtn: boolean
  cancelButtonText: string
  hasConfirmAndAddBtn: boolean
  confirmAndAddText: string
  hasPrintBtn: boolean
  printButtonText: string
  /** every form-level key as written, for the rare ones not lifted */
  raw: Record<string, unknown>
}

/** a normalised formData */
export interface LcForm {
  conf: LcFormConf
  fields: LcField[]
}

/** a list button: btnsList / columnBtnsList / customBtnsList item (§2.1, §2.4) */
export interface LcListButton {
  value: string
  label: string
  icon?: string
  /** customBtnsList: what the button does (btnType 1 form, 2 script, 3 data interface) */
  event?: Record<string, unknown>
  [key: string]: unknown
}

/** a list column (§2.2); child-table columns are grouped into one `table` column with children */
export interface LcColumn {
  /** vModel, or the child table's vModel for a grouped column; the row key of the value */
  prop: string
  /** cut to 4 characters for the phone (§2.2) */
  label: string
  fullLabel: string
  jnpfKey: string
  sortable: boolean
  align?: string
  fixed?: string
  width?: number
  /** the column read as a form field (format, thousands, precision ... for display) */
  field: LcField
  /** the grouped child-table columns */
  children?: LcColumn[]
}

/** a search item (§2.3), rendered with the form widgets; `field.vModel` is the item id */
export interface LcSearchItem {
  id: string
  label: string
  jnpfKey: string
  /** 1 equal, 2 fuzzy, 3 range */
  searchType: 1 | 2 | 3
  searchMultiple: boolean
  isKeyword: boolean
  /** the designed default: [] for ranges and multiple selects */
  value: unknown
  field: LcField
}

export interface LcSortOption {
  field: string
  sort: 'asc' | 'desc'
  /** e.g. 检查日期降序 */
  label: string
}

/** appColumnData || columnData, parsed (§2.1) */
export interface LcColumnData {
  type: number
  columnList: LcColumn[]
  searchList: LcSearchItem[]
  hasPage: boolean
  pageSize: number
  defaultSort: { field: string; sort: 'asc' | 'desc' }[]
  btnsList: LcListButton[]
  columnBtnsList: LcListButton[]
  customBtnsList: LcListButton[]
  useBtnPermission: boolean
  useColumnPermission: boolean
  useFormPermission: boolean
  useDataPermission: boolean
  raw: Record<string, unknown>
}

/** the form permission object handed from the list to the form/detail pages (§3.3 formAllow) */
export interface LcFormAllow {
  formList: { id?: string; fullName?: string; enCode: string }[]
  useFormPermission: boolean
  menuId: string
}

/** what the user may do on a list (§3.3 `inserted`) */
export interface LcJurisdiction {
  /** 'btn_add', 'btn_edit', 'btn_detail', 'btn_remove' ... */
  btnAllow: string[]
  columnAllow: LcColumn[]
  customBtnsList: LcListButton[]
  formAllow: LcFormAllow
  /** btn_detail/btn_edit/btn_add/btn_remove -> the designer's caption */
  labelS: Record<string, string>
}
