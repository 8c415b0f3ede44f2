// A record whose state is final (a closed hazard, a completed check) has ended its loop: what it says is the record
// of what happened, so it is neither edited nor deleted; only a declared move (if any leads out) changes it.
import type { VisualDevRecordTable, VisualDevTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { statesOf } from './states-registry'

export function assertOpenState(model: VisualDevTable, record: VisualDevRecordTable, action: '修改' | '删除'): void {
  const def = statesOf(model)
  if (!def || !record.recordState) return
  const state = def.states.find((s) => s.code === record.recordState)
  if (state?.final) throw new BadRequest(`该记录已是「${state.name}」状态，不能${action}`)
}
