import { http } from '@/lib/request'
import type { UserBaseInfo, UserInfoForm } from '../types'

/** GET /api/permission/Users/Current/BaseInfo */
export async function getBaseInfo(): Promise<UserBaseInfo> {
  const res = await http.get<UserBaseInfo>('/api/permission/Users/Current/BaseInfo')
  if (!res.data) throw new Error('个人资料加载失败')
  return res.data
}

/** PUT /api/permission/Users/Current/BaseInfo (JSON) */
export async function updateBaseInfo(form: UserInfoForm): Promise<void> {
  await http.put('/api/permission/Users/Current/BaseInfo', form)
}
