// Third-party login and binding through a provider's OAuth pages (spec §7, jnpf-api.md §2.4):
// - login: the app holds a login ticket (getTicket) and asks render/{source}?ticket= for the provider's authorize
//   URL; the provider sends the browser back to GET /api/oauth/Login/socials with code and state; the server trades
//   the code for the user's identity and writes the outcome into the ticket (the account(s) bound to it, "not bound" or
//   an error), then sends the browser back to the app's login page, which collects it with
//   socials/app/callback/{source}?uuid=<ticket>; the user taps an account, posted to POST Login/socials for the token.
//   An identity bound to nobody stays on the ticket 5 minutes: a password login with jnpf_ticket binds it.
// - binding: a signed-in user asks permission/socials/render/{source}; the same callback binds the identity to them
//   and sends the browser back to account security with the result.
// The state is single use and names what it was made for, so a callback cannot be replayed or pointed elsewhere.
import type { LoginTicketModel, SocialAccountVo } from '@shared/api/oauth'
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { newId, randomSecret } from '../../lib/tokens'
import { authorizeUrl, identityFromCode } from '../../lib/wechat-oauth'
import { userRepository, type UserRow } from '../users/repository'
import { socialRepository, ticketRepository } from './repository'
import { MINI_PROGRAM, providerVo, socialProviders, type SocialProvider, type SocialsUserVo } from './social-providers'
import { LOGIN_TICKET_MS, TicketStatus, ticketStatus, type SocialOutcome } from './ticket-service'
import { wechatConfigured } from '../../lib/wechat'

const STATE_MS = 10 * 60000
const STATE_KIND = 'oauth_state'
/** the app's pages the callback sends the browser back to (src/config/routes.ts) */
export const APP_LOGIN_PAGE = '/pages/login/index'
export const APP_SECURITY_PAGE = '/pages/my/accountSecurity/index'

type StateValue = { source: string; mode: 'login'; ticket: string } | { source: string; mode: 'bind'; userId: string }

function provider(ctx: AppContext, source: string): SocialProvider {
  const found = socialProviders(ctx.config).find((p) => p.enname === source)
  if (!found) throw new BadRequest(`未配置该第三方登录方式: ${source.slice(0, 50)}`)
  return found
}

function redirectUri(publicBase: string, source: string): string {
  return `${publicBase}/api/oauth/Login/socials?source=${encodeURIComponent(source)}`
}

async function authorizeFor(ctx: AppContext, p: SocialProvider, publicBase: string, value: StateValue): Promise<string> {
  const now = ctx.clock.now()
  await ticketRepository.purgeExpired(ctx.db, now)
  const state = randomSecret(24)
  await ticketRepository.insert(ctx.db, { id: state, kind: STATE_KIND, status: 0, value: JSON.stringify(value), expiresAt: now + STATE_MS })
  return authorizeUrl(p.client, redirectUri(publicBase, p.enname), state)
}

/** getLoginConfig's socialsList: the configured providers, and the mini-program's own login when it is set up */
export function loginSocialsList(ctx: AppContext): SocialsUserVo[] {
  const list = socialProviders(ctx.config).map((p) => providerVo(p, `/api/oauth/socials/render/${p.enname}?ticket=JNPF_TICKET`))
  if (wechatConfigured(ctx.config)) list.push({ ...providerVo(MINI_PROGRAM, ''), isLatest: false, latest: false })
  return list
}

/** GET /api/oauth/socials/render/{source}?ticket=: the provider's authorize URL for logging in on that ticket */
export async function renderLogin(ctx: AppContext, source: string, ticket: string, publicBase: string): Promise<string> {
  const p = provider(ctx, source)
  const t = await ticketRepository.find(ctx.db, ticket)
  if (!t || t.kind !== 'qr' || Number(t.status) !== TicketStatus.UnLogin || Number(t.expiresAt) <= ctx.clock.now()) {
    throw new BadRequest('登录票据已失效，请重新登录')
  }
  return authorizeFor(ctx, p, publicBase, { source, mode: 'login', ticket })
}

