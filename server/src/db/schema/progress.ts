// Progress and metering (migration 033). Numeric columns read as numbers on both databases (pg's numeric parser
// is set in database.ts); dates are yyyy-mm-dd in China time, periods yyyy-mm.
export type WbsLevel = 'unit' | 'subunit' | 'division' | 'item'

export interface WbsNodeTable {
  id: string
  projectId: string
  contractId: string
  parentId: string
  level: WbsLevel
  code: string
  name: string
  startChainage: number | null
  endChainage: number | null
  billCode: string
  unit: string
  designQuantity: number
  unitPrice: number
  planStartDay: number | null
  planEndDay: number | null
  sortCode: number
}

export interface WbsPathTable {
  ancestorId: string
  nodeId: string
  depth: number
}

export interface FillingTable {
  id: string
  projectId: string
  contractId: string
  nodeId: string
  fillDate: string
  quantity: number
  percent: number
  /** JSON array of {name, url} */
  photos: string
  note: string
  creatorUserId: string
  creatorTime: number
}

export interface DailyReportTable {
  id: string
  projectId: string
  contractId: string
  reportDate: string
  weather: string
  temperature: string
  staff: number
  machines: string
  notes: string
  state: number
  creatorUserId: string
  creatorTime: number
  approverUserId: string
  approveTime: number | null
  approveOpinion: string
  /** the 施工日报审批 task the report is (or was last) under; '' before its first submission */
  flowTaskId: string
}

export interface MeterTable {
  id: string
  projectId: string
  contractId: string
  period: string
  state: number
  amount: number
  creatorUserId: string
  creatorTime: number
  /** 计量说明 */
  remark: string
  /** the opinion of the last countersign step (a return's reason) */
  opinion: string
  supervisorUserId: string
  supervisorTime: number | null
  ownerUserId: string
  ownerTime: number | null
  submitTime: number | null
  /** the 计量审批 task the metering is (or was last) under; '' before its first submission */
  flowTaskId: string
}

export interface MeterLineTable {
  id: string
  meterId: string
  nodeId: string
  quantity: number
  amount: number
}
