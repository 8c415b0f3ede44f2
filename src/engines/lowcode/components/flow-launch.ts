// A low-code model bound to a workflow (Config enableFlow == 1, jnpf-forms-and-flows §3.7) opens its records in the
// workflow detail page (/pages/workFlow/flowBefore) instead of its own form: a new record launches the flow, a row
// opens its task. The page's `config` (§5.1) is built here, in the workflow feature's shape, since features do not
// import each other.
import Taro from '@tarojs/taro'
import type { VisualDevConfigVO, VisualDevRow } from '@shared/api/visualdev'
import { routes } from '@/config/routes'
import { errorText } from '@/lib/error-text'
import { base64Encode } from '@/utils/base64'
import { getLaunchableVersions, type LaunchableVersion } from '../api/flow'

/** what the server answers when no version is open to the user; also said when a server answers an empty list */
export const NO_LAUNCH_RIGHT = '您没有发起该流程的权限'
export const FLOW_NOT_BOUND = '该表单未绑定流程，请联系管理员'

/** the flow of a model, from its Config */
export interface FlowBinding {
  /** the flow template id (Config flowId); FlowJsonList lists its versions */
  templateId: string
  /** Config flowEnCode */
  enCode: string
}

/** -1 a new or editable launch, 0 my launch read-only (§4.7); the list hands -1 over as the string JNPF sends */
export type RowOpType = '-1' | 0

/** the flowBefore config of a low-code record (§3.7, §5.1) */
export interface FlowPageConfig {
  /** the task id, which is the record id; '' for a new record */
  id: string
  enCode: string
  /** the version id; a record that already has a task may leave it out (the task names its own) */
  flowId?: string
  /** 2: an online (low-code) form */
  formType: 2
  /** 1: a flow bound to a function form */
  type: 1
  opType: RowOpType
  status: number | ''
  taskId?: string
  fullName: string
  /** btn_add / btn_edit let the launcher submit (§5.3); btn_detail only shows */
  jurisdictionType: 'btn_add' | 'btn_edit' | 'btn_detail'
  enableFlow: 1
}

export function flowBindingOf(config: VisualDevConfigVO): FlowBinding | null {
  if (Number(config.enableFlow) !== 1) return null
  return { templateId: config.flowId ?? '', enCode: config.flowEnCode ?? '' }
}

/** task states in which the list opens a record read-only: in progress, approved, withdrawn, terminated (§3.7) */
const READ_ONLY_STATES: readonly number[] = [1, 2, 4, 5]

/** the task state of a row; undefined before a flow was launched on it */
export function rowFlowState(row: VisualDevRow): number | undefined {
  const raw = row.flowState
  if (raw === null || raw === undefined || (raw as unknown) === '') return undefined
  const n = Number(raw)
  return Number.isInteger(n) ? n : undefined
}

/** a draft, a returned task or a record without a task reopens editable, given the edit right; the rest read-only */
export function rowOpType(state: number | undefined, mayEdit: boolean): RowOpType {
  return mayEdit && !(state !== undefined && READ_ONLY_STATES.includes(state)) ? '-1' : 0
}

/** 新增 on the list: a new task of the picked version */
export function newRecordFlowConfig(binding: FlowBinding, versionId: string): FlowPageConfig {
  return {
    id: '', enCode: binding.enCode, flowId: versionId, formType: 2, type: 1, opType: '-1', status: '',
    fullName: '新增', jurisdictionType: 'btn_add', enableFlow: 1
  }
}

/** a row: its task (task id = record id), editable or read-only by its state */
export function rowFlowConfig(binding: FlowBinding, row: VisualDevRow, opts: { opType: RowOpType; flowId?: string; title: string }): FlowPageConfig {
  const state = rowFlowState(row)
  return {
    id: row.id, enCode: binding.enCode, ...(opts.flowId ? { flowId: opts.flowId } : {}), formType: 2, type: 1,
    opType: opts.opType, status: state ?? '', taskId: row.id, fullName: opts.title,
    jurisdictionType: opts.opType === '-1' ? 'btn_edit' : 'btn_detail', enableFlow: 1
  }
}

export function flowPageUrl(config: FlowPageConfig): string {
  return routes.flowBefore(base64Encode(JSON.stringify(config)))
}

export function openFlowPage(config: FlowPageConfig): void {
  void Taro.navigateTo({ url: flowPageUrl(config) })
}

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: 2000 })

/**
 * The versions of the model's flow the user may launch, or null after telling the user why there are none (the
 * server's refusal, an unbound model, a network failure). `quiet` skips the message, for callers with a fallback.
 */
export async function launchableVersions(binding: FlowBinding, quiet = false): Promise<LaunchableVersion[] | null> {
  const say = (text: string) => (quiet ? undefined : toast(text))
  if (!binding.templateId) {
    say(FLOW_NOT_BOUND)
    return null
  }
  try {
    const versions = await getLaunchableVersions(binding.templateId)
    if (versions.length) return versions
    say(NO_LAUNCH_RIGHT)
  } catch (err) {
    say(errorText(err, '流程加载失败'))
  }
  return null
}

/** how a version reads in the picker: its name and number */
export function versionLabel(version: LaunchableVersion, index: number): string {
  const name = version.fullName || version.flowName || `版本${index + 1}`
  return version.version ? `${name}（v${version.version}）` : name
}
