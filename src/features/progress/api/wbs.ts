// GET /api/progress/wbs?contractId=&keyword=: the section's WBS as a flat list (parents before children) with the
// progress of each node from the server's one roll-up; a keyword keeps the hits with their ancestors and descendants.
import { http } from '@/lib/request'

export type WbsLevel = 'unit' | 'subunit' | 'division' | 'item'

export interface WbsNode {
  id: string
  parentId: string
  level: WbsLevel
  code: string
  name: string
  chainage: string
  billCode: string
  unit: string
  designQuantity: number
  unitPrice: number
  doneQuantity: number
  designValue: number
  doneValue: number
  plannedValue: number
  percent: number
  hasChildren: boolean
}

export interface WbsTree {
  contractId: string
  contractName: string
  designValue: number
  doneValue: number
  percent: number
  list: WbsNode[]
}

export async function getWbsTree(contractId: string, keyword = ''): Promise<WbsTree> {
  const res = await http.get<WbsTree>('/api/progress/wbs', { contractId, keyword: keyword || undefined }, { loading: false, silent: true })
  if (!res.data || !Array.isArray(res.data.list)) throw new Error('WBS数据格式不正确')
  return res.data
}
