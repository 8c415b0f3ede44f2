// The low-code selector pages (popSelect, tableSelect, tableTreeSelector, tableLinkage) talk to the widget that
// opened them through the shared page-to-page bridge of src/lib; this file adds the typed shortcuts for them.
// (Widgets write through the form store, which outlives the component, so a remounted requester is no problem.)
import { routes } from '@/config/routes'
import { openPicker } from '@/lib/picker-bridge'
import type { LinkagePayload, LinkageResult, PopSelectPayload, RowsResult, TablePickerPayload } from '../pickers/types'

export { openPicker, getPickerPayload, resolvePicker, releasePicker, handOverPicker, pendingPickers } from '@/lib/picker-bridge'

// typed shortcuts for the four selector pages
export const openPopSelect = (payload: PopSelectPayload) => openPicker<RowsResult, PopSelectPayload>(routes.popSelect, payload)
export const openTableSelect = (payload: TablePickerPayload) => openPicker<RowsResult, TablePickerPayload>(routes.tableSelect, payload)
export const openTableTreeSelector = (payload: TablePickerPayload) =>
  openPicker<RowsResult, TablePickerPayload>(routes.tableTreeSelector, payload)
/** a child table's custom footer button (§3.6): resolves with the rows to append */
export const openTableLinkage = (payload: LinkagePayload) => openPicker<LinkageResult, LinkagePayload>(routes.tableLinkage, payload)
