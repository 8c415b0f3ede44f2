// /api/laboratory/...: incoming materials (进场材料) sampled per batch and tested against the limits of the
// standards, the change record of their results, and the summary by material, supplier and month.
import type { PageList } from './envelope'

/** 0 sampled, waiting for (all) results; 1 passed; 2 failed */
export type LabState = 0 | 1 | 2

export interface LabLimitItemVO {
  itemCode: string
  itemName: string
  unit: string
  minValue: number | null
  maxValue: number | null
  /** '≥ 400', '≤ 26', '60～80' */
  limitText: string
  standard: string
}

export interface LabMaterialTypeVO {
  materialCode: string
  materialName: string
  category: string
  /** the unit batches of it are counted in: t, m³ */
  unit: string
  items: LabLimitItemVO[]
}

export interface LabResultInput { itemCode: string; value: number }

export interface LabMaterialInput {
  contractId: string
  materialCode: string
  specification: string
  batchNo: string
  quantity: number
  supplier: string
  arrivalDate: string
  sampleDate?: string
  sampleNo?: string
  usePart?: string
  results?: LabResultInput[]
}

export interface LabMaterialRowVO {
  id: string
  projectId: string
  contractId: string
  contractName: string
  materialCode: string
  materialName: string
  specification: string
  batchNo: string
  quantity: number
  unit: string
  supplier: string
  arrivalDate: string
  sampleDate: string
  sampleNo: string
  usePart: string
  state: LabState
  stateName: string
  /** items with a result / items the material is tested for */
  testedItems: number
  totalItems: number
  failedItems: string[]
}

export interface LabResultVO extends LabLimitItemVO {
  /** null: not tested yet */
  value: number | null
  passed: boolean | null
}

export interface LabChangeVO {
  seq: number
  itemCode: string
  itemName: string
  oldValue: number | null
  newValue: number
  oldPassed: boolean | null
  newPassed: boolean
  reason: string
  userName: string
  changedAt: number
  hash: string
}

export interface LabMaterialDetailVO extends LabMaterialRowVO {
  results: LabResultVO[]
  changes: LabChangeVO[]
  /** the change record's hash chain holds and every result is the last value it records */
  intact: boolean
  creatorName: string
  testerName: string
  testTime: number | null
}

export interface LabRateVO {
  batches: number
  passed: number
  failed: number
  pending: number
  quantity: number
  /** passed / (passed + failed) in percent, one decimal; null when nothing was tested */
  passRate: number | null
}

export interface LabSummaryVO extends LabRateVO {
  byMaterial: (LabRateVO & { materialCode: string; materialName: string; unit: string })[]
  bySupplier: (LabRateVO & { supplier: string })[]
  byMonth: (LabRateVO & { period: string })[]
}

export type LabMaterialPage = PageList<LabMaterialRowVO>

// ---- ledgers (施工检测台账, 工程实体检测), sampling, information centre ----

export type LabLedgerKind = 'construction' | 'entity'
/** self 施工自检 | spot 监理抽检 */
export type LabInspectionType = 'self' | 'spot'

export interface LabTestItemVO {
  kind: LabLedgerKind
  itemCode: string
  itemName: string
  unit: string
  /** '' when the item has no design value */
  designLabel: string
  /** 组, 测点, 构件 */
  pointLabel: string
  /** how the limits follow from the design value, e.g. '每组 ≥ 0.95×设计值，平均值 ≥ 1.15×设计值' */
  ruleText: string
  standard: string
}

export interface LabLedgerInput {
  contractId: string
  kind: LabLedgerKind
  inspectionType?: LabInspectionType
  itemCode: string
  recordNo: string
  wbsId?: string
  partName: string
  chainage?: string
  designValue?: number | null
  /** C30, M10, 96% as written on the drawings */
  designText?: string
  points: number
  sampleDate?: string
  testDate: string
  ageDays?: number | null
  sampleNo?: string
  remark?: string
  /** measured values, one per point/group in order (null: not measured yet); may come later */
  values?: (number | null)[]
}

export interface LabLedgerRowVO {
  id: string
  projectId: string
  contractId: string
  contractName: string
  kind: LabLedgerKind
  inspectionType: LabInspectionType
  recordNo: string
  itemCode: string
  itemName: string
  unit: string
  partName: string
  chainage: string
  designValue: number | null
  designText: string
  limitText: string
  meanLimitText: string
  points: number
  testedPoints: number
  failedPoints: number
  mean: number | null
  testDate: string
  ageDays: number | null
  state: LabState
  stateName: string
}

export interface LabPointVO {
  itemCode: string
  itemName: string
  value: number | null
  passed: boolean | null
  limitText: string
}

export interface LabLedgerDetailVO extends LabLedgerRowVO {
  wbsId: string
  standard: string
  sampleDate: string
  sampleNo: string
  remark: string
  pointLabel: string
  results: LabPointVO[]
  changes: LabChangeVO[]
  intact: boolean
  creatorName: string
  testerName: string
  testTime: number | null
}

export type LabLedgerPage = PageList<LabLedgerRowVO>

export interface LabLedgerSummaryVO {
  records: number
  passed: number
  failed: number
  pending: number
  passRate: number | null
  byItem: { itemCode: string; itemName: string; kind: LabLedgerKind; records: number; passed: number; failed: number; pending: number; passRate: number | null }[]
  bySection: { contractId: string; contractName: string; records: number; passed: number; failed: number; pending: number; passRate: number | null }[]
  byMonth: { period: string; records: number; passed: number; failed: number; pending: number; passRate: number | null }[]
}

export interface LabWbsPartVO {
  id: string
  code: string
  name: string
  /** 单位工程 / 分部工程 / 分项工程 */
  path: string
  chainage: string
}

export type LabInfoCategory = 'plan' | 'calibration' | 'standard' | 'notice'

export interface LabInfoInput { contractId?: string; category: LabInfoCategory; title: string; content: string; effectiveDate?: string }

export interface LabInfoVO {
  id: string
  contractId: string
  contractName: string
  category: LabInfoCategory
  categoryName: string
  title: string
  content: string
  effectiveDate: string
  creatorName: string
  creatorTime: number
}

export interface LabSampleInput {
  contractId: string
  materialId?: string
  sampleNo: string
  sampleName: string
  specification?: string
  sampleDate: string
  samplePlace: string
  representQuantity?: string
  sampleQuantity?: string
  testItems?: string
  witnessed: boolean
  witnessName?: string
  witnessUnit?: string
  witnessCertNo?: string
  remark?: string
}

export interface LabSampleVO extends Required<Omit<LabSampleInput, 'materialId'>> {
  id: string
  materialId: string
  contractName: string
  /** the sampled batch's verdict when it is an incoming batch */
  materialState: LabState | null
  creatorName: string
  creatorTime: number
}
