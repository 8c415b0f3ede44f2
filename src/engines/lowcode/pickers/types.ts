// Shapes shared by the selector widgets, the popup tree picker and the selector pages.
import type { LcTemplateParam } from '../types'

/** a node as the popup tree picker shows it */
export interface PickerNode {
  /** unique within the picker: what the selection is keyed by (an id, an id path, or `id--type`) */
  key: string
  id: string
  name: string
  /** a second line (organisation path of a user, ...) */
  hint?: string
  /** the text of its tag once picked (a whole path for organisations and areas); `name` by default */
  tagName?: string
  /** node kind: company, department, position, user, role, group, area */
  type?: string
  selectable: boolean
  children?: PickerNode[]
  /** lazy trees (area): true when the children still have to be loaded */
  lazy?: boolean
  /** the ids from the root down to this node */
  path: string[]
  /** the names along `path` */
  pathNames: string[]
}

/** one picked item: the key the value is built from and the name shown on its tag */
export interface PickedItem {
  key: string
  name: string
}

/** a column of the selector pages (columnOptions item) */
export interface ColumnOption {
  value: string
  label?: string
}

/** what the popSelect page lists */
export type PopSelectPayload =
  | {
      kind: 'relationForm'
      title: string
      modelId: string
      /** the linked model's field shown as the row title and stored display */
      relationField: string
      columnOptions: ColumnOption[]
      hasPage: boolean
      pageSize: number
      /** the record id currently chosen */
      selected: string[]
    }
  | ({ kind: 'popupSelect' } & TablePickerPayload)

/** popupSelect, popupTableSelect and tableTreeSelector: rows of a data interface */
export interface TablePickerPayload {
  title: string
  interfaceId: string
  propsValue: string
  relationField: string
  columnOptions: ColumnOption[]
  /** templateJson with defaultValue filled from the form */
  paramList: LcTemplateParam[]
  hasPage: boolean
  pageSize: number
  multiple: boolean
  /** values (row[propsValue]) currently chosen */
  selected: string[]
  /** tree-shaped interfaces: the key of the children array */
  childrenKey?: string
}

/** the picked rows, whole: widgets take the value, the display text and transferList fields from them */
export interface RowsResult {
  rows: Record<string, unknown>[]
}

/** a child-table footer button's actionConfig (jnpf-forms-and-flows §1.3 table, §3.6) */
export interface LinkageActionConfig {
  popupTitle?: string
  dataSource?: 'dynamic' | 'relationForm' | string
  interfaceId?: string
  templateJson?: LcTemplateParam[]
  modelId?: string
  columnOptions?: ColumnOption[]
  /** child column <- picked row field (type 1) or a constant (type 2) */
  relationOptions?: { field: string; type?: number | string; value?: unknown }[]
  hasPage?: boolean
  pageSize?: number
  [key: string]: unknown
}

export interface LinkagePayload {
  actionConfig: LinkageActionConfig
  /** the whole form's values, for the interface parameters */
  formValues: Record<string, unknown>
  tableVModel: string
}

/** rows to append to the child table, keyed by child column vModel */
export interface LinkageResult {
  rows: Record<string, unknown>[]
}