/** GET /api/permission/socials/render/{source}: the provider's authorize URL for binding to the caller */
export async function renderBind(ctx: AppContext, user: UserRow, source: string, publicBase: string): Promise<string> {
  const p = provider(ctx, source)
  if (await socialRepository.findOfUser(ctx.db, user.id, source)) throw new BadRequest(`已绑定${p.name}，请先解绑`)
  return authorizeFor(ctx, p, publicBase, { source, mode: 'bind', userId: user.id })
}

function parseState(raw: string): StateValue | null {
  try {
    const v = JSON.parse(raw) as StateValue
    return v && typeof v.source === 'string' && (v.mode === 'login' || v.mode === 'bind') ? v : null
  } catch {
    return null
  }
}

function appPage(publicBase: string, page: string, query: Record<string, string>): string {
  return `${publicBase}${page}?${new URLSearchParams(query).toString()}`
}

function errorText(err: unknown): string {
  return err instanceof BadRequest ? err.message : '第三方登录失败，请稍后再试'
}

const OUTCOME_STATUS: Record<SocialOutcome['outcome'], number> = {
  token: TicketStatus.Success, accounts: TicketStatus.Multitenancy, unbound: TicketStatus.UnBind, error: TicketStatus.ErrLogin
}

async function writeOutcome(ctx: AppContext, ticket: string, outcome: SocialOutcome): Promise<void> {
  await ticketRepository.put(ctx.db, {
    id: ticket, kind: 'social', status: OUTCOME_STATUS[outcome.outcome], value: JSON.stringify(outcome), expiresAt: ctx.clock.now() + LOGIN_TICKET_MS
  })
}

/**
 * a bound identity logs nobody in yet: the ticket answers the account(s) bound to it and the user taps one, which
 * POST Login/socials checks against this ticket and logs in (social-account-login.ts), as JNPF 3.6 does
 */
async function loginOutcome(ctx: AppContext, source: string, ticket: string, socialId: string, socialName: string): Promise<SocialOutcome> {
  const binding = await socialRepository.find(ctx.db, source, socialId)
  const user = binding ? await userRepository.findById(ctx.db, binding.userId) : undefined
  if (!user) return { source, outcome: 'unbound', socialId, socialName }
  const account: SocialAccountVo = {
    source, ticket, socialName, userId: user.id, account: user.account, accountName: user.realName, tenantId: '', tenantName: ''
  }
  return { source, outcome: 'accounts', socialId, socialName, accounts: [account] }
}

async function bindOutcome(ctx: AppContext, p: SocialProvider, userId: string, socialId: string, socialName: string): Promise<string> {
  const holder = await socialRepository.find(ctx.db, p.enname, socialId)
  if (holder && holder.userId !== userId) {
    const other = await userRepository.findById(ctx.db, holder.userId)
    throw new BadRequest(`该${p.name}账号已被${other ? `${other.realName}/${other.account}` : '其他用户'}绑定，不能重复绑定`)
  }
  if (!holder) {
    if (await socialRepository.findOfUser(ctx.db, userId, p.enname)) throw new BadRequest(`已绑定${p.name}，请先解绑`)
    await socialRepository.bind(ctx.db, { id: newId(), userId, socialType: p.enname, socialId, socialName, createdAt: ctx.clock.now() })
  }
  return '绑定成功'
}

/**
 * GET /api/oauth/Login/socials?source&code&state: where the provider sends the browser back. Answers the app page
 * to send the browser on to; never throws (a browser showing a JSON error page would be stranded).
 */
