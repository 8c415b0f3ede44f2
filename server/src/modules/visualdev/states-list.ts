// Record states in lists and statistics: the state as a list condition, each row's state name and overdue flag, and
// the state as a statistics group (labels in the declared order).
import { sql, type RawBuilder } from 'kysely'
import type { RecordStateColumns } from '@shared/api/visualdev-states'
import type { VisualDevRecordTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { parseData } from './record-view'
import { stateSql } from './states-repository'
import { currentState } from './states-rules'
import type { RecordStatesDef } from './states-types'

/** the list's condition for `?recordState=`: a state the model declares */
export function stateCondition(def: RecordStatesDef | undefined, code: string): RawBuilder<boolean> {
  if (!def) throw new BadRequest('该功能没有设置记录状态，不能按状态查询')
  if (!def.states.some((s) => s.code === code)) throw new BadRequest(`状态“${code.slice(0, 50)}”不存在`)
  return sql<boolean>`${stateSql(def.initial)} = ${code}`
}

/** what a list row of a model with states carries: the state's code and name, and whether it is overdue now */
export function stateColumns(def: RecordStatesDef, r: VisualDevRecordTable, now: number): RecordStateColumns {
  const s = currentState(def, r, parseData(r), now)
  return { recordState: s.code, recordStateName: s.name, overdue: s.overdue }
}

export const STATE_COLUMNS = ['recordState', 'recordStateName', 'overdue']

/** the statistics key of `groupBy: 'recordState'` */
export function stateGroupKey(def: RecordStatesDef | undefined): RawBuilder<unknown> {
  if (!def) throw new BadRequest('该功能没有设置记录状态，不能按状态统计')
  return stateSql(def.initial)
}

/** groups in the declared order of the states; a stored code the declaration no longer has comes last */
export function stateOrder(def: RecordStatesDef, key: unknown): number {
  const i = def.states.findIndex((s) => s.code === key)
  return i < 0 ? def.states.length : i
}

export const stateLabel = (def: RecordStatesDef, key: unknown) => def.states.find((s) => s.code === key)?.name ?? String(key)
