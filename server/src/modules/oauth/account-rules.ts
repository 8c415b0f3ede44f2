// Rules shared by every way of logging in: who may log in, how a wire password is checked, what a
// successful login records; and the account cancel that ends all of it.
import type { LoginVO } from '@shared/api/oauth'
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { decodeWirePassword, hashPassword, md5Hex, verifyPassword } from '../../lib/passwords'
import { randomSecret } from '../../lib/tokens'
import { userRepository, type UserRow } from '../users/repository'
import { issueToken, revokeUserTokens } from './session-service'

/** refuses disabled and still-locked users; unlocks users whose lock time has passed */
export async function assertCanLogin(ctx: AppContext, user: UserRow): Promise<UserRow> {
  const enabled = Number(user.enabledMark)
  if (enabled === 0) throw new BadRequest('账号已被禁用，请联系管理员')
  if (enabled === 2) {
    const left = Number(user.unlockTime ?? 0) - ctx.clock.now()
    if (left > 0) throw new BadRequest(`账号已被锁定，请${Math.ceil(left / 60000)}分钟后再试`)
    await userRepository.update(ctx.db, user.id, { enabledMark: 1, logErrorCount: 0, unlockTime: null })
    return { ...user, enabledMark: 1, logErrorCount: 0, unlockTime: null }
  }
  return user
}

export async function loginSucceeded(ctx: AppContext, user: UserRow, ip: string, origin: string): Promise<LoginVO> {
  const now = ctx.clock.now()
  await userRepository.update(ctx.db, user.id, {
    logErrorCount: 0, prevLogTime: user.lastLogTime, prevLogIp: user.lastLogIp, lastLogTime: now, lastLogIp: ip.slice(0, 64)
  })
  return { token: await issueToken(ctx, user.id, origin), theme: 'classic' }
}

export async function checkPassword(ctx: AppContext, user: UserRow, wire: string): Promise<boolean> {
  const md5 = decodeWirePassword(wire, ctx.config.aesKey)
  return md5 !== null && verifyPassword(md5, user.password)
}

let decoy: Promise<string> | undefined

/**
 * whether the wire password is the user's; for an account that does not exist a made-up hash is checked instead, so
 * the answer takes as long either way and its timing does not tell which accounts exist
 */
export async function passwordMatches(ctx: AppContext, user: UserRow | undefined, wire: string): Promise<boolean> {
  if (user) return checkPassword(ctx, user, wire)
  decoy ??= hashPassword(md5Hex(randomSecret(16)))
  const md5 = decodeWirePassword(wire, ctx.config.aesKey)
  if (md5 !== null) await verifyPassword(md5, await decoy)
  return false
}


/** logoutCurrentUser: the current password confirms it; the account is disabled and every session ends */
export async function cancelAccount(ctx: AppContext, user: UserRow, wirePassword: string): Promise<void> {
  if (user.account === 'admin') throw new BadRequest('管理员账号不能注销')
  if (!(await checkPassword(ctx, user, wirePassword))) throw new BadRequest('密码错误，账号未注销')
  await userRepository.update(ctx.db, user.id, { enabledMark: 0 })
  await revokeUserTokens(ctx, user.id)
}
