// Display labels of statistics groups: option and dictionary names, people as "name/account", organisations, linked
// rows (through the list's own display conversion, so a group reads as the list shows its records), flow states in
// the process centre's wording, record state names, project and section names, periods.
import type { AppContext } from '../../context'
import type { VisualDevRecordTable } from '../../db/schema'
import { projectRepository } from '../projects/repository'
import type { UserRow } from '../users/repository'
import type { FormField } from './form-fields'
import { displayRecords } from './record-view'
import type { Grouping } from './statistics-plan'
import { periodLabel } from './statistics-periods'
import { stateLabel } from './states-list'

export const EMPTY_LABEL = '未填写'
const NO_SECTION = '未分合同段'

/** as the app's flow-state tag words them (jnpf-api.md §6.5) */
const FLOW_STATES: Record<number, string> = {
  0: '待提交', 1: '审批中', 2: '已通过', 3: '已退回', 4: '已撤回', 5: '已终止', 6: '挂起', 7: '撤回提交'
}

/** each key as the list would show a record holding it: a one-field record per key through displayRecords */
async function fieldLabels(ctx: AppContext, user: UserRow, field: FormField, keys: string[]): Promise<Map<string, string>> {
  const records: VisualDevRecordTable[] = keys.map((key, i) => ({
    id: `group-${i}`, modelId: '', projectId: '', contractId: '', data: JSON.stringify({ [field.vModel]: key }), searchText: '',
    creatorUserId: key, creatorTime: 0, lastModifyUserId: key, lastModifyTime: null, flowState: null
  }))
  const shown = await displayRecords(ctx, user, { fields: [field], attrs: [] }, records)
  return new Map(keys.map((key, i) => {
    const v = shown[i][field.vModel]
    return [key, v === undefined || v === null || v === '' ? key : String(v)]
  }))
}

async function namesOf(ctx: AppContext, grouping: Grouping, keys: string[]): Promise<Map<string, string>> {
  if (grouping.kind === 'project') return new Map((await projectRepository.byIds(ctx.db, keys)).map((p) => [p.id, p.fullName]))
  const sections = await projectRepository.contractsByIds(ctx.db, keys.filter(Boolean))
  return new Map([['', NO_SECTION], ...sections.map((s): [string, string] => [s.id, s.fullName])])
}

/** a label per key (null = no value) */
export async function groupLabels(ctx: AppContext, user: UserRow, grouping: Grouping, keys: unknown[]): Promise<(k: unknown) => string> {
  const text = keys.filter((k) => k !== null).map(String)
  switch (grouping.kind) {
    case 'flowState': return (k) => FLOW_STATES[Number(k)] ?? `状态${String(k)}`
    case 'recordState': return (k) => stateLabel(grouping.def, k)
    case 'period': return (k) => (k === null ? EMPTY_LABEL : periodLabel(String(k), grouping.period))
    case 'field': {
      const labels = text.length ? await fieldLabels(ctx, user, grouping.field, text) : new Map<string, string>()
      return (k) => (k === null ? EMPTY_LABEL : labels.get(String(k)) ?? String(k))
    }
    default: {
      const names = await namesOf(ctx, grouping, text)
      return (k) => names.get(String(k)) ?? String(k)
    }
  }
}
