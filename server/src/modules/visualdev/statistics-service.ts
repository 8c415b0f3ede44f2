// POST .../OnlineDev/{modelId}/Statistics: counts and sums of a model's records per group, over exactly the records
// the List endpoint would show the caller for the same body (same rights, scope and filters).
import type { StatisticsGroup, VisualDevStatistics, VisualDevStatisticsQuery } from '@shared/api/visualdev-statistics'
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import type { UserRow } from '../users/repository'
import { withDictionaryOptions } from './dictionary-options'
import type { FieldOption } from './form-fields'
import type { Origin } from './list-config'
import { listFilter } from './list-filter'
import { queryableFields } from './query-rights'
import { modelContext } from './service'
import { stateOrder } from './states-list'
import { groupLabels } from './statistics-labels'
import { MAX_GROUPS, statisticsPlan, type Grouping } from './statistics-plan'
import { statisticsRepository, type GroupRow } from './statistics-repository'

/** 15 significant digits: SQLite sums in floating point (0.1 + 0.2), PostgreSQL exactly; both then answer 0.3 */
const round = (n: number) => Number(n.toPrecision(15))

/** the top-level options of a single-choice field with fixed (static or dictionary) options, in the designer's order */
function fixedOptions(g: Grouping): FieldOption[] | undefined {
  if (g.kind !== 'field' || !['radio', 'select'].includes(g.field.jnpfKey) || g.field.optionSource?.kind === 'dynamic') return undefined
  const options = g.field.options
  return options && options.length <= MAX_GROUPS ? options : undefined
}

/**
 * Groups in chart order: periods in time order (every period of a bounded window, zero when empty); the options of
 * a choice field, and the record states, in their order (zero when unused), then other values; otherwise largest
 * first. Empty values last.
 */
function ordered(g: Grouping, rows: GroupRow[], periods: string[] | undefined, zero: number[]): GroupRow[] {
  const byKey = new Map(rows.map((r) => [r.key === null ? null : String(r.key), r]))
  const empty = byKey.get(null)
  const rest = rows.filter((r) => r.key !== null)
  const fill = (keys: string[]) => keys.map((key) => byKey.get(key) ?? { key, count: 0, sums: zero })
  let out: GroupRow[]
  if (periods) out = fill(periods)
  else if (g.kind === 'recordState') out = fill(g.def.states.map((s) => s.code)).concat(rest.filter((r) => stateOrder(g.def, r.key) === g.def.states.length))
  else if (g.kind === 'period' || g.kind === 'flowState') {
    out = rest.sort((a, b) => (g.kind === 'flowState' ? Number(a.key) - Number(b.key) : String(a.key).localeCompare(String(b.key))))
  } else {
    const options = fixedOptions(g)?.map((o) => String(o.value)) ?? []
    const listed = new Set(options)
    out = [...fill(options), ...rest.filter((r) => !listed.has(String(r.key))).sort((a, b) => b.count - a.count || String(a.key).localeCompare(String(b.key)))]
  }
  return empty && !periods ? [...out, empty] : out
}

export async function recordStatistics(
  ctx: AppContext, user: UserRow, modelId: string, origin: Origin, q: VisualDevStatisticsQuery
): Promise<VisualDevStatistics> {
  const c = await modelContext(ctx, user, modelId, origin, { menuId: q.menuId })
  const fields = await withDictionaryOptions(ctx, c.form.fields)
  const may = queryableFields(c)
  const plan = statisticsPlan(ctx.dialect, c, fields, may, q)
  const filter = await listFilter(ctx, user, c, fields, may, q)
  if (plan.window) filter.where = [...(filter.where ?? []), plan.window]
  const rows = await statisticsRepository.aggregate(ctx.db, filter, plan.key, plan.sums.map((s) => s.expr), MAX_GROUPS + 1)
  if (rows.length > MAX_GROUPS) throw new BadRequest(`分组过多（超过${MAX_GROUPS}个），请缩小统计范围或换一个分组字段`)
  const zero = plan.sums.map(() => 0)
  const groups = ordered(plan.grouping, rows, plan.periods, zero)
  const label = await groupLabels(ctx, user, plan.grouping, groups.map((g) => g.key))
  const sumsOf = (values: number[]) => Object.fromEntries(plan.sums.map((s, i) => [s.name, round(values[i])]))
  const answer: StatisticsGroup[] = groups.map((g) => ({
    key: g.key as StatisticsGroup['key'], label: label(g.key), count: g.count, sums: sumsOf(g.sums)
  }))
  const totals = zero.map((_, i) => groups.reduce((n, g) => n + g.sums[i], 0))
  return { groups: answer, total: { count: groups.reduce((n, g) => n + g.count, 0), sums: sumsOf(totals) } }
}
