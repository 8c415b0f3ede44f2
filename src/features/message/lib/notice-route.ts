// Where a tapped in-site message leads (spec §4, jnpf-api.md §7 "How the app maps it"). A workflow notice (type 2)
// opens the workflow detail page with the base64 config, but only once that page is part of the build; until then
// the notice opens its own detail view. A system message about a low-code record (a reminder) carries the record,
// which the message detail offers to open.
import type { RecordLinkBody } from '@shared/api/message'
import { TASK_LINK_MODEL } from '@shared/api/tasks'
import { CLOCK_IN_LINK_MODEL } from '@shared/api/attendance'
import { ORDER_LINK_MODEL } from '@shared/api/supervision-orders'
import { MEETING_LINK_MODEL } from '@shared/api/supervision-meetings'
import { WARNING_LINK_MODEL } from '@shared/api/warnings'
import { PITFALL_LINK_MODEL } from '@shared/api/pitfalls'
import { INSPECTION_LINK_MODEL } from '@shared/api/processes'
import { WORK_MESSAGE_LINK_MODEL } from '@shared/api/work-messages'
import { SCHEDULE_LINK_MODEL } from '@shared/api/schedule'
import { WORK_LOG_LINK_MODEL } from '@shared/api/work-log'
import { SMART_ALARM_LINK_MODEL } from '@shared/api/smart-site-link'
import { routes } from '@/config/routes'
import { base64Encode } from '@/utils/base64'
import { encodeFlowConfig, type FlowOpType } from '@/engines/workflow/lib/flow-config'

/** bodyText of a flow message (FlowContModel) */
export interface FlowBody {
  processId: string
  enCode?: string
  flowId?: string
  formType?: number | string
  /** 1 my own launch, 2 a todo for me, 3 copied to me */
  type: number
  taskNodeId?: string
  taskOperatorId?: string
  status?: number | string
}

export interface NoticeRouteDeps {
  /** isBuiltPage from @/config/routes in the app; a fake in tests */
  isBuilt: (url: string) => boolean
  /** GET FlowBefore/{taskOperatorId}/Info -> data.isCheck */
  checkFlow: (taskOperatorId: string) => Promise<boolean>
}

export interface RoutableNotice {
  id: string
  /** message type: 2 is a workflow message */
  type?: number
  bodyText?: string | null
}

/** the FlowContModel in bodyText, or null when it is not one (plain notice text, broken JSON) */
export function parseFlowBody(bodyText: string | null | undefined): FlowBody | null {
  if (!bodyText) return null
  let value: unknown
  try {
    value = JSON.parse(bodyText)
  } catch {
    return null
  }
  if (!value || typeof value !== 'object') return null
  const body = value as Record<string, unknown>
  if (body.processId === undefined || body.processId === null || body.processId === '') return null
  const type = Number(body.type)
  if (!Number.isFinite(type)) return null
  return { ...(body as unknown as FlowBody), processId: String(body.processId), type }
}

/** the record a system message is about (RecordLinkBody), or null for any other body */
export function parseRecordBody(bodyText: string | null | undefined): RecordLinkBody | null {
  if (!bodyText || !bodyText.trimStart().startsWith('{')) return null
  let value: unknown
  try {
    value = JSON.parse(bodyText)
  } catch {
    return null
  }
  if (!value || typeof value !== 'object') return null
  const { modelId, id, content } = value as Record<string, unknown>
  if (typeof modelId !== 'string' || !modelId || typeof id !== 'string' || !id) return null
  return { modelId, id, content: typeof content === 'string' ? content : '' }
}

/** the record's read-only detail page (the dynamicModel detail config of jnpf-forms-and-flows §3.5, no edit button), or the task */
export function recordRoute(body: RecordLinkBody): string {
  // a message about a task centre task (a new task, a return, a due date) opens the task
  if (body.modelId === TASK_LINK_MODEL) return routes.myTaskDetail(body.id)
  // a supervision order (issued, replied, returned, closed, its deadline) opens the order
  if (body.modelId === ORDER_LINK_MODEL) return routes.supervisionOrderDetail(body.id)
  if (body.modelId === MEETING_LINK_MODEL) return routes.supervisionMeetingDetail(body.id)
  // a warning (issued, a reminder, lifted) opens the warning, where the warned acknowledge it
  if (body.modelId === WARNING_LINK_MODEL) return routes.earlyWarning(body.id)
  if (body.modelId === PITFALL_LINK_MODEL) return routes.approvePitfall(body.id)
  // a process inspection request (waiting, accepted, returned) opens the request
  if (body.modelId === INSPECTION_LINK_MODEL) return routes.processInspectionDetail(body.id)
  // a work notice (sent, a reminder) opens the notice, which records the reading; a schedule reminder opens the
  // entry; a shared work log or a comment on it opens the log
  if (body.modelId === WORK_MESSAGE_LINK_MODEL) return routes.workMessage(body.id)
  if (body.modelId === SCHEDULE_LINK_MODEL) return routes.scheduleForm(body.id)
  if (body.modelId === WORK_LOG_LINK_MODEL) return routes.reportLog(body.id)
  // a clock-in reminder opens the clock screen
  if (body.modelId === CLOCK_IN_LINK_MODEL) return routes.attendance.attendanceClock
  // a smart-site alarm opens its device
  if (body.modelId === SMART_ALARM_LINK_MODEL) return routes.smartSite(body.id)
  return routes.dynamicModelDetail(base64Encode(JSON.stringify({ modelId: body.modelId, id: body.id, noShowBtn: 1 })))
}

/** opType 0 for my own launch, 1 for a todo, any other type keeps its value (3 for a check is decided later) */
export function flowOpType(type: number): number {
  if (type === 1) return 0
  if (type === 2) return 1
  return type
}

export function flowConfig(body: FlowBody, opType: number): string {
  return encodeFlowConfig({
    id: body.processId,
    enCode: body.enCode,
    flowId: body.flowId,
    formType: body.formType,
    opType: opType as FlowOpType,
    taskNodeId: body.taskNodeId,
    taskId: body.taskOperatorId,
    status: body.status
  })
}

/** the URL to open for a notice: the workflow detail when it applies and exists, else the message detail */
export async function resolveNoticeRoute(notice: RoutableNotice, deps: NoticeRouteDeps): Promise<string> {
  const detail = routes.messageDetail(notice.id)
  if (notice.type !== 2) return detail
  const body = parseFlowBody(notice.bodyText)
  if (!body || !deps.isBuilt(routes.flowBefore(''))) return detail
  let opType = flowOpType(body.type)
  if (body.type === 2 && body.taskOperatorId && (await deps.checkFlow(body.taskOperatorId))) opType = 3
  return routes.flowBefore(flowConfig(body, opType))
}
