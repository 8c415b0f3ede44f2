// What a Statistics request asks for, checked and turned into SQL expressions: the group key, the summed numbers and
// the time window. Every name is checked against the form and the caller's column rights before any SQL is built:
// grouping or summing a field the caller may not see would give its values away group by group.
import { sql, type RawBuilder } from 'kysely'
import type { StatisticsPeriod, VisualDevStatisticsQuery } from '@shared/api/visualdev-statistics'
import { BadRequest } from '../../errors'
import { parseDate, unitBounds } from './date-units'
import { COLUMN_KEYS, NUMBER_KEYS, queryShape } from './field-kinds'
import type { FormField } from './form-fields'
import type { Queryable } from './query-rights'
import type { ModelContext } from './service'
import { jsonSql, type Dialect } from './sql-json'
import { bucketSql, PERIODS, periodsBetween } from './statistics-periods'
import { stateGroupKey } from './states-list'
import { statesOf } from './states-registry'
import type { RecordStatesDef } from './states-types'

/** more groups than this are refused: a chart of them says nothing and the answer would grow without bound */
export const MAX_GROUPS = 400
const MAX_SUMS = 10
export const STATS_REFUSED = '无权按该字段统计'

/** controls holding one value that names a category: options, people, organisations, linked rows, short text */
const CATEGORY_KEYS = new Set([
  'radio', 'select', 'treeSelect', 'switch', 'rate', 'input', 'autoComplete', 'userSelect', 'usersSelect', 'depSelect',
  'posSelect', 'roleSelect', 'groupSelect', 'popupSelect', 'popupTableSelect', 'relationForm', 'createUser', 'modifyUser',
  'currDept', 'currPosition'
])
const DATE_KEYS = new Set(['datePicker', 'createTime', 'modifyTime'])

export type Grouping =
  | { kind: 'field'; field: FormField }
  | { kind: 'period'; period: StatisticsPeriod }
  | { kind: 'flowState' }
  | { kind: 'recordState'; def: RecordStatesDef }
  | { kind: 'project' }
  | { kind: 'contract' }

export interface StatisticsPlan {
  grouping: Grouping
  key: RawBuilder<unknown>
  sums: { name: string; expr: RawBuilder<unknown> }[]
  /** the statistics window as a condition on the grouped date (or the creation time) */
  window?: RawBuilder<boolean>
  /** every period of a bounded window, in order: empty ones are answered with zero */
  periods?: string[]
}

const column = (name: 'creatorUserId' | 'creatorTime' | 'lastModifyUserId' | 'lastModifyTime') =>
  sql.ref(name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))

function fieldOf(fields: FormField[], name: string, may: Queryable): FormField | undefined {
  const field = fields.find((f) => f.vModel === name && f.jnpfKey !== 'table')
  if (field && !may(name)) throw new BadRequest(STATS_REFUSED)
  return field
}

/** the epoch-ms expression of a date field (or of a record's creation time) */
function dateExpr(dialect: Dialect, field: FormField | undefined): RawBuilder<unknown> {
  const col = field ? COLUMN_KEYS[field.jnpfKey] : 'creatorTime'
  if (col) return column(col)
  const js = jsonSql(dialect)
  return js.num(js.data, field!.vModel)
}

