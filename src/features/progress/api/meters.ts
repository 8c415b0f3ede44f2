// Metering (计量) for payment: GET /api/progress/meters (a project's or section's meterings; waiting=1 keeps those in
// the countersign), GET /api/progress/meters/{id} (its lines against the bill) and POST .../approve or .../return
// (the supervisor first, then the owner's project manager).
import { http } from '@/lib/request'

/** 1 supervisor's review, 2 owner's review, 3 returned, 4 approved */
export type MeterState = 1 | 2 | 3 | 4

export interface MeterRow {
  id: string
  contractId: string
  contractName: string
  period: string
  state: MeterState
  stateName: string
  amount: number
}

export interface MeterLine {
  nodeId: string
  billCode: string
  code: string
  name: string
  unit: string
  unitPrice: number
  billQuantity: number
  meteredBefore: number
  quantity: number
  amount: number
}

export interface MeterDetail extends Omit<MeterRow, 'contractName'> {
  contractName: string
  lines: MeterLine[]
}

export async function getMeters(projectId: string, waiting: boolean): Promise<MeterRow[]> {
  const res = await http.get<{ list: MeterRow[] }>('/api/progress/meters', { projectId, waiting: waiting ? 1 : undefined }, { loading: false, silent: true })
  if (!res.data || !Array.isArray(res.data.list)) throw new Error('计量数据格式不正确')
  return res.data.list
}

export async function getMeter(id: string): Promise<MeterDetail> {
  const res = await http.get<MeterDetail>(`/api/progress/meters/${encodeURIComponent(id)}`, undefined, { loading: false, silent: true })
  if (!res.data || !Array.isArray(res.data.lines)) throw new Error('计量数据格式不正确')
  return res.data
}

export async function decideMeter(id: string, approve: boolean): Promise<{ stateName: string }> {
  const res = await http.post<{ stateName: string }>(`/api/progress/meters/${encodeURIComponent(id)}/${approve ? 'approve' : 'return'}`, {}, { silent: true })
  return res.data ?? { stateName: '' }
}
