// 流程监控 (JNPF 3.6 FlowMonitorController list): every flow task of the group for administrators, paged and
// filtered like the process-centre lists (keyword, launch time, category, template, version, launcher, status,
// urgency). A project administrator granted the monitor sees the tasks of their own projects only.
import type { PageList } from '@shared/api/envelope'
import type { PaginationFlowTask } from '@shared/api/workflow'
import type { AppContext } from '../../../context'
import { page } from '../../../lib/envelope'
import type { AdminScope } from '../../admin'
import { flowListRepository, listQuery, loadNames } from '../read'

export interface FlowMonitorListVO {
  id: string
  processId: string
  enCode: string
  fullName: string
  flowName: string
  flowCode: string
  flowId: string
  templateId: string
  flowCategory: string
  formType: number
  flowVersion: string
  status: number
  completion: number
  thisStep: string
  thisStepId: string
  startTime: number | null
  endTime: number | null
  creatorTime: number
  creatorUserId: string
  /** "realName/account" of the launcher */
  userName: string
  flowUrgent: number
  parentId: string
  description: string
}

const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v))

export async function monitorList(ctx: AppContext, scope: AdminScope, q: PaginationFlowTask): Promise<PageList<FlowMonitorListVO>> {
  const { currentPage, pageSize, filter } = listQuery(q)
  const { rows, total } = await flowListRepository.monitor(ctx.db, filter, (currentPage - 1) * pageSize, pageSize, scope.all ? undefined : scope.projectIds)
  const names = await loadNames(ctx, rows.map((r) => r.creatorUserId))
  return page(rows.map((t) => ({
    id: t.taskId, processId: t.processId || t.taskId, enCode: t.enCode, fullName: t.fullName, flowName: t.flowName, flowCode: t.flowCode,
    flowId: t.flowId, templateId: t.templateId, flowCategory: t.flowCategory, formType: Number(t.formType), flowVersion: String(t.flowVersion ?? ''),
    status: Number(t.status), completion: Number(t.completion), thisStep: t.currentNodeName, thisStepId: t.currentNodeCode,
    startTime: numOrNull(t.startTime), endTime: numOrNull(t.endTime), creatorTime: Number(t.taskCreatorTime), creatorUserId: t.creatorUserId,
    userName: names.name(t.creatorUserId), flowUrgent: Number(t.flowUrgent) || 1, parentId: t.parentId, description: t.description
  })), currentPage, pageSize, total)
}
