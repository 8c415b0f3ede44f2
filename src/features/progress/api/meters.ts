// Metering (计量) for payment: GET /api/progress/meters (a project's or section's meterings; waiting=1 keeps those in
// the countersign, scope=apply lists the section's own with its drafts), GET /api/progress/meters/{id} (its lines
// against the bill), POST .../approve or .../return (the supervisor first, then the owner's project manager), the
// section's drafting (GET meter-items: the bill with what is left; POST meters, PUT and DELETE meters/{id}) and
// POST .../export (the metering sheet as .xlsx).
import { env } from '@/config/env'
import { http } from '@/lib/request'

/** 0 draft, 1 supervisor's review, 2 owner's review, 3 returned, 4 approved */
export type MeterState = 0 | 1 | 2 | 3 | 4

export interface MeterRow {
  id: string
  contractId: string
  contractName: string
  period: string
  state: MeterState
  stateName: string
  amount: number
  remark?: string
  opinion?: string
}

export interface MeterLine {
  nodeId: string
  billCode: string
  code: string
  name: string
  /** 桩号范围, '' when the item has none */
  chainage: string
  unit: string
  unitPrice: number
  billQuantity: number
  meteredBefore: number
  quantity: number
  amount: number
}

export interface MeterDetail extends Omit<MeterRow, 'contractName'> {
  contractName: string
  remark: string
  opinion: string
  creatorName: string
  supervisorName: string
  ownerName: string
  /** a draft or a returned metering the user may edit */
  editable: boolean
  /** the 计量审批 task it is (or was last) under; '' before its first submission or for one approved before */
  flowTaskId: string
  lines: MeterLine[]
}

/** a bill item of the section with what other meterings took and what is left */
export interface BillItem {
  nodeId: string
  billCode: string
  code: string
  name: string
  chainage: string
  unit: string
  unitPrice: number
  billQuantity: number
  meteredBefore: number
  left: number
}

export interface MeterSave {
  contractId: string
  period: string
  remark: string
  lines: { nodeId: string; quantity: number }[]
  submit: boolean
}

export const isMeterEditable = (state: number): boolean => state === 0 || state === 3

export async function getMeters(projectId: string, waiting: boolean): Promise<MeterRow[]> {
  const res = await http.get<{ list: MeterRow[] }>('/api/progress/meters', { projectId, waiting: waiting ? 1 : undefined }, { loading: false, silent: true })
  if (!res.data || !Array.isArray(res.data.list)) throw new Error('计量数据格式不正确')
  return res.data.list
}

/** the section's own meterings, drafts included */
export async function getSectionMeters(contractId: string): Promise<MeterRow[]> {
  const res = await http.get<{ list: MeterRow[] }>('/api/progress/meters', { contractId, scope: 'apply' }, { loading: false, silent: true })
  if (!res.data || !Array.isArray(res.data.list)) throw new Error('计量数据格式不正确')
  return res.data.list
}

export async function getMeter(id: string): Promise<MeterDetail> {
  const res = await http.get<MeterDetail>(`/api/progress/meters/${encodeURIComponent(id)}`, undefined, { loading: false, silent: true })
  if (!res.data || !Array.isArray(res.data.lines)) throw new Error('计量数据格式不正确')
  return res.data
}

/** the section's bill for a metering (meterId: the metering being edited, whose own quantities are left out) */
export async function getBillItems(contractId: string, meterId = ''): Promise<BillItem[]> {
  const res = await http.get<{ list: BillItem[] }>('/api/progress/meter-items', { contractId, meterId: meterId || undefined }, { loading: false, silent: true })
  if (!res.data || !Array.isArray(res.data.list)) throw new Error('清单数据格式不正确')
  return res.data.list
}

export async function saveMeter(id: string, body: MeterSave): Promise<{ id: string; stateName: string }> {
  const res = id
    ? await http.put<{ id: string; stateName: string }>(`/api/progress/meters/${encodeURIComponent(id)}`, body, { silent: true })
    : await http.post<{ id: string; stateName: string }>('/api/progress/meters', body, { silent: true })
  if (!res.data?.id) throw new Error('保存失败，请重试')
  return res.data
}

export async function removeMeter(id: string): Promise<void> {
  await http.delete(`/api/progress/meters/${encodeURIComponent(id)}`, undefined, { silent: true })
}

/** the metering sheet as an .xlsx: {name, url} of a one-time download */
export async function exportMeter(id: string): Promise<{ name: string; url: string }> {
  const res = await http.post<{ name: string; url: string }>(`/api/progress/meters/${encodeURIComponent(id)}/export`, {}, { silent: true, timeout: env.requestTimeoutAlt })
  if (!res.data?.url) throw new Error('导出失败，请重试')
  return res.data
}
