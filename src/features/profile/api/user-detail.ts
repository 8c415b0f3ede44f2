import { http } from '@/lib/request'
import type { AppUserDetail } from '../types'

/** GET /api/app/User/{id}: a colleague's contact card */
export async function getAppUser(id: string): Promise<AppUserDetail> {
  const res = await http.get<AppUserDetail>(`/api/app/User/${encodeURIComponent(id)}`)
  if (!res.data) throw new Error('用户信息加载失败')
  return res.data
}
