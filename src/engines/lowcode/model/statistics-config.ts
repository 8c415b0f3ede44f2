// The 统计 header of a model's list is switched on by the list config (appColumnData || columnData), a key of our
// own that JNPF's designers keep untouched:
//
//   "statistics": { "groupBy": ["hazardLevel", "hazardCategory", "flowState"], "dateField": "foundDate",
//                   "period": "month", "periods": 6 }
//
// groupBy: what the counts can be grouped by (option, person, organisation or other one-value fields; flowState,
// projectId, contractId); dateField with period and periods: the series of the last `periods` days, weeks or months
// (a date field, or creatorTime). Fields the user may not see (column rights, form rights) are left out, as the
// server would refuse them; with nothing left there is no header.
import type { StatisticsPeriod } from '@shared/api/visualdev-statistics'
import type { LcColumnData, LcField, LcFormAllow } from '../types'
import { dataFields } from './fields'
import { isObject } from './options'

export interface LcStatisticsGroup {
  /** the groupBy sent: a field's vModel, or flowState / projectId / contractId */
  id: string
  label: string
}

export interface LcStatisticsConfig {
  groups: LcStatisticsGroup[]
  period?: { field: string; label: string; unit: StatisticsPeriod; count: number }
}

const RECORD_KEYS: Readonly<Record<string, string>> = { flowState: '流程状态', recordState: '状态', projectId: '项目', contractId: '合同段' }
const DATE_KEYS = new Set(['datePicker', 'createTime', 'modifyTime'])
const UNITS: readonly StatisticsPeriod[] = ['day', 'week', 'month']
const DEFAULT_PERIODS = 6
/** the server answers at most 400 groups; a phone shows a year of months or two months of days at most */
const MAX_PERIODS = 60

export interface StatisticsRights {
  columnData: LcColumnData
  /** the list columns the user may see */
  columnAllow: { prop: string }[]
  formAllow: LcFormAllow
  enableFlow: boolean
}

/** may the user see this field: a granted list column, or (not a list column) a field the form rights show */
function visible(id: string, rights: StatisticsRights): boolean {
  const { columnData, columnAllow, formAllow } = rights
  const isColumn = columnData.columnList.some((c) => c.prop === id)
  if (columnData.useColumnPermission && isColumn) return columnAllow.some((c) => c.prop === id)
  if (isColumn || !formAllow.useFormPermission) return true
  return formAllow.formList.some((f) => f.enCode === id)
}

export function statisticsConfig(fields: LcField[], rights: StatisticsRights): LcStatisticsConfig | null {
  const raw = rights.columnData.raw.statistics
  if (!isObject(raw)) return null
  const topFields = dataFields(fields).filter((f) => !f.parentVModel && f.jnpfKey !== 'table')
  const fieldOf = (id: string) => topFields.find((f) => f.vModel === id)

  const ids = Array.isArray(raw.groupBy) ? raw.groupBy.filter((v): v is string => typeof v === 'string' && v !== '') : []
  const groups = [...new Set(ids)].flatMap((id): LcStatisticsGroup[] => {
    if (id === 'flowState') return rights.enableFlow ? [{ id, label: RECORD_KEYS[id] }] : []
    if (RECORD_KEYS[id]) return [{ id, label: RECORD_KEYS[id] }]
    const field = fieldOf(id)
    return field && !DATE_KEYS.has(field.jnpfKey) && visible(id, rights) ? [{ id, label: field.label }] : []
  })

  let period: LcStatisticsConfig['period']
  const dateId = typeof raw.dateField === 'string' ? raw.dateField : ''
  const dateField = dateId ? fieldOf(dateId) : undefined
  const dateOk = dateId === 'creatorTime' || (dateField !== undefined && DATE_KEYS.has(dateField.jnpfKey) && visible(dateId, rights))
  if (dateOk) {
    const unit = UNITS.includes(raw.period as StatisticsPeriod) ? (raw.period as StatisticsPeriod) : 'month'
    const n = Math.trunc(Number(raw.periods))
    const count = Number.isFinite(n) && n > 0 ? Math.min(n, MAX_PERIODS) : DEFAULT_PERIODS
    period = { field: dateId, label: dateField?.label ?? '创建时间', unit, count }
  }
  return groups.length || period ? { groups, ...(period ? { period } : {}) } : null
}
