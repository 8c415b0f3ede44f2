// selector pages and the picker bridge (H5)
export { PopSelectScreen } from './pickers/pop-select-screen'
export { TableSelectScreen } from './pickers/table-select-screen'
export { TableTreeScreen } from './pickers/table-tree-screen'
export { TableLinkageScreen } from './pickers/table-linkage-screen'
export { openPicker, openTableLinkage, resolvePicker, releasePicker } from './lib/picker-bridge'
export type { LinkagePayload, LinkageResult } from './pickers/types'

// the dynamicModel pages: list, form, detail, scanForm (H7)
export { ModelIndexScreen, RecordFormScreen, RecordDetailScreen } from './components/screens'
export type { ModelIndexScreenProps, RecordScreenProps } from './components/screens'

// what a domain adds to a model's screens: headers, toolbar and row buttons, widgets, coded sections, its own pages
export type {
  ModelExtensions, ListContext, ListFilter, ListHeader, ListAction, RowAction, ModelSection, SectionContext
} from './extensions'
export { createRegistry, extendRegistry, defaultRegistry } from './registry'
export type { Registry } from './registry'
export type { Widget, WidgetMap, WidgetProps } from './types'
// counts and sums of a model's records for a domain's own header (charts: @/components/charts)
export { getModelStatistics } from './api/statistics'
export { useModelStatistics } from './hooks/use-model-statistics'
export type { StatisticsState } from './hooks/use-model-statistics'
export { ScanFormScreen } from './components/scan/scan-form'
export type { ScanFormScreenProps } from './components/scan/scan-form'
export { encodePageConfig, decodePageConfig, formUrl, detailUrl } from './components/page-config'
export type { PageConfig, Jurisdiction, ButtonLabels } from './components/page-config'
export { parseRecordCode, recordCodeText, UNKNOWN_CODE_TEXT } from './components/scan-code'

// the pieces the workflow engine's detail draws a flow's low-code form with (workflow/forms/online-form.tsx)
export { FormRenderer } from './renderer'
export { normaliseForm, buildFormRules, initialValues, toSubmitData } from './model'
export { currentLcUser } from './components/current-user'
// a record's states, moves and timeline (models with record states), for pages that show a record another way
export { RecordStatesPanel } from './components/states/record-states-panel'
export type { RecordStatesPanelProps } from './components/states/record-states-panel'
export type { LcField, LcForm, LcUser } from './types'
// the submit path a domain's own form uses (new records), and a record's states and moves
export { createRecord } from './api/records'
export { sendNewRecord, QUEUED_MESSAGE } from './components/form/send-new-record'
export { recordSummary } from './components/form/submit-record'
export type { QueueTarget } from './components/form/send-new-record'
export { getRecordStates, transitionRecord } from './api/states'
export { getDictionaryOptions } from './api/options'
export { getUsersByIds } from './api/selectors'
export { getRecordDisplay, listRecords } from './api/records'
// the platform's hand-over of an exported sheet (a download on H5, WeChat's viewer on the weapp), for modules' own exports
export { saveExport } from './components/list/save-export'
