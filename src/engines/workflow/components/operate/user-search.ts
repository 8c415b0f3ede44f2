// People the approve dialog may name (转审 / 加签 / 抄送 / a candidate without a candidate list): the caller's
// directory through GET /api/permission/Users/ImUser (jnpf-api.md §3), paged with a keyword, the caller left out.
import type { PageList } from '@shared/api/envelope'
import { http } from '@/lib/request'

export interface PickedUser {
  id: string
  name: string
  /** department, for telling namesakes apart */
  detail?: string
  headIcon?: string
}

interface ImUserVO {
  id: string
  realName: string
  account?: string
  headIcon?: string
  department?: string
}

export async function searchUsers(keyword: string, currentPage: number, pageSize: number): Promise<PageList<PickedUser>> {
  const res = await http.get<PageList<ImUserVO>>('/api/permission/Users/ImUser', { currentPage, pageSize, ...(keyword ? { keyword } : {}) }, { silent: true })
  const list = (Array.isArray(res.data?.list) ? res.data.list : []).map((u) => ({
    id: u.id,
    name: u.realName || u.account || u.id,
    detail: [u.account, u.department].filter(Boolean).join(' · '),
    headIcon: u.headIcon
  }))
  return { list, pagination: { currentPage, pageSize, total: Number(res.data?.pagination?.total) || list.length } }
}
