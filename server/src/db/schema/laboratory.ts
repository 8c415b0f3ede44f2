// Laboratory (migration 040): limits per material and test item, incoming materials with their results, and the
// hash-chained change record of those results. Numeric columns read as numbers on both databases.
export interface LabLimitTable {
  id: string
  projectId: string
  materialCode: string
  materialName: string
  category: string
  itemCode: string
  itemName: string
  unit: string
  minValue: number | null
  maxValue: number | null
  standard: string
  sortCode: number
}

/** 0 sampled, waiting for results; 1 passed; 2 failed */
export type LabMaterialState = 0 | 1 | 2

export interface LabMaterialTable {
  id: string
  projectId: string
  contractId: string
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
  state: number
  creatorUserId: string
  creatorTime: number
  testerUserId: string
  testTime: number | null
}

export interface LabResultTable {
  id: string
  materialId: string
  itemCode: string
  itemName: string
  unit: string
  value: number
  minValue: number | null
  maxValue: number | null
  standard: string
  passed: number
  sortCode: number
}

export interface LabResultChangeTable {
  id: string
  materialId: string
  seq: number
  itemCode: string
  itemName: string
  oldValue: number | null
  newValue: number
  oldPassed: number | null
  newPassed: number
  reason: string
  userId: string
  changedAt: number
  prevHash: string
  hash: string
}

// Lab ledgers (migration 055): a record's measured points are lab_result rows and its changes lab_result_change rows
// keyed by the record's id (material_id), under the incoming materials' change record.
export interface LabTestItemTable {
  id: string
  kind: string
  itemCode: string
  itemName: string
  unit: string
  designLabel: string
  pointLabel: string
  minFactor: number | null
  minOffset: number
  maxFactor: number | null
  maxOffset: number
  meanFactor: number | null
  standard: string
  sortCode: number
}

export interface LabLedgerTable {
  id: string
  projectId: string
  contractId: string
  kind: string
  inspectionType: string
  recordNo: string
  itemCode: string
  itemName: string
  unit: string
  wbsId: string
  partName: string
  chainage: string
  designValue: number | null
  designText: string
  minValue: number | null
  maxValue: number | null
  meanMin: number | null
  standard: string
  points: number
  sampleDate: string
  testDate: string
  ageDays: number | null
  sampleNo: string
  remark: string
  state: number
  creatorUserId: string
  creatorTime: number
  testerUserId: string
  testTime: number | null
}

export interface LabInfoTable {
  id: string
  projectId: string
  contractId: string
  category: string
  title: string
  content: string
  effectiveDate: string
  creatorUserId: string
  creatorTime: number
}

export interface LabSampleTable {
  id: string
  projectId: string
  contractId: string
  materialId: string
  sampleNo: string
  sampleName: string
  specification: string
  sampleDate: string
  samplePlace: string
  representQuantity: string
  sampleQuantity: string
  testItems: string
  witnessed: number
  witnessName: string
  witnessUnit: string
  witnessCertNo: string
  remark: string
  creatorUserId: string
  creatorTime: number
}
