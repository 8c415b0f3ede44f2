// Low-code online forms (jnpf-api.md §5): what GET /api/visualdev/OnlineDev/{modelId}/Config and the record
// endpoints answer. formData/columnData/appColumnData travel as JSON strings; the client parses them.
import type { PaginationQuery } from './envelope'

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

/** PaginationModel (§5.2) */
export interface VisualDevListQuery extends PaginationQuery {
  queryJson?: string
  superQueryJson?: string
  menuId?: string
  projectId?: string
}

/** a list row: the field map plus id and the record's bookkeeping */
export type VisualDevRow = Record<string, unknown> & { id: string }
