import { http } from '@/lib/request'
import type { UserSubordinate } from '../types'

/** GET /api/permission/Users/Current/Subordinate/{id}; '0' is the current user's own level */
export async function getSubordinates(id = '0'): Promise<UserSubordinate[]> {
  const res = await http.get<UserSubordinate[] | { list: UserSubordinate[] }>(
    `/api/permission/Users/Current/Subordinate/${encodeURIComponent(id || '0')}`
  )
  const data = res.data
  if (Array.isArray(data)) return data
  return data?.list ?? []
}
