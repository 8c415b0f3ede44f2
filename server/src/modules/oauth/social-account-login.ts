// The second step of a third-party login (JNPF 3.6 "第三方登录回调列表后点击登录"): the provider's return left the
// accounts bound to the identity on the login ticket; the user taps one and the app posts it (form-encoded, with
// tenantLogin=true) to POST /api/oauth/Login/socials. The post is only a choice among what the ticket holds: the
// account must be on that ticket's list and still bound to the identity the provider vouched for, the ticket must be
// unexpired, of the same provider, and is used once. Everything is checked before the ticket is used up, so a forged
// or mismatched post changes nothing; then the same rules as a password login decide (login guard, disabled, locked).
import type { LoginVO } from '@shared/api/oauth'
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { userRepository } from '../users/repository'
import { assertCanLogin, loginSucceeded } from './account-rules'
import { loginGate } from './login-guard'
import { socialRepository, ticketRepository } from './repository'
import type { SocialOutcome } from './ticket-service'

export interface SocialAccountChoice {
  /** the login ticket the account list came from */
  ticket?: string
  userId?: string
  account?: string
  source?: string
  ip: string
  origin: string
}

export const SOCIAL_LOGIN_EXPIRED = '第三方登录已失效，请重新发起'
export const NOT_BOUND_TO_IDENTITY = '该账号未绑定此第三方账号'

async function listOnTicket(ctx: AppContext, ticket: string) {
  const t = await ticketRepository.find(ctx.db, ticket)
  if (!t || t.kind !== 'social' || Number(t.expiresAt) <= ctx.clock.now()) throw new BadRequest(SOCIAL_LOGIN_EXPIRED)
  let outcome: SocialOutcome | null = null
  try { outcome = JSON.parse(t.value) as SocialOutcome } catch { /* refused below */ }
  if (outcome?.outcome !== 'accounts') throw new BadRequest(SOCIAL_LOGIN_EXPIRED)
  return outcome
}

export async function socialAccountLogin(ctx: AppContext, choice: SocialAccountChoice): Promise<LoginVO> {
  const ticket = choice.ticket?.trim() ?? ''
  if (!ticket || !choice.userId || !choice.account) throw new BadRequest('请选择要登录的账号')
  const listed = await listOnTicket(ctx, ticket)
  if (choice.source && choice.source !== listed.source) throw new BadRequest('登录票据与登录方式不符')
  const picked = listed.accounts.find((a) => a.userId === choice.userId && a.account === choice.account)
  if (!picked) throw new BadRequest(NOT_BOUND_TO_IDENTITY)
  // the binding may have been removed (or moved) since the provider's return
  const binding = await socialRepository.find(ctx.db, listed.source, listed.socialId)
  const user = binding?.userId === picked.userId ? await userRepository.findById(ctx.db, picked.userId) : undefined
  if (!user || user.account !== picked.account) throw new BadRequest(NOT_BOUND_TO_IDENTITY)
  // a client locked out of this account by wrong passwords is not let in through another door
  await loginGate(ctx, { account: user.account, ip: choice.ip })
  const ready = await assertCanLogin(ctx, user)
  // the ticket is spent here, in one statement: of two posts racing with the same ticket only one logs in
  if (!(await ticketRepository.take(ctx.db, ticket, 'social'))) throw new BadRequest(SOCIAL_LOGIN_EXPIRED)
  return loginSucceeded(ctx, ready, choice.ip, choice.origin)
}
