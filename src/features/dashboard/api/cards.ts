// GET /api/dashboard/{card}?projectId=&contractId=: one small answer per card of the home dashboard
// (types/api/dashboard.ts). The last answer of each card and scope is kept in memory, so a card opened again draws
// at once from it while the fresh one loads.
import { http } from '@/lib/request'
import type {
  DashboardAttendanceVO, DashboardInvestmentVO, DashboardOverviewVO, DashboardProgressVO, DashboardSafetyVO
} from '@shared/api/dashboard'
import type { DashboardSmartSiteVO } from '@shared/api/smart-site'

export interface CardScope {
  projectId: string
  /** one section; none for every section of the project the user belongs to */
  contractId?: string
}

export interface Cards {
  overview: DashboardOverviewVO
  progress: DashboardProgressVO
  investment: DashboardInvestmentVO
  safety: DashboardSafetyVO
  smartSite: DashboardSmartSiteVO
  attendance: DashboardAttendanceVO
}
export type CardName = keyof Cards

const last = new Map<string, unknown>()
const keyOf = (name: CardName, scope: CardScope) => `${name}|${scope.projectId}|${scope.contractId ?? ''}`

/** the last answer of this card and scope, if any */
export function lastCard<N extends CardName>(name: N, scope: CardScope): Cards[N] | undefined {
  return last.get(keyOf(name, scope)) as Cards[N] | undefined
}

export async function getCard<N extends CardName>(name: N, scope: CardScope): Promise<Cards[N]> {
  const res = await http.get<Cards[N]>(`/api/dashboard/${name}`, { projectId: scope.projectId, contractId: scope.contractId }, { silent: true, loading: false })
  if (!res.data || typeof res.data !== 'object') throw new Error('看板数据格式不正确')
  last.set(keyOf(name, scope), res.data)
  return res.data
}

/** forget every kept answer (tests; a logout clears the memory with the page stack anyway) */
export function forgetCards(): void {
  last.clear()
}
