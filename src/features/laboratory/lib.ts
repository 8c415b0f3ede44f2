// Names and colours of a batch's test state and the page addresses of the laboratory.
import type { LabState } from '@shared/api/laboratory'
import { routes } from '@/config/routes'

export const STATE_OPTIONS: { value: string; label: string; colour: string }[] = [
  { value: '0', label: '待检', colour: '#ff9900' },
  { value: '1', label: '合格', colour: '#19be6b' },
  { value: '2', label: '不合格', colour: '#fa3534' }
]

/** 统计期间 of the summaries: days back, '' for all */
export const PERIODS = [
  { value: '90', label: '近3个月' }, { value: '180', label: '近半年' }, { value: '365', label: '近一年' }, { value: '', label: '全部' }
]

export const KIND_NAMES = { construction: '施工检测台账', entity: '工程实体检测' } as const
export const INSPECTION_OPTIONS = [{ value: 'self', label: '施工自检' }, { value: 'spot', label: '监理抽检' }] as const
export const INFO_CATEGORIES = [
  { value: 'plan', label: '试验计划', colour: '#2979ff' }, { value: 'calibration', label: '仪器检定', colour: '#ff9900' },
  { value: 'standard', label: '标准更新', colour: '#19be6b' }, { value: 'notice', label: '通知公告', colour: '#fa3534' }
]

/** a record's detail page by its ledger */
export const ledgerUrl = (kind: string, id: string) => (kind === 'entity' ? routes.engineeringEntityData({ id }) : routes.constructionLedger({ id }))

export const stateColour = (s: LabState) => STATE_OPTIONS[s]?.colour ?? '#909399'

export const materialUrl = (id: string) => routes.incomingMaterials({ id })
export const addMaterialUrl = () => routes.incomingMaterials({ mode: 'add' })

/** '98.5%' or '—' when nothing was tested */
export const rateText = (r: number | null) => (r === null ? '—' : `${r}%`)

/** yyyy-mm-dd of China time, `days` before `now` */
export function chinaDate(now: number, days = 0): string {
  return new Date(now + 8 * 3600_000 - days * 86_400_000).toISOString().slice(0, 10)
}

export type LabFlowKind = 'construction' | 'entity' | 'material'

/** enCode, version id and name of the 报审 flow of each kind of record (server/src/catalog/laboratory/flows.ts) */
export const LAB_FLOWS: Record<LabFlowKind, { enCode: string; flowId: string; fullName: string }> = {
  construction: { enCode: 'constructionLedger', flowId: 'ftj-lab-ledger-v1', fullName: '施工检测报审' },
  material: { enCode: 'incomingMaterial', flowId: 'ftj-lab-material-v1', fullName: '进场材料检测报审' },
  entity: { enCode: 'engineeringEntityData', flowId: 'ftj-lab-entity-v1', fullName: '工程实体检测报审' }
}

/** a new 报审 of a record */
export const labFlowUrl = (kind: LabFlowKind, id: string) => routes.labFlow(LAB_FLOWS[kind].enCode, id)
