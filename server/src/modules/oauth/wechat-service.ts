// WeChat mini-program login: code -> openid via code2Session; a bound openid logs in, an unbound one gets a
// 5-minute ticket that a password login (jnpf_ticket) or WeChatBinding turns into a binding.
import type { LoginVO } from '@shared/api/oauth'
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { randomSecret, newId } from '../../lib/tokens'
import { code2Session } from '../../lib/wechat'
import { userRepository } from '../users/repository'
import { socialRepository, ticketRepository } from './repository'
import { assertCanLogin, loginSucceeded } from './account-rules'
import { LOGIN_TICKET_MS, TicketStatus } from './ticket-service'

export const WECHAT_SOURCE = 'wechat_applets'

export type WechatLookup = { bound: true; token: string } | { bound: false; ticket: string }

async function boundUserToken(ctx: AppContext, openid: string, ip: string): Promise<string | null> {
  const binding = await socialRepository.find(ctx.db, WECHAT_SOURCE, openid)
  if (!binding) return null
  const user = await userRepository.findById(ctx.db, binding.userId)
  if (!user) return null
  // the same refusals as a password login (disabled, locked)
  const ready = await assertCanLogin(ctx, user)
  return (await loginSucceeded(ctx, ready, ip, 'app')).token
}

export async function lookupWechatUser(ctx: AppContext, code: string, ip: string): Promise<WechatLookup> {
  const { openid } = await code2Session(ctx.config, code)
  const token = await boundUserToken(ctx, openid, ip)
  if (token) return { bound: true, token }
  const ticket = randomSecret(24)
  await ticketRepository.insert(ctx.db, { id: ticket, kind: 'wechat', status: TicketStatus.UnBind, value: openid, expiresAt: ctx.clock.now() + LOGIN_TICKET_MS })
  return { bound: false, ticket }
}

export async function socialLogin(ctx: AppContext, source: string, code: string, ip: string): Promise<LoginVO> {
  if (source !== WECHAT_SOURCE) throw new BadRequest(`不支持的第三方登录方式: ${source.slice(0, 50)}`)
  const { openid } = await code2Session(ctx.config, code)
  const token = await boundUserToken(ctx, openid, ip)
  if (!token) throw new BadRequest('微信账号未绑定')
  return { token, theme: 'classic' }
}

/** binds the openid held by a pending ticket to the user; the ticket is single use */
export async function bindPendingWechat(ctx: AppContext, ticketId: string, userId: string): Promise<void> {
  const ticket = await ticketRepository.take(ctx.db, ticketId, 'wechat')
  if (!ticket || Number(ticket.expiresAt) <= ctx.clock.now()) {
    throw new BadRequest('微信绑定已过期，请重新进入小程序后再绑定')
  }
  await socialRepository.bind(ctx.db, {
    id: newId(), userId, socialType: WECHAT_SOURCE, socialId: ticket.value, socialName: '微信小程序', createdAt: ctx.clock.now()
  })
}
