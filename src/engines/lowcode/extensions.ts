// How a business domain adds its own parts to a model's list, form and detail without copying the engine
// (ARCHITECTURE.md "Where a new business domain goes", step 3). A domain writes one ModelExtensions object in
// src/features/<domain>/ and its thin pages hand it to the screens:
//
//   export const hazardExtensions: ModelExtensions = {
//     headers: [{ key: 'overdue', render: (list) => <OverdueFigures filter={list.filter} /> }],
//     toolbarActions: [{ key: 'map', label: '地图', onClick: () => openHazardMap() }],
//     rowActions: [{ key: 'remind', label: '催办', visible: (row) => row.flowState === 1, onClick: (row) => remind(row.id) }],
//     widgets: { fields: { location: StakeInput } },
//     sections: [{ key: 'score', place: 'bottom', render: (s) => <RiskScore form={s.form} values={s.values} /> }],
//     pages: { form: routes.hazardForm, detail: routes.hazardDetail }
//   }
//   <ModelIndexScreen id={HAZARD_MODEL} menuId={menuId} title='隐患整改' extensions={hazardExtensions} />
//   <RecordFormScreen config={params.config} extensions={hazardExtensions} />   (same for RecordDetailScreen)
//
// `pages` makes the list open the domain's own form and detail pages, so their sections and widgets apply there
// too. The engine's 统计 header (a model whose list config asks for it) is a header like any other.
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { VisualDevConfigVO, VisualDevRow } from '@shared/api/visualdev'
import type { FormStore } from '@/lib/form'
import type { LcColumnData, WidgetMap } from './types'
import { defaultRegistry, extendRegistry, type Registry } from './registry'

/** the filters of the list as List receives them: a header that counts or charts matches the rows shown */
export interface ListFilter {
  keyword: string
  queryJson: string
  menuId: string
  /** the record state the list shows (models with record states; absent = every state) */
  recordState?: string
}

/** what list parts are told about the list they sit in */
export interface ListContext {
  modelId: string
  menuId: string
  /** the menu name */
  title: string
  config: VisualDevConfigVO
  /** the list config after the user's column rights */
  columnData: LcColumnData
  filter: ListFilter
  /** the user's list rights (btn_add, btn_edit, btn_detail, btn_remove) */
  can(button: 'btn_add' | 'btn_edit' | 'btn_detail' | 'btn_remove'): boolean
  /** reloads the rows from the first page (after an action changed records) */
  reload(): void
  /** grows with every reload from the first page (pull-down, back from a form, a delete): headers count again */
  reloads: number
}

/** a part above the rows: figures, charts, a notice */
export interface ListHeader {
  key: string
  render(list: ListContext): ReactNode
}

/** a button beside 筛选 / 排序 */
export interface ListAction {
  key: string
  label: string
  visible?(list: ListContext): boolean
  onClick(list: ListContext): void
}

/** a button on each record card, before 更多 and 删除 */
export interface RowAction {
  key: string
  label: string
  /** drawn in the danger colour */
  danger?: boolean
  visible?(row: VisualDevRow, list: ListContext): boolean
  onClick(row: VisualDevRow, list: ListContext): void
}

/** what a coded section of the form or the detail is told */
export interface SectionContext {
  mode: 'form' | 'detail'
  modelId: string
  /** undefined for a new record */
  id?: string
  /** the form: its live store (read with useFormState, write with setValue); undefined on the detail */
  form?: FormStore
  /** the detail: the record's display values; the form: the values it opened with */
  values: Record<string, unknown>
  /** nothing may change (the detail, or a form opened with view rights only) */
  readOnly: boolean
}

/** a coded part of the form or the detail, above or below the designed fields */
export interface ModelSection {
  key: string
  /** 'bottom' unless said */
  place?: 'top' | 'bottom'
  /** both unless said */
  modes?: SectionContext['mode'][]
  render(section: SectionContext): ReactNode
}

export interface ModelExtensions {
  headers?: ListHeader[]
  toolbarActions?: ListAction[]
  rowActions?: RowAction[]
  /** widgets by control type (jnpfKey: they replace the engine's), and for single fields (vModel, '<table>-<column>') */
  widgets?: { types?: WidgetMap; fields?: WidgetMap }
  sections?: ModelSection[]
  /** the domain's own form and detail pages (routes builders taking the encoded page config) */
  pages?: { form?: (config: string) => string; detail?: (config: string) => string }
  /**
   * a flow-bound row the domain opens as the record (its detail) rather than as a task to submit: a record whose loop
   * runs on its states without a flow (a 一般隐患) and whose detail offers the flow where it is needed
   */
  opensAsRecord?(row: VisualDevRow): boolean
}

const NONE: ModelExtensions = {}
const ExtensionsContext = createContext<ModelExtensions>(NONE)
export const ExtensionsProvider = ExtensionsContext.Provider

export const useModelExtensions = (): ModelExtensions => useContext(ExtensionsContext)

/** the widget registry with the domain's widgets laid over the engine's */
export function useExtendedRegistry(): Registry {
  const { widgets } = useModelExtensions()
  return useMemo(() => (widgets ? extendRegistry(defaultRegistry, { widgets: widgets.types, fields: widgets.fields }) : defaultRegistry), [widgets])
}

/** the sections for one place of one page */
export function sectionsAt(extensions: ModelExtensions, mode: SectionContext['mode'], place: 'top' | 'bottom'): ModelSection[] {
  return (extensions.sections ?? []).filter((s) => (s.place ?? 'bottom') === place && (!s.modes || s.modes.includes(mode)))
}
