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
