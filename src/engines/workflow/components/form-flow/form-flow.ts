// A low-code model bound to a workflow (Config enableFlow == 1, jnpf-forms-and-flows §3.7) opens its records in the
// workflow detail page (/pages/workFlow/flowBefore) instead of its own form: a new record launches the flow, a row
// opens its task. The low-code list reaches this through ../../launch.ts.
import Taro from '@tarojs/taro'
import type { VisualDevConfigVO, VisualDevRow } from '@shared/api/visualdev'
import { routes } from '@/config/routes'
import type { FlowVersion } from '../../api/templates'
import { encodeFlowConfig, newLaunchConfig, type RecordFlowConfig, type RecordOpType } from '@/engines/workflow/lib/flow-config'
import { launchableVersions } from '../launch/versions'

export const FLOW_NOT_BOUND = '该表单未绑定流程，请联系管理员'

/** the flow of a model, from its Config */
export interface FlowBinding {
  /** the flow template id (Config flowId); FlowJsonList lists its versions */
  templateId: string
  /** Config flowEnCode */
  enCode: string
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
export function rowOpType(state: number | undefined, mayEdit: boolean): RecordOpType {
  return mayEdit && !(state !== undefined && READ_ONLY_STATES.includes(state)) ? '-1' : 0
}

/** 新增 on the list: a new task of the picked version, as a function form's 新增 */
export function newRecordFlowConfig(binding: FlowBinding, versionId: string): RecordFlowConfig {
  const launch = newLaunchConfig({ flowId: versionId, enCode: binding.enCode, fullName: '新增', formType: 2, type: 1 })
  return { ...launch, opType: '-1', enableFlow: 1 }
}

/** a row: its task (task id = record id), editable or read-only by its state */
export function rowFlowConfig(binding: FlowBinding, row: VisualDevRow, opts: { opType: RecordOpType; flowId?: string; title: string }): RecordFlowConfig {
  const state = rowFlowState(row)
  return {
    id: row.id, enCode: binding.enCode, ...(opts.flowId ? { flowId: opts.flowId } : {}), formType: 2, type: 1,
    opType: opts.opType, status: state ?? '', taskId: row.id, fullName: opts.title,
    jurisdictionType: opts.opType === '-1' ? 'btn_edit' : 'btn_detail', enableFlow: 1
  }
}

export function openFlowPage(config: RecordFlowConfig): void {
  void Taro.navigateTo({ url: routes.flowBefore(encodeFlowConfig(config)) })
}

/** the versions of the model's flow the user may launch, or null after saying why there are none */
export async function bindingVersions(binding: FlowBinding, quiet = false): Promise<FlowVersion[] | null> {
  if (!binding.templateId) {
    if (!quiet) void Taro.showToast({ title: FLOW_NOT_BOUND, icon: 'none', duration: 2000 })
    return null
  }
  return launchableVersions(binding.templateId, quiet)
}