function groupingOf(dialect: Dialect, c: ModelContext, fields: FormField[], may: Queryable, q: VisualDevStatisticsQuery) {
  const field = fieldOf(fields, q.groupBy, may)
  const isDate = field ? DATE_KEYS.has(field.jnpfKey) : q.groupBy === 'creatorTime'
  if (q.period !== undefined && !isDate) throw new BadRequest('只有日期字段可以按日、周、月统计')
  if (isDate) {
    if (!q.period || !PERIODS.includes(q.period)) throw new BadRequest('按日期统计时请指定周期：day、week 或 month')
    const ms = dateExpr(dialect, field)
    return { grouping: { kind: 'period', period: q.period } as Grouping, key: bucketSql(dialect, ms, q.period), time: ms }
  }
  const time = column('creatorTime')
  if (field) {
    if (!CATEGORY_KEYS.has(field.jnpfKey) || !['scalar', 'text', 'number'].includes(queryShape(field))) {
      throw new BadRequest(`不能按“${field.label}”分组统计`)
    }
    const col = COLUMN_KEYS[field.jnpfKey]
    const js = jsonSql(dialect)
    const key = col ? sql`nullif(${column(col)}, '')` : sql`nullif(${js.text(js.data, field.vModel)}, '')`
    return { grouping: { kind: 'field', field } as Grouping, key, time }
  }
  if (q.groupBy === 'flowState') {
    if (Number(c.model.enableFlow) !== 1) throw new BadRequest('该功能未启用流程，不能按流程状态统计')
    // a record whose flow was never launched shows as 待提交, as a draft (0) does
    return { grouping: { kind: 'flowState' } as Grouping, key: sql`coalesce(flow_state, 0)`, time }
  }
  if (q.groupBy === 'recordState') {
    const def = statesOf(c.model)
    return { grouping: { kind: 'recordState', def } as Grouping, key: stateGroupKey(def), time }
  }
  if (q.groupBy === 'projectId') return { grouping: { kind: 'project' } as Grouping, key: sql.ref('project_id'), time }
  if (q.groupBy === 'contractId') return { grouping: { kind: 'contract' } as Grouping, key: sql.ref('contract_id'), time }
  throw new BadRequest(`统计字段“${q.groupBy.slice(0, 50)}”不存在`)
}

function sumsOf(dialect: Dialect, fields: FormField[], may: Queryable, names: string[]): StatisticsPlan['sums'] {
  const unique = [...new Set(names)]
  if (unique.length > MAX_SUMS) throw new BadRequest(`最多对${MAX_SUMS}个字段求和`)
  const js = jsonSql(dialect)
  return unique.map((name) => {
    const field = fieldOf(fields, name, may)
    if (!field) throw new BadRequest(`求和字段“${name.slice(0, 50)}”不存在`)
    if (!NUMBER_KEYS.has(field.jnpfKey) || queryShape(field) !== 'number') throw new BadRequest(`“${field.label}”不是数值字段，不能求和`)
    return { name, expr: js.num(js.data, name) }
  })
}

function bound(v: number | string | undefined, what: string): number | undefined {
  if (v === undefined || v === '') return undefined
  const ms = parseDate(v)
  if (ms === undefined) throw new BadRequest(`统计区间的${what}不正确`)
  return ms
}

export function statisticsPlan(dialect: Dialect, c: ModelContext, fields: FormField[], may: Queryable, q: VisualDevStatisticsQuery): StatisticsPlan {
  const { grouping, key, time } = groupingOf(dialect, c, fields, may, q)
  const sums = sumsOf(dialect, fields, may, q.sums ?? [])
  const from = bound(q.startTime, '开始时间')
  const to = bound(q.endTime, '结束时间')
  // whole days in China time, as a date search widens its bounds
  const lo = from === undefined ? undefined : unitBounds(from, 'day')[0]
  const hi = to === undefined ? undefined : unitBounds(to, 'day')[1]
  if (lo !== undefined && hi !== undefined && lo > hi) throw new BadRequest('统计区间的开始时间晚于结束时间')
  const parts = [lo === undefined ? undefined : sql<boolean>`${time} >= ${lo}`, hi === undefined ? undefined : sql<boolean>`${time} <= ${hi}`]
    .filter((p) => p !== undefined)
  const window = parts.length ? sql<boolean>`(${sql.join(parts, sql` and `)})` : undefined
  let periods: string[] | undefined
  if (grouping.kind === 'period' && lo !== undefined && hi !== undefined) {
    periods = periodsBetween(lo, hi, grouping.period, MAX_GROUPS)
    if (!periods) throw new BadRequest(`统计区间过长（最多${MAX_GROUPS}个分组）`)
  }
  return { grouping, key, sums, window, periods }
}
