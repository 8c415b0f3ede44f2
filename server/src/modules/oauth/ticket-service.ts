// QR login: the browser holds a ticket and polls it; the signed-in app confirms it, which mints a new token for
// the confirming user into the ticket. Final statuses are answered once and then deleted (jnpf-api.md §2.4).
import type { LoginTicketModel, SocialAccountVo, TicketStatus as WireTicketStatus } from '@shared/api/oauth'
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { TOKEN_PREFIX, randomSecret, sha256 } from '../../lib/tokens'
import type { UserRow } from '../users/repository'
import { ticketRepository } from './repository'
import { issueToken, revokeToken } from './session-service'

/**
 * the contract's numbers, checked against types/api at compile time; a value import of @shared would make the
 * running server depend on the tsconfig path alias, which only resolves when started from the repository root
 */
export const TicketStatus = { Success: 1, UnLogin: 2, ErrLogin: 3, UnBind: 4, Invalid: 5, Multitenancy: 6 } as const satisfies Partial<typeof WireTicketStatus>

/** QR tickets and pending WeChat bindings both live 5 minutes (jnpf-api.md §2.4) */
export const LOGIN_TICKET_MS = 5 * 60000

export async function createTicket(ctx: AppContext): Promise<{ ticket: string; expiresAt: number }> {
  const now = ctx.clock.now()
  await ticketRepository.purgeExpired(ctx.db, now)
  const ticket = randomSecret(24)
  const expiresAt = now + LOGIN_TICKET_MS
  await ticketRepository.insert(ctx.db, { id: ticket, kind: 'qr', status: TicketStatus.UnLogin, value: '', expiresAt })
  return { ticket, expiresAt }
}

/** what a social login left on its ticket (social-oauth-service.ts); the social id never leaves the server */
export type SocialOutcome =
  | { source: string; outcome: 'token'; token: string }
  /** the accounts bound to the identity: the user picks one and posts it to Login/socials (social-account-login.ts) */
  | { source: string; outcome: 'accounts'; socialId: string; socialName: string; accounts: SocialAccountVo[] }
  | { source: string; outcome: 'unbound'; socialId: string; socialName: string }
  | { source: string; outcome: 'error'; message: string }

function socialAnswer(value: string, ticketTimeout: number): LoginTicketModel {
  let o: SocialOutcome | null = null
  try { o = JSON.parse(value) as SocialOutcome } catch { /* answered as failed */ }
  if (o?.outcome === 'token') return { status: TicketStatus.Success, value: o.token, theme: 'classic', ticketTimeout }
  if (o?.outcome === 'accounts') return { status: TicketStatus.Multitenancy, value: JSON.stringify(o.accounts), ticketTimeout }
  if (o?.outcome === 'unbound') return { status: TicketStatus.UnBind, value: JSON.stringify({ socialType: o.source, socialUnionid: '', socialName: o.socialName }), ticketTimeout }
  return { status: TicketStatus.ErrLogin, value: o?.outcome === 'error' ? o.message : '第三方登录失败', ticketTimeout }
}

export async function ticketStatus(ctx: AppContext, id: string): Promise<LoginTicketModel> {
  const t = await ticketRepository.find(ctx.db, id)
  if (!t || Number(t.expiresAt) <= ctx.clock.now()) {
    if (t) await ticketRepository.delete(ctx.db, id)
    return { status: TicketStatus.Invalid, value: '二维码已失效', ticketTimeout: 0 }
  }
  const status = Number(t.status)
  if (t.kind === 'wechat') {
    // a pending WeChat binding: say so without handing out the openid it holds
    return { status: TicketStatus.UnBind, value: JSON.stringify({ socialType: 'wechat_applets', socialName: '微信小程序' }), ticketTimeout: Number(t.expiresAt) }
  }
  if (t.kind === 'social') {
    // "not bound" waits for the password login that binds it, the account list for the account the user picks;
    // a token or an error is answered once
    if (status !== TicketStatus.UnBind && status !== TicketStatus.Multitenancy) await ticketRepository.delete(ctx.db, id)
    return socialAnswer(t.value, Number(t.expiresAt))
  }
  if (status !== TicketStatus.UnLogin) await ticketRepository.delete(ctx.db, id)
  return { status, value: t.value, ticketTimeout: Number(t.expiresAt) }
}

async function waitingTicket(ctx: AppContext, id: string) {
  const t = await ticketRepository.find(ctx.db, id)
  if (!t || t.kind !== 'qr' || Number(t.expiresAt) <= ctx.clock.now()) throw new BadRequest('二维码已失效，请刷新后重新扫码')
  if (Number(t.status) !== TicketStatus.UnLogin) throw new BadRequest('该二维码已被使用')
  return t
}

export async function confirmTicket(ctx: AppContext, id: string, user: UserRow): Promise<void> {
  await waitingTicket(ctx, id)
  const token = await issueToken(ctx, user.id, 'pc')
  if (!(await ticketRepository.transition(ctx.db, id, TicketStatus.UnLogin, TicketStatus.Success, token))) {
    // a concurrent confirm or cancel won: the token minted above reaches nobody, so it must not stay valid
    await revokeToken(ctx, sha256(token.slice(TOKEN_PREFIX.length)))
    throw new BadRequest('该二维码已被使用')
  }
}

/** -1 cancels (the browser sees status 3); 1 only records the scan, the browser keeps waiting */
export async function setScanStatus(ctx: AppContext, id: string, status: number): Promise<void> {
  await waitingTicket(ctx, id)
  if (status === -1) await ticketRepository.transition(ctx.db, id, TicketStatus.UnLogin, TicketStatus.ErrLogin, '已取消登录')
}
