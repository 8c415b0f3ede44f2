// 在线用户 (userOnline/index.vue): one row per live session, keyed like JNPF by the session (its `userId` field is
// the session id, here the token's hash: the bearer token itself is never stored). A kick-out revokes the session,
// and its sockets get the same `logout` frame a password change sends.
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { page } from '../../lib/envelope'
import { reachableUser, type AdminScope } from '../admin'
import { revokeToken } from '../oauth/session-service'
import { orgMap, orgPathName } from '../organize/org-paths'
import { organizeRepository } from '../organize/repository'
import type { UserRow } from '../users/repository'
import { onlineRepository, type LiveSession } from './online-repository'

export interface OnlineQuery { currentPage?: number; pageSize?: number; keyword?: string }

/** the login's IP is known for the session the user's last login opened (login records the IP on the user) */
const SAME_LOGIN_MS = 5000

function row(s: LiveSession, organize: string) {
  const lastLogin = s.lastLogTime !== null && Math.abs(s.lastLogTime - s.createdAt) <= SAME_LOGIN_MS
  return {
    userId: s.tokenId, userName: `${s.realName}/${s.account}`, account: s.account, organize,
    loginIPAddress: lastLogin ? s.lastLogIp : '', loginAddress: '', loginBrowser: '', loginSystem: '',
    loginTime: s.createdAt, device: s.origin === 'pc' ? 'PC' : 'APP', tenantId: ''
  }
}

export async function onlinePage(ctx: AppContext, scope: AdminScope, q: OnlineQuery) {
  const f = { now: ctx.clock.now(), keyword: (q.keyword ?? '').trim(), projectIds: scope.all ? null : scope.projectIds }
  const currentPage = q.currentPage ?? 1
  const pageSize = q.pageSize ?? 20
  const [total, sessions, orgs] = await Promise.all([
    onlineRepository.count(ctx.db, f), onlineRepository.page(ctx.db, f, (currentPage - 1) * pageSize, pageSize),
    organizeRepository.allOrganizes(ctx.db)
  ])
  const byId = orgMap(orgs)
  return page(sessions.map((s) => row(s, orgPathName(byId, s.organizeId))), currentPage, pageSize, total)
}

/** ends the sessions; every id must be a live session of somebody the caller may reach, or nothing happens */
export async function kickOut(ctx: AppContext, scope: AdminScope, tokenIds: string[], ownTokenId: string): Promise<UserRow[]> {
  const ids = [...new Set(tokenIds)]
  if (ids.includes(ownTokenId)) throw new BadRequest('不能强制下线您当前使用的会话')
  const live = await onlineRepository.live(ctx.db, ids, ctx.clock.now())
  if (live.length !== ids.length) throw new BadRequest('该会话不存在或已下线，请刷新列表')
  const users = new Map<string, UserRow>()
  for (const s of live) if (!users.has(s.userId)) users.set(s.userId, await reachableUser(ctx, scope, s.userId))
  for (const s of live) await revokeToken(ctx, s.tokenId)
  return [...users.values()]
}
