// What other modules may import of the low-code module: its routes, the hooks and record states a domain registers,
// and what the workflow needs to keep a flow task's low-code form (a record of a model) in step with the model's
// own rules.

// routes (plugins/api.ts)
export { visualDevRoutes } from './routes'
export { exportRoutes } from './export-routes'
export { statisticsRoutes } from './statistics-routes'

// a domain's rules: per-model hooks and record states
export { registerModelHooks, computedFields } from './model-hooks'
export type { ModelHooks, ModelRef, SaveEvent, FlowStateEvent, TransitionEvent } from './model-hooks'
export { fieldsNamedBy, recordStatesProblem, registerRecordStates, statesOf } from './states-registry'
export { designedRecordStates } from './states-design'
export type { RecordStatesDef, StateDef, TransitionDef, TransitionWho, TransitionNeeds, DueRule } from './states-types'

// models and their forms
export { SYSTEM_KEYS, parseForm, parseFormFields } from './form-fields'
export type { FormField, ParsedForm } from './form-fields'
export { withDictionaryOptions } from './dictionary-options'
export type { Origin } from './list-config'
export { modelAccess } from './permissions'
export type { Button } from './permissions'
export { modelContext } from './service'
// creates a retry cannot repeat (the workflow's new tasks use them too)
export { idempotencyKeyOf, idempotentCreate } from './idempotency'

// records: scope, checks, storage, display
export { visualDevRepository, type RecordScope } from './repository'
export { syncAllModelIndexes, syncModelIndexes } from './model-indexes'
export { recordImagesPruneJob } from './record-images-prune'
export { NOT_FOUND, inScope, narrowedScope, recordScope, resolveScope } from './scope'
export { checkReferences, checkUnique, serverFilledOnCreate } from './record-checks'
export { searchTextOf, validateRecord } from './validate'
export { withoutServerOwned } from './server-owned'
export { displayRecords, displayTexts, parseData, rawRecord } from './record-view'
// a domain's roll-ups over records: JSON values in SQL, and a record's state as lists show it
export { jsonSql, type Dialect } from './sql-json'
export { currentState } from './states-rules'
// a record's state and the moves the caller may make now, checked as reading the record is
export { recordStates } from './states-service'
export { afterSave, beforeSave, initialState, setRecordFlowState } from './record-hooks'

// printing: sections other modules add to every printed record, and the time format records show
export {
  registerPrintSection, type PrintBlock, type PrintCell, type PrintImage, type PrintInput, type PrintSection, type PrintSectionProvider
} from './print-sections'
export { formatTime } from './display'
export { printRoutes } from './print-routes'
// documents to sign (e-signature): a record printed whole, any document rendered with its stamps
export { recordPrintDocument, type DocumentPrint } from './print-document'
export { renderPdf, type PdfStamp, type PrintDocument } from './print-pdf'
export { placeOf } from './print-service'
export { readPrintImages } from './print-images'
export { printFont } from './print-font'
export { PAGE as PDF_PAGE, MARGIN as PDF_MARGIN } from './print-canvas'

// the designers' API: the regList pattern rule, field lookup and the model JSON checks
export { fieldIndex } from './form-fields'
export { patternOf } from './validate'
export { checkModelJson, checkFormData, checkColumnData, MAX_JSON_CHARS, type ModelJson } from './design-checks'

// who may read a record, and the files a record holds (file access)
export { mayReadRecordById } from './record-access'
export { claimRecordFiles, rememberRecordFiles, signRecordFiles } from './record-files'
