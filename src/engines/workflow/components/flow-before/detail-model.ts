// Pure readings of FlowBefore/{id} (jnpf-forms-and-flows §4.8, §5.2) that the detail page needs: the title, the
// status, which properties apply, whether the form may be edited and with which values.
import type { FlowBeforeInfoVO } from '@shared/api/workflow'
import { isBackWithLauncher, type FlowConfig } from '@/engines/workflow/lib/flow-config'
import { flag, type NodeProps } from './buttons'

const num = (value: unknown): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined
  const n = Number(value)
  return Number.isFinite(n) ? n : undefined
}

function parseObject(text: unknown): Record<string, unknown> | undefined {
  if (text && typeof text === 'object') return text as Record<string, unknown>
  if (typeof text !== 'string' || !text.trim()) return undefined
  try {
    const value = JSON.parse(text) as unknown
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

/** the task status: the loaded task's, else what the list said (a done list's status is a record status, so only without a task) */
export function taskStatus(info: FlowBeforeInfoVO, config: FlowConfig): number | undefined {
  if (info.flowTaskInfo) return num(info.flowTaskInfo.status)
  return config.opType === 2 ? undefined : num(config.status)
}

/**
 * done (opType 2): what my record did (handleStatus, 1 an approval). The loaded record the item points at (taskId is
 * its id) wins over the list's status, which is the same handleStatus as the list saw it; a voided record (status
 * -1, already recalled) is no approval any more.
 */
export function doneRecordStatus(info: FlowBeforeInfoVO, config: FlowConfig): number | undefined {
  if (config.opType !== 2) return undefined
  const mine = config.taskId ? (info.flowTaskOperatorRecordList ?? []).find((r) => r.id === config.taskId) : undefined
  if (mine) return Number(mine.status) === -1 ? -1 : num(mine.handleStatus)
  return num(config.status)
}

/** the start node's properties from the template JSON: flow-level settings (isComment, isSummary, title rules) */
export function startProps(info: FlowBeforeInfoVO): NodeProps {
  const json = parseObject(info.flowTemplateInfo?.flowTemplateJson) ?? parseObject(info.flowTaskInfo?.flowTemplateJson)
  const props = json?.properties
  return props && typeof props === 'object' ? (props as NodeProps) : {}
}

/** §5.2 point 2: the template name for a new launch; else the task name, with the current step while it runs */
export function detailTitle(info: FlowBeforeInfoVO, config: FlowConfig): string {
  if (config.opType === -1 || !info.flowTaskInfo) return info.flowTemplateInfo?.fullName || config.fullName || '发起流程'
  const task = info.flowTaskInfo
  const name = task.fullName || config.fullName || task.flowName || '流程详情'
  const status = num(task.status)
  return status !== 0 && !isBackWithLauncher(status) && task.thisStep ? `${name}/${task.thisStep}` : name
}

/** the comment tab: a start-node (flow-level) setting, so it is read there as well as on the handled node */
export function hasComments(info: FlowBeforeInfoVO, config: FlowConfig): boolean {
  const taskId = info.flowTaskInfo?.id || config.id
  if (!taskId) return false
  return flag(startProps(info), 'isComment', false) || flag(info.approversProperties ?? {}, 'isComment', false)
}

/**
 * A launch-side view (opType -1 or 0) of a task someone else launched is only a view: a flow-bound low-code list
 * opens every draft or returned row as -1, but only the launcher may edit, submit, press or withdraw it.
 */
export function viewerConfig(config: FlowConfig, info: FlowBeforeInfoVO, me: string | undefined): FlowConfig {
  const launcher = info.flowTaskInfo?.creatorUserId
  if ((config.opType !== -1 && config.opType !== 0) || !launcher || !me || launcher === me) return config
  return { ...config, opType: 3 }
}

/** the launcher works on the start node: a new or draft task, or one returned or withdrawn to them */
export function isStartNode(config: FlowConfig, status: number | undefined): boolean {
  return config.opType === -1 || (config.opType === 0 && isBackWithLauncher(status))
}

/** §4.5: the form may change for a launch (and a returned task) and for a to-do; everything else only shows it */
export function formReadOnly(config: FlowConfig, status: number | undefined): boolean {
  if (config.isPreview) return true
  if (config.opType === 1) return status !== undefined && status !== 1
  return !isStartNode(config, status)
}

/** the values to show: the operator's saved draft wins over the stored form (§4.8 draftData || formData) */
export function formValues(info: FlowBeforeInfoVO): Record<string, unknown> {
  const draft = parseObject(info.draftData)
  if (draft && Object.keys(draft).length) return draft
  return parseObject(info.formData) ?? {}
}

/** flowUrgent 1 普通 / 2 重要 / 3 紧急; a new launch starts as 普通 */
export function urgencyOf(info: FlowBeforeInfoVO): number {
  const n = num(info.flowTaskInfo?.flowUrgent)
  return n === 2 || n === 3 ? n : 1
}

/** which form the task uses: flowFormInfo first (the node may have its own), the config otherwise */
export function formTypeOf(info: FlowBeforeInfoVO, config: FlowConfig): number {
  return num(info.flowFormInfo?.formType) ?? num(config.formType) ?? 2
}
