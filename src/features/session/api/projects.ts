import { http } from '@/lib/request'
import type { ListVO } from '@shared/api/envelope'
import type { ContractVO, ProjectVO } from '@shared/api/oauth'

/** GET /api/oauth/project-data: the projects the user belongs to */
export async function getProjects(): Promise<ProjectVO[]> {
  const res = await http.get<ListVO<ProjectVO>>('/api/oauth/project-data')
  return res.data?.list ?? []
}

/** GET /api/oauth/contract-data/{projectId}: the user's contract sections in that project */
export async function getContracts(projectId: string): Promise<ContractVO[]> {
  const res = await http.get<ListVO<ContractVO>>(`/api/oauth/contract-data/${encodeURIComponent(projectId)}`)
  return res.data?.list ?? []
}
