// Delegation (委托, jnpf-api.md §6.4 "Delegation"): /api/workflow/Engine/FlowDelegate, plus the user search of the
// delegate picker (the IM contact list: paged, searchable, never the caller).
import type { PageList } from '@shared/api/envelope'
import type { FlowDelegateCrForm, FlowDelegateType, FlowDelegateVO } from '@shared/api/workflow-extras'
import { http } from '@/lib/request'

/** "0" 发起委托 (launch on my behalf), "1" 审批委托 (approve on my behalf) */
export type DelegateType = FlowDelegateType
/** FlowDelegatListVO (+ status: 0 not started, 1 in force, 2 ended or stopped) */
export type FlowDelegateItem = FlowDelegateVO
/** FlowDelegateCrForm */
export type FlowDelegateForm = FlowDelegateCrForm

/** a flow that can be delegated (getflowAll) */
export interface DelegableFlow {
  id: string
  fullName: string
  enCode?: string
  category?: string
}

/** a row of the delegate picker */
export interface UserOption {
  id: string
  realName: string
  account?: string
  headIcon?: string
  department?: string
}

const BASE = '/api/workflow/Engine/FlowDelegate'
const enc = encodeURIComponent

/** mine = "1" (delegations I gave), "2" (delegated to me) */
export async function getDelegates(query: { myOrDelagateToMe: '1' | '2'; currentPage: number; pageSize: number; keyword?: string }) {
  const res = await http.get<PageList<FlowDelegateItem>>(BASE, { ...query, keyword: query.keyword || undefined }, { silent: true })
  const list = res.data?.list ?? []
  return { list, total: Number(res.data?.pagination?.total) || list.length }
}

export async function getDelegate(id: string): Promise<FlowDelegateItem> {
  const res = await http.get<FlowDelegateItem>(`${BASE}/${enc(id)}`, undefined, { silent: true })
  if (!res.data) throw new Error('委托不存在')
  return res.data
}

export async function saveDelegate(form: FlowDelegateForm, id?: string): Promise<string> {
  const res = id ? await http.put(`${BASE}/${enc(id)}`, form) : await http.post(BASE, form)
  return res.msg
}

export async function stopDelegate(id: string): Promise<string> {
  return (await http.put(`${BASE}/Stop/${enc(id)}`)).msg
}

export async function deleteDelegate(id: string): Promise<string> {
  return (await http.delete(`${BASE}/${enc(id)}`)).msg
}

/**
 * GET flowTemplate/getflowAll: every enabled flow a delegation may name (FlowDelegate/getflow answers something
 * else in JNPF: the flows a delegate may launch for others)
 */
export async function getDelegableFlows(): Promise<DelegableFlow[]> {
  const res = await http.get<PageList<DelegableFlow> | DelegableFlow[]>('/api/workflow/Engine/flowTemplate/getflowAll', { currentPage: 1, pageSize: 100 }, { silent: true })
  const data = res.data
  return flatten(Array.isArray(data) ? data : (data?.list ?? []))
}

/** a server that groups the flows by category (children) gets them as one list */
function flatten(items: (DelegableFlow & { children?: DelegableFlow[] | null })[]): DelegableFlow[] {
  return items.flatMap((item) => (Array.isArray(item.children) ? flatten(item.children) : [item]))
}

/** GET /api/permission/Users/ImUser: people I may pick as a delegate (paged, keyword over name/account/phone) */
export async function searchUsers(query: { keyword?: string; currentPage: number; pageSize: number }) {
  const res = await http.get<PageList<UserOption>>('/api/permission/Users/ImUser', { ...query, keyword: query.keyword || undefined }, { silent: true })
  const list = res.data?.list ?? []
  return { list, total: Number(res.data?.pagination?.total) || list.length }
}
