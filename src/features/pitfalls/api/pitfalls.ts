// The problem library's and the custom problems' calls (/api/safety/problemLibrary, /api/safety/pitfallCustom).
import type { ApproveForm, ProblemNode, ProposalDetail, ProposalForm, ProposalPage, ProposalState } from '@shared/api/pitfalls'
import { http } from '@/lib/request'

const L = '/api/safety/problemLibrary'
const P = '/api/safety/pitfallCustom'
const at = (id: string) => `${P}/${encodeURIComponent(id)}`

export async function getLibraryTree(keyword = ''): Promise<ProblemNode[]> {
  const res = await http.get<{ list: ProblemNode[] }>(`${L}/tree`, keyword ? { keyword } : undefined, { loading: false })
  if (!res.data || !Array.isArray(res.data.list)) throw new Error('问题库数据格式不正确')
  return res.data.list
}

export async function getProposals(q: { projectId: string; state?: ProposalState; currentPage: number; pageSize: number }): Promise<ProposalPage> {
  const res = await http.get<ProposalPage>(P, { ...q, state: q.state ?? '' }, { loading: false })
  if (!res.data || !Array.isArray(res.data.list)) throw new Error('自定义问题数据格式不正确')
  return res.data
}

export async function getProposal(id: string): Promise<ProposalDetail> {
  const res = await http.get<ProposalDetail>(at(id), undefined, { loading: false })
  if (!res.data || typeof res.data.id !== 'string') throw new Error('自定义问题数据格式不正确')
  return res.data
}

export async function proposeProblem(form: ProposalForm): Promise<ProposalDetail> {
  return (await http.post<ProposalDetail>(P, form)).data!
}

export async function approveProposal(id: string, form: ApproveForm): Promise<ProposalDetail> {
  return (await http.post<ProposalDetail>(`${at(id)}/approve`, form)).data!
}

export async function rejectProposal(id: string, opinion: string): Promise<ProposalDetail> {
  return (await http.post<ProposalDetail>(`${at(id)}/reject`, { opinion })).data!
}

export async function withdrawProposal(id: string): Promise<void> {
  await http.delete(at(id))
}