export async function providerCallback(ctx: AppContext, q: { source?: string; code?: string; state?: string }, publicBase: string): Promise<string> {
  const taken = q.state ? await ticketRepository.take(ctx.db, q.state, STATE_KIND) : undefined
  const state = taken && Number(taken.expiresAt) > ctx.clock.now() ? parseState(taken.value) : null
  if (!state || state.source !== q.source) return appPage(publicBase, APP_LOGIN_PAGE, { socialError: '第三方登录已失效，请重新发起' })
  const source = state.source
  try {
    const p = provider(ctx, source)
    if (!q.code) throw new BadRequest('已取消第三方授权')
    const who = await identityFromCode(p.client, q.code)
    const socialId = who.unionid || who.openid
    if (state.mode === 'bind') {
      const msg = await bindOutcome(ctx, p, state.userId, socialId, who.nickname)
      return appPage(publicBase, APP_SECURITY_PAGE, { source, bindResult: 'ok', msg })
    }
    await writeOutcome(ctx, state.ticket, await loginOutcome(ctx, source, state.ticket, socialId, who.nickname))
  } catch (err) {
    if (state.mode === 'bind') return appPage(publicBase, APP_SECURITY_PAGE, { source, bindResult: 'fail', msg: errorText(err) })
    await writeOutcome(ctx, state.ticket, { source, outcome: 'error', message: errorText(err) })
  }
  return appPage(publicBase, APP_LOGIN_PAGE, { source, uuid: state.ticket })
}

/** GET /api/oauth/socials/app/callback/{source}?uuid=: the outcome of a social login, as getTicketStatus says it */
export async function appCallback(ctx: AppContext, source: string, uuid: string): Promise<LoginTicketModel> {
  const t = await ticketRepository.find(ctx.db, uuid)
  if (t && t.kind === 'social') {
    let ofSource = ''
    try { ofSource = (JSON.parse(t.value) as SocialOutcome).source } catch { /* answered as invalid below */ }
    if (ofSource !== source) throw new BadRequest('登录票据与登录方式不符')
  } else if (t && t.kind !== 'qr') {
    throw new BadRequest('登录票据无效')
  }
  return ticketStatus(ctx, uuid)
}

/** binds the identity a social login left on the ticket (jnpf_ticket on a password login); false when none */
export async function bindPendingSocial(ctx: AppContext, ticketId: string, userId: string): Promise<boolean> {
  const t = await ticketRepository.take(ctx.db, ticketId, 'social')
  if (!t) return false
  let pending: SocialOutcome | null = null
  try { pending = JSON.parse(t.value) as SocialOutcome } catch { /* refused below */ }
  if (!pending || pending.outcome !== 'unbound' || Number(t.expiresAt) <= ctx.clock.now()) {
    throw new BadRequest('第三方账号绑定已过期，请重新使用第三方登录后再绑定')
  }
  await socialRepository.replaceOfUser(ctx.db, {
    id: newId(), userId, socialType: pending.source, socialId: pending.socialId, socialName: pending.socialName, createdAt: ctx.clock.now()
  })
  return true
}

/** GET /api/permission/socials/login: every login the user may bind, with their binding when there is one */
export async function listBindings(ctx: AppContext, user: UserRow): Promise<SocialsUserVo[]> {
  const rows = await socialRepository.listOfUser(ctx.db, user.id)
  const kinds = [...socialProviders(ctx.config), ...(wechatConfigured(ctx.config) || rows.some((r) => r.socialType === MINI_PROGRAM.enname) ? [MINI_PROGRAM] : [])]
  return kinds.map((p) => {
    const row = rows.find((r) => r.socialType === p.enname)
    const entity = row ? { id: row.id, userId: row.userId, socialType: row.socialType, socialName: row.socialName, creatorTime: Number(row.createdAt) } : null
    return providerVo(p, p.enname === MINI_PROGRAM.enname ? '' : `/api/permission/socials/render/${p.enname}`, entity)
  })
}

/** DELETE /api/permission/socials/{id}: only the caller's own bindings */
export async function unbind(ctx: AppContext, user: UserRow, id: string, userId?: string): Promise<void> {
  if (userId && userId !== user.id) throw new BadRequest('只能解绑自己的第三方账号')
  if (!(await socialRepository.deleteOfUser(ctx.db, user.id, id))) throw new BadRequest('该第三方账号未绑定或已解绑')
}
