// Low-code tables: models, their records and data interfaces.

/** a low-code model; formData/columnData/appColumnData are the designer JSON as text (jnpf-api.md §5.1) */
export interface VisualDevTable {
  id: string
  fullName: string
  enCode: string
  /** 1 form only, 2 list + form, 4 data view */
  webType: number
  formData: string
  columnData: string
  appColumnData: string
  tables: string
  enableFlow: number
  flowId: string
  /** optional (default ''): model rows written before migration 007 need not name them */
  flowEnCode?: string
  flowTemplateJson?: string
  sortCode: number
  createdAt: number
  /** what the designers keep (migration 018; optional: rows from the catalogue and the seed take the defaults) */
  category?: string
  /** 1 应用开发 (the console's 功能设计 lists type 1) */
  type?: number
  /** 0 not released, 1 released, 2 changed since the release */
  state?: number
  description?: string
  /** the release dialog's last choice, {"pc":0|1,"app":0|1} */
  platformRelease?: string
  creatorUserId?: string
  lastModifyUserId?: string
  lastModifyTime?: number | null
  /** record states an administrator declared in the designer (migration 022), JSON RecordStatesDef without `model`; '' none */
  recordStates?: string
}

/** one record of any low-code model; data is the JSON field map keyed by __vModel__ */
export interface VisualDevRecordTable {
  id: string
  modelId: string
  projectId: string
  contractId: string
  data: string
  searchText: string
  creatorUserId: string
  creatorTime: number
  lastModifyUserId: string
  lastModifyTime: number | null
  /** status of the record's flow task (jnpf-api.md §6.5), null before a flow is launched; set by the workflow */
  flowState?: number | null
  /** JNPF's f_version (migration 016): raised by every update; an edit sent with an older one is refused */
  version?: number
  /** the record state's code (migration 018), null on models without states; changed only by a move */
  recordState?: string | null
  stateEnteredAt?: number | null
  /** when the record falls due in its state (its model's due rule), null = never */
  stateDueAt?: number | null
}

/** how many records a model has in one project and contract section (migration 024), kept by triggers */
export interface VisualDevRecordTallyTable {
  modelId: string
  projectId: string
  contractId: string
  n: number
}

/** a number per model that every write to its records changes (migration 034), kept by triggers */
export interface VisualDevRecordChangeTable {
  modelId: string
  n: number
}

/** a data interface (base_data_interface): dataType 2 static rows, 3 a built-in query; definition is its JSON */
export interface DataInterfaceTable {
  id: string
  fullName: string
  enCode: string
  category: string
  dataType: number
  definition: string
  enabledMark: number
  description: string
  sortCode: number
}

/** an Idempotency-Key a user sent with a create of a model (migration 016); kept 24 h */
export interface VisualDevIdempotencyTable {
  userId: string
  modelId: string
  idemKey: string
  recordId: string
  /** 0 while the first request is writing the record, 1 once it exists */
  done: number
  createdAt: number
}

/** one update of a record: who, when, and the changed fields as JSON [{field, label, oldValue, newValue}] */
export interface VisualDevRecordHistoryTable {
  id: string
  modelId: string
  recordId: string
  userId: string
  createdAt: number
  version: number
  changes: string
}

/** one move of a record between states (migration 018); photos is JSON [{fileId, url, name}] */
export interface VisualDevRecordMoveTable {
  id: string
  modelId: string
  recordId: string
  seq: number
  transition: string
  fromState: string
  toState: string
  userId: string
  createdAt: number
  opinion: string
  photos: string
  signImg: string
}

/**
 * a record's image before a write (migration 070): what a kept filtered total takes away when the record changed
 * (visualdev/count-cache.ts); existed 0 = the write inserted it, the image columns are then null
 */
export interface VisualDevRecordBeforeTable extends Partial<Omit<VisualDevRecordTable, 'id' | 'modelId'>> {
  modelId: string
  n: number
  id: string
  existed: number
  at: number
}
