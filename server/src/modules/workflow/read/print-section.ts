// The approval records of a printed low-code record (visualdev's print sections): when the record has a flow task
// (its task id is the record id), the flow's name, state, launcher and current node, then every step as it was
// taken: node, who (and for whom), result, opinion, time and the hand signature. Whoever may read the record may
// read its task (access.ts), so the print's own check covers this section.
import type { AppContext } from '../../../context'
import type { FlowTaskTable } from '../../../db/schema'
import { formatTime, type PrintCell, type PrintSection, type PrintSectionProvider } from '../../visualdev'
import { recordUserIds } from './detail-parts'
import { loadNames } from './names'
import { taskReadRepository as repo } from './task-repository'

/** FlowTaskStatusEnum (jnpf-api.md §6.5) */
const TASK_STATE: Record<number, string> = {
  0: '待提交', 1: '审批中', 2: '已通过', 3: '已退回', 4: '已撤回', 5: '已终止', 6: '挂起', 7: '撤回提交'
}
/** FlowRecordEnum, as the app's timeline names them */
const RESULT: Record<number, string> = {
  0: '退回', 1: '同意', 2: '提交', 3: '撤回', 4: '终止', 5: '指派', 6: '加签', 7: '转办', 8: '变更', 9: '复活', 10: '前加签',
  11: '挂起', 12: '恢复', 13: '转向', 100: '结束'
}
const TARGET: Record<number, string> = { 5: '指派给', 6: '加签人员', 7: '转办给', 10: '加签人员' }

const time = (ms: number | null | undefined) => (ms === null || ms === undefined ? '' : formatTime(Number(ms)))

export const approvalPrintSection: PrintSectionProvider = {
  id: 'flow-records',
  order: 100,
  async build({ ctx, record }) {
    if (record.flowState === null || record.flowState === undefined) return null
    const task = await repo.findTask(ctx.db, record.id)
    if (!task || Number(task.formType) !== 2) return null
    return approvalSection(ctx, task)
  }
}

/** the task's summary and every step taken (a system form's printed document uses it too) */
export async function approvalSection(ctx: AppContext, task: FlowTaskTable): Promise<PrintSection> {
  const records = await repo.records(ctx.db, task.id)
  const names = await loadNames(ctx, [task.creatorUserId, ...recordUserIds(records)])
  const status = Number(task.status)
  const summary = [
    { label: '流程名称', value: task.flowName },
    { label: '流程状态', value: TASK_STATE[status] ?? `状态${status}` },
    { label: '发起人', value: names.name(task.creatorUserId) },
    { label: '发起时间', value: time(task.startTime ?? task.creatorTime) },
    ...(status === 1 && task.currentNodeName ? [{ label: '当前节点', value: task.currentNodeName }] : [])
  ]
  const rows = records.map((r): PrintCell[] => {
    const handle = Number(r.handleStatus)
    const who = names.name(r.handleId) || r.handleId
    const target = TARGET[handle] && r.operatorId ? `${TARGET[handle]}：${names.name(r.operatorId) || r.operatorId}` : ''
    return [
      r.nodeName,
      r.delegatorUserId ? `${who}（代${names.name(r.delegatorUserId)}办理）` : who,
      `${RESULT[handle] ?? `操作${handle}`}${Number(r.status) === -1 ? '（已失效）' : ''}`,
      [r.handleOpinion, target].filter(Boolean).join('\n'),
      time(r.handleTime),
      r.signImg ? { images: [{ source: r.signImg, name: `${who}的签名` }] } : ''
    ]
  })
  return {
    title: '审批记录',
    blocks: [
      { kind: 'pairs', rows: summary },
      rows.length
        ? { kind: 'table', columns: ['节点', '处理人', '结果', '意见', '时间', '签名'], rows, widths: [1.8, 2.6, 1.2, 3.6, 3.3, 2.4] }
        : { kind: 'text', text: '暂无审批记录', muted: true }
    ]
  }
}
