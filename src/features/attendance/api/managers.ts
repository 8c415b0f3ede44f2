// The management staff register (server/src/modules/attendance-managers).
import { http } from '@/lib/request'
import type { ManagerInput, ManagerPage, ManagerVO } from '@shared/api/attendance-managers'

const M = '/api/attendance/managers'
const quiet = { silent: true, loading: false } as const

export interface ManagerQuery { projectId?: string; contractId?: string; keyword?: string; state?: string; required?: '1'; currentPage: number; pageSize: number }

export async function getManagers(q: ManagerQuery): Promise<ManagerPage> {
  const data = (await http.get<ManagerPage>(M, { ...q }, quiet)).data
  return {
    list: data?.list ?? [],
    pagination: data?.pagination ?? { currentPage: 1, pageSize: q.pageSize, total: 0 },
    summary: data?.summary ?? { required: 0, requiredIn: 0, warnings: 0 },
    mayEdit: data?.mayEdit === true
  }
}

export async function getManager(id: string): Promise<ManagerVO> {
  const data = (await http.get<ManagerVO>(`${M}/${encodeURIComponent(id)}`, {}, quiet)).data
  if (!data) throw new Error('服务器没有返回数据')
  return data
}

export async function saveManager(input: ManagerInput): Promise<ManagerVO> {
  const data = (await http.post<ManagerVO>(M, input, { silent: true })).data
  if (!data) throw new Error('服务器没有返回数据')
  return data
}

export async function removeManager(id: string): Promise<void> {
  await http.delete(`${M}/${encodeURIComponent(id)}`, {}, { silent: true })
}

/** the section's member accounts a person can be linked to */
export async function getLinkableAccounts(contractId: string): Promise<{ id: string; realName: string; account: string }[]> {
  return (await http.get<{ list: { id: string; realName: string; account: string }[] }>(`${M}/accounts`, { contractId }, quiet)).data?.list ?? []
}
