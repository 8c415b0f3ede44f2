// The `config` query of /pages/workFlow/flowBefore/index (spec §2, jnpf-forms-and-flows.md §5.1): base64 of a
// JSON object. The lists build it from their items with the opType rules of §4.7; the detail page parses it.
import { base64Decode, base64Encode } from '@/utils/base64'
import type { FlowBeforeListItem, FlowLaunchListItem, FlowListCategory } from '../api/lists'

/** -1 new/editable launch, 0 my launch read-only, 1 todo, 2 done, 3 copied/view, 4 monitor */
export type FlowOpType = -1 | 0 | 1 | 2 | 3 | 4
const OP_TYPES: readonly number[] = [-1, 0, 1, 2, 3, 4]

export interface FlowConfig {
  /** the task id (processId); '' for a new launch */
  id: string
  /** flow (or form) code: selects the coded form of a system form */
  enCode?: string
  /** the flow template-json (version) id */
  flowId?: string
  /** 1 system (coded) form, 2 online (low-code) form */
  formType?: number | string
  opType: FlowOpType
  /** the current node (thisStepId) */
  taskNodeId?: string
  /** todo: the operator id (taskOperatorId); done: the operator-record id; else the task id */
  taskId?: string
  hideCancelBtn?: boolean
  fullName?: string
  status?: number | string
  /** template type: 0 a standalone flow, 1 a flow bound to a function form */
  type?: number
  /** btn_add / btn_edit: which form button opened a function flow */
  jurisdictionType?: string
  isPreview?: boolean
}

/** opType as JNPF's function-form lists hand it over: -1 as the string '-1' (parseFlowConfig reads it as -1) */
export type RecordOpType = '-1' | 0

/** the config of a low-code record's task (§3.7): a FlowConfig in the shape the function-form lists send */
export type RecordFlowConfig = Omit<FlowConfig, 'opType'> & { opType: RecordOpType; enableFlow: 1 }

export function encodeFlowConfig(config: FlowConfig | RecordFlowConfig): string {
  return base64Encode(JSON.stringify(config))
}

/** the config of a page query: base64 JSON, or the URI-encoded JSON of older clients; null when it is not one */
export function parseFlowConfig(raw: string | undefined | null): FlowConfig | null {
  if (!raw) return null
  const value = readJson(base64Decode(raw)) ?? readJson(safeDecode(raw))
  if (!value) return null
  const opType = Number(value.opType)
  if (!OP_TYPES.includes(opType)) return null
  const id = value.id === undefined || value.id === null ? '' : String(value.id)
  // a new launch names its flow; everything else names its task
  if (!id && !value.flowId) return null
  return { ...(value as unknown as FlowConfig), id, opType: opType as FlowOpType }
}

function readJson(text: string | null): Record<string, unknown> | null {
  if (!text || !text.trim().startsWith('{')) return null
  try {
    const value = JSON.parse(text) as unknown
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}

/**
 * task statuses in which my own launch opens read-only: in progress, approved, returned (it offers 提交/暂存 from
 * there), withdrawn-and-closed (4 撤回终止), terminated and suspended; the server refuses edits in all of them
 */
const LAUNCH_READ_ONLY: readonly number[] = [1, 2, 3, 4, 5, 6]

/** statuses in which the launcher edits the task and submits it again: returned (3), withdrawn to resubmit (7) */
export function isBackWithLauncher(status: number | undefined): boolean {
  return status === 3 || status === 7
}

/** my launch: opType 0 while it is under way or closed, -1 (editable) as a draft or withdrawn for resubmission (7) */
export function launchOpType(status: unknown): FlowOpType {
  return LAUNCH_READ_ONLY.includes(Number(status)) ? 0 : -1
}

export interface NewLaunch {
  /** the version id from FlowJsonList */
  flowId: string
  enCode?: string
  fullName?: string
  formType?: number | string
  type?: number
}

/** a new task of a flow (opType -1); a function flow opens as its form's 新增 */
export function newLaunchConfig(flow: NewLaunch): FlowConfig {
  const type = flow.type === undefined ? undefined : Number(flow.type)
  return {
    id: '',
    enCode: flow.enCode,
    flowId: flow.flowId,
    formType: flow.formType,
    opType: -1,
    status: '',
    fullName: flow.fullName,
    type,
    ...(type === 1 ? { jurisdictionType: 'btn_add' } : {})
  }
}

export function launchItemConfig(item: FlowLaunchListItem): FlowConfig {
  return {
    id: item.id,
    enCode: item.flowCode || item.enCode,
    flowId: item.flowId,
    formType: item.formType,
    opType: launchOpType(item.status),
    taskId: item.id,
    fullName: item.fullName,
    status: item.status
  }
}

const LIST_OP_TYPE: Record<FlowListCategory, FlowOpType> = { 1: 1, 2: 2, 3: 3, 4: 1 }

/** a to-do (1, and batch 4), done (2) or copied (3) item; taskId is the item id as the detail's actions need it */
export function listItemConfig(category: FlowListCategory, item: FlowBeforeListItem): FlowConfig {
  return {
    id: item.processId,
    enCode: item.flowCode || item.enCode,
    flowId: item.flowId,
    formType: item.formType,
    opType: LIST_OP_TYPE[category],
    taskNodeId: item.thisStepId,
    taskId: item.id,
    fullName: item.fullName,
    status: item.status
  }
}
