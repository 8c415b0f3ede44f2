// The console's personal centre (个人信息): 系统权限 shows what the caller may open in the console, 登录日志 the
// caller's own log-ins (JNPF 3.6 UserSettingController Authorize / SystemLog).
import type { PageList } from '@shared/api/envelope'
import type { MenuItem } from '@shared/api/oauth'
import type { AppContext } from '../../context'
import { page } from '../../lib/envelope'
import type { UserRow } from '../users/repository'
import { timeOf } from '../workflow/read/list-query'
import { getCurrentUser } from './current-user-service'
import { HOME_PORTAL } from './home-portal'
import { personalRepository } from './personal-repository'

export interface AuthorizeNode { id: string; fullName: string; icon: string; children: AuthorizeNode[] }

/** one tree per kind of grant, as the 系统权限 tabs show them */
export interface UserAuthorizeVO {
  module: AuthorizeNode[]; button: AuthorizeNode[]; column: AuthorizeNode[]; form: AuthorizeNode[]; resource: AuthorizeNode[]; portal: AuthorizeNode[]
}

const node = (m: MenuItem): AuthorizeNode => ({ id: m.id, fullName: m.fullName, icon: m.icon, children: (m.children ?? []).map(node) })

/**
 * the caller's Web menus, the home portal, and the buttons, list columns and form fields granted on those menus
 * (the console's pages have none: their rights are the menu itself). Data rights (resource) follow project and
 * contract membership in this product, not schemes, so that tree is empty.
 */
export async function myAuthorize(ctx: AppContext, me: UserRow): Promise<UserAuthorizeVO> {
  const { menuList, permissionList } = await getCurrentUser(ctx, me, 'Web')
  const byId = new Map(permissionList.map((p) => [p.modelId, p]))
  const items = (kind: 'button' | 'column' | 'form') => {
    const prune = (m: MenuItem): AuthorizeNode | null => {
      const own = (byId.get(m.id)?.[kind] ?? []).map((i) => ({ id: i.id, fullName: i.fullName, icon: '', children: [] }))
      const children = [...(m.children ?? []).map(prune).filter((c): c is AuthorizeNode => c !== null), ...own]
      return children.length ? { id: m.id, fullName: m.fullName, icon: m.icon, children } : null
    }
    return menuList.map(prune).filter((c): c is AuthorizeNode => c !== null)
  }
  return {
    module: menuList.map(node), button: items('button'), column: items('column'), form: items('form'), resource: [],
    portal: [{ id: HOME_PORTAL.id, fullName: HOME_PORTAL.fullName, icon: 'icon-ym icon-ym-portalDesign', children: [] }]
  }
}

export interface MyLogQuery {
  currentPage?: number; pageSize?: number; category?: number; keyword?: string; loginMark?: number; loginType?: number
  startTime?: string | number; endTime?: string | number
}

export interface UserLogVO {
  id: string; loginType: number; creatorTime: number; userName: string; ipAddress: string; ipAddressName: string
  browser: string; platForm: string; requestDuration: number; loginMark: number; abstracts: string
}

/** a short name of the browser in a user agent, for the 浏览器 column */
function browserOf(ua: string): string {
  const found = /(Edg|MicroMessenger|Firefox|Chrome|Safari)\/([\d.]+)/.exec(ua)
  return found ? `${found[1] === 'Edg' ? 'Edge' : found[1]} ${found[2].split('.')[0]}` : ''
}

function systemOf(ua: string): string {
  for (const [pattern, name] of [[/Windows/, 'Windows'], [/Android/, 'Android'], [/iPhone|iPad/, 'iOS'], [/Mac OS/, 'macOS'], [/Linux/, 'Linux']] as const) {
    if (pattern.test(ua)) return name
  }
  return ''
}

export async function myLogs(ctx: AppContext, me: UserRow, q: MyLogQuery): Promise<PageList<UserLogVO>> {
  const currentPage = q.currentPage ?? 1
  const pageSize = q.pageSize ?? 20
  const { rows, total } = await personalRepository.myLogs(ctx.db, me, {
    category: q.category ?? 1, keyword: (q.keyword ?? '').trim(), loginMark: q.loginMark ?? null, loginType: q.loginType ?? null,
    from: timeOf(q.startTime, false), to: timeOf(q.endTime, true)
  }, (currentPage - 1) * pageSize, pageSize)
  return page(rows.map((r) => ({
    id: r.id, loginType: r.type.includes('退出') ? 1 : 0, creatorTime: Number(r.createdAt), userName: r.userName,
    ipAddress: r.ipAddress, ipAddressName: '', browser: browserOf(r.platform), platForm: systemOf(r.platform), requestDuration: 0,
    loginMark: Number(r.loginMark), abstracts: r.abstracts || r.type
  })), currentPage, pageSize, total)
}
