import { http } from '@/lib/request'
import type { PaginationVO } from '@shared/api/envelope'
import type { ContactNode } from '../types'

/** POST /api/permission/Users/ImUser/Selector/{organizeId}: one level ('0' = the top organisations) */
export async function getContactLevel(organizeId: string): Promise<ContactNode[]> {
  const res = await http.post<{ list?: ContactNode[] }>(
    `/api/permission/Users/ImUser/Selector/${encodeURIComponent(organizeId || '0')}`,
    // a level is never paged (the server caps pageSize at 500); paging applies to keyword search only
    { keyword: '' },
    { silent: true }
  )
  return res.data?.list ?? []
}

/** the same endpoint with a keyword answers a flat, paged list of users */
export async function searchContacts(
  keyword: string,
  currentPage: number,
  pageSize: number
): Promise<{ list: ContactNode[]; pagination: PaginationVO }> {
  const res = await http.post<{ list?: ContactNode[]; pagination?: PaginationVO }>(
    '/api/permission/Users/ImUser/Selector/0',
    { keyword, currentPage, pageSize },
    { silent: true }
  )
  return { list: res.data?.list ?? [], pagination: res.data?.pagination ?? { currentPage, pageSize, total: 0 } }
}
