// GET /api/workflow/Engine/FlowBefore/RecordList/{taskId}?category&type: the 审批汇总 tab (FlowSummary[]). The
// approval steps of the task grouped by node (category 1, default) or by handler (category 2); type 1 keeps the
// approvals only, type 2 the returns only, anything else every step. Voided steps (recalled) are left out.
import type { AppContext } from '../../../context'
import type { FlowTaskOperatorRecordTable } from '../../../db/schema'
import type { UserRow } from '../../users/repository'
import { readableTask } from './access'
import { DONE_STATUSES } from './list-repository'
import { loadNames, type UserNames } from './names'
import { taskReadRepository } from './task-repository'

export interface FlowSummary {
  id: string
  fullName: string
  handleOpinion: string
  userName: string
  handleTime: number | null
  handleStatus: number | null
  operatorId: string
  fileList: string
  signImg: string
  headIcon: string
  list: FlowSummary[]
}

function step(r: FlowTaskOperatorRecordTable, names: UserNames): FlowSummary {
  return {
    id: r.id, fullName: r.nodeName, handleOpinion: r.handleOpinion, userName: names.name(r.handleId), handleTime: Number(r.handleTime),
    handleStatus: Number(r.handleStatus), operatorId: r.operatorId ? names.name(r.operatorId) : '', fileList: r.fileList || '[]',
    signImg: r.signImg, headIcon: names.headIcon(r.handleId), list: []
  }
}

export async function recordSummary(ctx: AppContext, me: UserRow, taskId: string, category?: string, type?: string): Promise<FlowSummary[]> {
  const task = await readableTask(ctx, me, taskId)
  const wanted = type === '1' ? [1] : type === '2' ? [0] : DONE_STATUSES
  const records = (await taskReadRepository.records(ctx.db, task.id))
    .filter((r) => Number(r.status) >= 0 && wanted.includes(Number(r.handleStatus)))
  const names = await loadNames(ctx, records.flatMap((r) => [r.handleId, r.operatorId]))
  const byHandler = category === '2'
  const groups = new Map<string, FlowSummary>()
  for (const r of records) {
    const key = byHandler ? r.handleId : r.nodeCode
    let g = groups.get(key)
    if (!g) {
      g = {
        id: key, fullName: byHandler ? names.name(r.handleId) : r.nodeName, handleOpinion: '', userName: byHandler ? names.name(r.handleId) : '',
        handleTime: null, handleStatus: null, operatorId: '', fileList: '[]', signImg: '', headIcon: byHandler ? names.headIcon(r.handleId) : '', list: []
      }
      groups.set(key, g)
    }
    const s = step(r, names)
    g.list.push(s)
    g.handleTime = s.handleTime
    g.handleStatus = s.handleStatus
  }
  return [...groups.values()]
}
