// Issuing and revoking tokens. A token is 32 random bytes shown once as 'bearer <token>'; the table keeps its hash.
import type { AppContext, SessionUser } from '../../context'
import type { Target } from '../../lib/bus'
import { configInt, readSysConfig } from '../system/sys-config'
import { TOKEN_PREFIX, randomSecret, sha256 } from '../../lib/tokens'
import { tokenRepository } from './repository'

export async function tokenTtlMs(ctx: AppContext): Promise<number> {
  const hours = ctx.config.tokenTtlHours ?? configInt(await readSysConfig(ctx.db), 'tokenTimeout', 12, 1)
  return hours * 3600_000
}

export async function issueToken(ctx: AppContext, userId: string, origin = 'app'): Promise<string> {
  const token = randomSecret()
  const now = ctx.clock.now()
  await tokenRepository.insert(ctx.db, {
    id: sha256(token), userId, createdAt: now, expiresAt: now + await tokenTtlMs(ctx), revokedAt: null, origin: origin.slice(0, 20)
  })
  if (Math.random() < 0.01) await tokenRepository.purgeExpired(ctx.db, now - 7 * 86400_000)
  return TOKEN_PREFIX + token
}

/** every revoke path ends here: the sockets of the ended sessions get a logout frame (a failed push is logged) */
async function tellSockets(ctx: AppContext, to: Target): Promise<void> {
  await ctx.realtime?.sessionsRevoked(to).catch((err: unknown) => ctx.log.warn({ err }, 'logout frame not sent'))
}

export async function revokeToken(ctx: AppContext, tokenId: string): Promise<void> {
  await tokenRepository.revoke(ctx.db, tokenId, ctx.clock.now())
  await tellSockets(ctx, { tokenIds: [tokenId] })
}

export async function revokeUserTokens(ctx: AppContext, userId: string, exceptTokenId = ''): Promise<void> {
  await tokenRepository.revokeAllOfUser(ctx.db, userId, ctx.clock.now(), exceptTokenId)
  await tellSockets(ctx, { userIds: [userId], exceptTokenId })
}

/**
 * the session a bearer token stands for, or null when it is unknown, expired, revoked or its user is disabled
 * (enabled 0, also what an account cancel leaves). A user locked by wrong passwords (enabled 2) keeps working
 * sessions, as JNPF does: the lock only stops new logins.
 */
export async function findSession(ctx: AppContext, token: string): Promise<SessionUser | null> {
  const tokenId = sha256(token)
  const row = await tokenRepository.findWithUser(ctx.db, tokenId)
  if (!row || row.revokedAt !== null || row.expiresAt <= ctx.clock.now() || Number(row.user.enabledMark) === 0) return null
  return { tokenId, user: row.user }
}
