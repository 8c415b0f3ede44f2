// Low-code online forms (jnpf-api.md §5): what GET /api/visualdev/OnlineDev/{modelId}/Config and the record
// endpoints answer. formData/columnData/appColumnData travel as JSON strings; the client parses them.
import type { PaginationQuery } from './envelope'
import type { RecordStateColumns, RecordStateOption } from './visualdev-states'

/** DataInfoVO */
export interface VisualDevConfigVO {
  id: string
  fullName: string
  enCode: string
  /** 1 form only, 2 list + form, 4 data view */
  webType: string
  formData: string
  columnData: string
  appColumnData: string
  enableFlow: 0 | 1
  flowId: string
  flowEnCode: string
  flowTemplateJson: string
  /** the model's record states (our own, issue 10); absent when the model declares none */
  recordStates?: RecordStateOption[]
}

/** VisualdevModelDataInfoVO: data is the JSON of the field map */
export interface VisualDevModelDataInfoVO {
  id: string
  data: string
}

/** VisualdevModelDataCrForm; data may be the JSON string JNPF sends or the map itself */
export interface VisualDevDataForm {
  data: string | Record<string, unknown>
  /** the record's project and contract section; default: the caller's first */
  projectId?: string
  contractId?: string
  status?: number
}

/**
 * PaginationModel (§5.2). `sidx` is a comma list, "-" = descending (`-a,b`). queryJson is the JSON of
 * {"<searchList id>": value, "jnpfKeyword": text}; superQueryJson the JSON of {matchLogic, conditionList}.
 * pageSize above 1000 (the app sends 1000000 for unpaged lists) is answered with pages of 1000.
 */
export interface VisualDevListQuery extends PaginationQuery {
  queryJson?: string
  superQueryJson?: string
  /** narrows the rights to that menu's grants */
  menuId?: string
  /** narrow the list to one of the caller's projects / contract sections (the header's choice) */
  projectId?: string
  contractId?: string
  /** only records in this state (our own, models with record states) */
  recordState?: string
}

/** GET /api/visualdev/Base/{id}/FieldDataSelect (§5.3): relationField and columnOptions are comma lists of fields */
export interface FieldDataSelectQuery {
  currentPage?: number
  pageSize?: number
  keyword?: string
  relationField?: string
  columnOptions?: string
}

/**
 * a list row: display values keyed by __vModel__ plus id; relationForm/popupSelect fields add `<vModel>_id` (the
 * raw id) and relation attributes `<relationVModel>_<showField>`; rows of flow-enabled models carry flowState
 * (the flow task status, null before a flow is launched)
 */
export type VisualDevRow = Record<string, unknown> & { id: string; flowState?: number | null } & Partial<RecordStateColumns>

/** flow task states (jnpf-api.md §6.5) in which the server refuses DELETE of the record */
export const FLOW_STATES_BLOCKING_DELETE = [1, 2, 3, 5] as const

/** one changed field of a record update: values as the detail shows them (names, labels, formatted dates) */
export interface VisualDevFieldChange {
  /** the field's __vModel__ */
  field: string
  label: string
  oldValue: string
  newValue: string
}

/** GET /api/visualdev/OnlineDev/{modelId}/{id}/History (our own, issue 10): one update of the record */
export interface VisualDevHistoryItem {
  id: string
  creatorUserId: string
  /** "name/account" */
  creatorUser: string
  /** ms */
  creatorTime: number
  changes: VisualDevFieldChange[]
}

/** the answer of History: the record's updates, newest first */
export interface VisualDevHistoryVO {
  list: VisualDevHistoryItem[]
}
