// The 统计 header's switch in the list config and the period window it asks the server for (China time).
import { normaliseForm } from '@/engines/lowcode/model/normalise'
import { parseColumnData } from '@/engines/lowcode/model/list-config'
import { statisticsConfig, type StatisticsRights } from '@/engines/lowcode/model/statistics-config'
import { PERIOD_WORDS, periodAxisLabel, periodWindow } from '@/engines/lowcode/model/statistics-periods'

const f = (jnpfKey: string, label: string, vModel: string) => ({ __config__: { jnpfKey, label }, __vModel__: vModel })
const form = normaliseForm({
  fields: [
    f('select', '隐患等级', 'level'), f('select', '隐患类别', 'kind'), f('datePicker', '发现日期', 'foundDate'),
    f('input', '隐患名称', 'title'), f('createTime', '填报时间', 'creatorTime'),
    { __config__: { jnpfKey: 'table', label: '明细', children: [f('select', '项', 'item')] }, __vModel__: 'tableItems' }
  ]
}).fields

function rights(statistics: unknown, more: Partial<StatisticsRights> & { columns?: Record<string, unknown> } = {}): StatisticsRights {
  const columnData = parseColumnData(JSON.stringify({
    columnList: [{ prop: 'level', label: '隐患等级' }, { prop: 'foundDate', label: '发现日期' }, { prop: 'title', label: '隐患名称' }],
    statistics, ...more.columns
  }))
  return {
    columnData, columnAllow: columnData.columnList, enableFlow: true,
    formAllow: { formList: [], useFormPermission: false, menuId: 'm' }, ...more
  }
}

describe('statisticsConfig', () => {
  test('no statistics key: no header', () => {
    expect(statisticsConfig(form, rights(undefined))).toBeNull()
    expect(statisticsConfig(form, rights('yes'))).toBeNull()
  })

  test('reads the groups with their form labels and the period series', () => {
    const config = statisticsConfig(form, rights({ groupBy: ['level', 'kind', 'flowState', 'contractId'], dateField: 'foundDate', period: 'month', periods: 12 }))
    expect(config).toEqual({
      groups: [{ id: 'level', label: '隐患等级' }, { id: 'kind', label: '隐患类别' }, { id: 'flowState', label: '流程状态' }, { id: 'contractId', label: '合同段' }],
      period: { field: 'foundDate', label: '发现日期', unit: 'month', count: 12 }
    })
  })

  test('leaves out what cannot be grouped: unknown fields, dates, child-table columns, the flow state of a flowless model', () => {
    const config = statisticsConfig(form, { ...rights({ groupBy: ['nope', 'foundDate', 'item', 'tableItems', 'flowState', 'level', 'level'] }), enableFlow: false })
    expect(config).toEqual({ groups: [{ id: 'level', label: '隐患等级' }] })
  })

  test('a period defaults to 6 months, is capped, and may count records by their creation time', () => {
    expect(statisticsConfig(form, rights({ dateField: 'foundDate' }))?.period).toEqual({ field: 'foundDate', label: '发现日期', unit: 'month', count: 6 })
    expect(statisticsConfig(form, rights({ dateField: 'foundDate', period: 'week', periods: 999 }))?.period).toMatchObject({ unit: 'week', count: 60 })
    expect(statisticsConfig(form, rights({ dateField: 'creatorTime', period: 'day' }))?.period).toMatchObject({ field: 'creatorTime', unit: 'day' })
    // a text field is no date
    expect(statisticsConfig(form, rights({ dateField: 'title' }))).toBeNull()
  })

  test('with column rights a list column the user may not see is left out; with nothing left there is no header', () => {
    const base = rights({ groupBy: ['level', 'kind'], dateField: 'foundDate' }, { columns: { useColumnPermission: true } })
    const limited = { ...base, columnAllow: base.columnData.columnList.filter((c) => c.prop === 'title') }
    // 隐患类别 is no list column: the form rights (off) decide, so it stays
    expect(statisticsConfig(form, limited)).toEqual({ groups: [{ id: 'kind', label: '隐患类别' }] })
    const noForm = { ...limited, formAllow: { formList: [{ enCode: 'title' }], useFormPermission: true, menuId: 'm' } }
    expect(statisticsConfig(form, noForm)).toBeNull()
  })
})

describe('periodWindow', () => {
  // Wednesday 4 March 2026, 01:30 in China (still 3 March in UTC)
  const now = Date.parse('2026-03-04T01:30:00+08:00')

  test('months: from the first day of the month count-1 months back, across a year end', () => {
    expect(periodWindow('month', 6, now)).toEqual({ startTime: '2025-10-01', endTime: '2026-03-04' })
    expect(periodWindow('month', 1, now)).toEqual({ startTime: '2026-03-01', endTime: '2026-03-04' })
    expect(periodWindow('month', 15, now).startTime).toBe('2025-01-01')
  })

  test('weeks start on Monday in China time; days count back from today', () => {
    expect(periodWindow('week', 1, now)).toEqual({ startTime: '2026-03-02', endTime: '2026-03-04' })
    expect(periodWindow('week', 3, now).startTime).toBe('2026-02-16')
    // a Sunday belongs to the week that began six days earlier
    expect(periodWindow('week', 1, Date.parse('2026-03-08T23:00:00+08:00')).startTime).toBe('2026-03-02')
    expect(periodWindow('day', 7, now)).toEqual({ startTime: '2026-02-26', endTime: '2026-03-04' })
  })

  test('axis labels and the words of the figures', () => {
    expect(periodAxisLabel('2026-03', 'month')).toBe('3月')
    expect(periodAxisLabel('2026-03-02', 'week')).toBe('03-02')
    expect(periodAxisLabel('2026-03-02', 'day')).toBe('03-02')
    expect(periodAxisLabel(null, 'month')).toBe('')
    expect(PERIOD_WORDS.month).toEqual(['本月', '上月'])
  })
})
