// The three row pickers: popupSelect (popSelect page over a data interface), popupTableSelect (tableSelect page,
// a table of columnOptions) and relationForm (popSelect page over another model's records).
import type { LcField, LcTemplateParam } from '../../types'
import { interfaceRowsByIds } from '../../api/data-interface'
import { getRelationRecord } from '../../api/relation'
import { openPopSelect, openTableSelect } from '@/engines/lowcode/lib/picker-bridge'
import { buildParamList } from '../../pickers/param-list'
import type { ColumnOption, TablePickerPayload } from '../../pickers/types'
import { propString } from './kind'
import type { PickContext, Row, RowKind } from './row-selector-widget'

export function columnsOf(field: LcField): ColumnOption[] {
  const list = field.props.columnOptions
  if (!Array.isArray(list)) return []
  return list
    .filter((c): c is Record<string, unknown> => Boolean(c) && typeof c === 'object' && typeof (c as { value?: unknown }).value === 'string')
    .map((c) => ({ value: String(c.value), label: typeof c.label === 'string' ? c.label : undefined }))
}

export const interfaceIdOf = (field: LcField): string => field.optionSource.propsUrl || propString(field, 'interfaceId') || ''

export function templateOf(field: LcField): LcTemplateParam[] {
  const t = field.optionSource.templateJson ?? field.props.templateJson
  return Array.isArray(t) ? (t as LcTemplateParam[]) : []
}

const pageSizeOf = (field: LcField) => {
  const n = Number(field.props.pageSize)
  return Number.isInteger(n) && n > 0 && n <= 500 ? n : 20
}

/** what the data-interface pages need, from the field and the form as it is now */
export function tablePayload(field: LcField, ctx: PickContext, multiple: boolean): TablePickerPayload {
  return {
    title: propString(field, 'popupTitle') || field.label || '选择数据',
    interfaceId: interfaceIdOf(field),
    propsValue: propString(field, 'propsValue') || 'id',
    relationField: propString(field, 'relationField') || 'fullName',
    columnOptions: columnsOf(field),
    paramList: buildParamList(templateOf(field), ctx.values, ctx.rowIndex),
    hasPage: field.props.hasPage !== false,
    pageSize: pageSizeOf(field),
    multiple,
    selected: ctx.keys
  }
}

function interfaceKind(name: string, open: (payload: TablePickerPayload) => Promise<{ rows: Row[] } | undefined>, multipleAllowed: boolean): RowKind {
  return {
    name,
    multiple: (field) => multipleAllowed && field.multiple,
    valueKey: (field) => propString(field, 'propsValue') || 'id',
    labelKey: (field) => propString(field, 'relationField') || 'fullName',
    rowsFor: async (ctx) => {
      const p = tablePayload(ctx.field, ctx, false)
      if (!p.interfaceId) return []
      return interfaceRowsByIds(p.interfaceId, ctx.keys, p.propsValue, p.relationField, p.paramList)
    },
    pick: async (ctx) => {
      const result = await open(tablePayload(ctx.field, ctx, multipleAllowed && ctx.field.multiple))
      return result?.rows
    }
  }
}

export const popupSelectKind = interfaceKind('popupSelect', (payload) => openPopSelect({ kind: 'popupSelect', ...payload }), true)

export const popupTableSelectKind = interfaceKind('popupTableSelect', openTableSelect, true)

export const relationFormKind: RowKind = {
  name: 'relationForm',
  multiple: () => false,
  valueKey: () => 'id',
  labelKey: (field) => propString(field, 'relationField') || 'id',
  rowsFor: async ({ field, keys }) => {
    const modelId = propString(field, 'modelId')
    if (!modelId) return []
    const rows = await Promise.all(keys.map((id) => getRelationRecord(modelId, id)))
    return rows.filter((r): r is Row => Boolean(r))
  },
  pick: async ({ field, keys }) => {
    const result = await openPopSelect({
      kind: 'relationForm',
      title: propString(field, 'popupTitle') || field.label || '选择关联数据',
      modelId: propString(field, 'modelId') ?? '',
      relationField: propString(field, 'relationField') || 'id',
      columnOptions: columnsOf(field),
      hasPage: field.props.hasPage !== false,
      pageSize: pageSizeOf(field),
      selected: keys
    })
    return result?.rows
  }
}
