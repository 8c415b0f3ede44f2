import { http } from '@/lib/request'
import type { CurrentUserVO } from '@shared/api/oauth'

/** GET /api/oauth/CurrentUser?type=app: any non-empty type selects the App menu tree (jnpf-api.md §2.2) */
export async function getCurrentUser(opts: { silent?: boolean } = {}): Promise<CurrentUserVO> {
  const res = await http.get<CurrentUserVO>('/api/oauth/CurrentUser', { type: 'app' }, { silent: opts.silent })
  if (!res.data?.userInfo) throw new Error('用户信息加载失败')
  return { ...res.data, menuList: res.data.menuList ?? [], permissionList: res.data.permissionList ?? [] }
}
