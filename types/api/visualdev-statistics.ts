// POST /api/visualdev/OnlineDev/{modelId}/Statistics (our own, JNPF-styled): counts and sums of a model's records
// grouped by a field, the flow state, the project or contract section, or a period of a date. The body filters and
// scopes like List's (queryJson, superQueryJson, keyword, menuId, projectId, contractId).
import type { VisualDevListQuery } from './visualdev'

export type StatisticsPeriod = 'day' | 'week' | 'month'

export interface VisualDevStatisticsQuery extends Omit<VisualDevListQuery, 'currentPage' | 'pageSize' | 'sidx' | 'sort'> {
  /**
   * a main field's __vModel__ (an option, user, organisation or other single-value field; a date field with
   * `period`), or one of the record's own keys: flowState, projectId, contractId, creatorTime (with `period`)
   */
  groupBy: string
  period?: StatisticsPeriod
  /** numeric main fields (inputNumber, calculate, rate, slider) whose values are summed per group */
  sums?: string[]
  /**
   * the statistics window, epoch ms or "yyyy-MM-dd" (China time), whole days: over the grouped date when grouping by
   * period (every period between them is answered, empty ones with zero), over the creation time otherwise
   */
  startTime?: number | string
  endTime?: number | string
}

export interface StatisticsGroup {
  /**
   * the stored value (a field's value as text, the flow state, the project or section id), the period ("2026-03-02"
   * for a day, the Monday for a week, "2026-03" for a month); null for records without a value
   */
  key: string | number | null
  /** what users see: option and dictionary names, user and section names, the period */
  label: string
  count: number
  sums: Record<string, number>
}

export interface VisualDevStatistics {
  groups: StatisticsGroup[]
  total: { count: number; sums: Record<string, number> }
}
