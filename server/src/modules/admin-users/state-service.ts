// The row actions of the console's user list: delete, enable/disable, unlock and reset password. Whatever ends a
// user's right to work (disable, delete, a new password) also ends their sessions, and their sockets hear `logout`.
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { decodeWirePassword, hashPassword } from '../../lib/passwords'
import type { AdminScope } from '../admin'
import { clearAccountFailures } from '../oauth'
import { revokeUserTokens } from '../oauth/session-service'
import { userRepository, type UserRow } from '../users/repository'
import { describeOpenWork, openWork } from './handover-service'
import { adminUserRepository } from './repository'
import { assertMayDeactivate, changeableUser } from './rules'
import { shownState } from './views'

export async function deleteUser(ctx: AppContext, scope: AdminScope, id: string): Promise<UserRow> {
  const user = await changeableUser(ctx, scope, id)
  await assertMayDeactivate(ctx, scope, user, '删除')
  const open = describeOpenWork(await openWork(ctx, user.id))
  if (open) throw new BadRequest(`该用户还有${open}，请先工作交接`)
  const { headOf, reports } = await adminUserRepository.dependants(ctx.db, user.id)
  if (headOf > 0) throw new BadRequest('该用户是组织的负责人，请先更换负责人')
  if (reports > 0) throw new BadRequest('该用户还有下属，请先更换他们的直属主管')
  await revokeUserTokens(ctx, user.id)
  await ctx.db.transaction().execute((trx) => adminUserRepository.delete(trx, user.id))
  return user
}

/** Actions/State: an enabled (or locked) user is disabled, a disabled one enabled */
export async function toggleState(ctx: AppContext, scope: AdminScope, id: string): Promise<{ user: UserRow; enabled: boolean }> {
  const user = await changeableUser(ctx, scope, id)
  const now = ctx.clock.now()
  if (shownState(user, now) === 0) {
    await userRepository.update(ctx.db, user.id, { enabledMark: 1, unlockTime: null, logErrorCount: 0, updatedAt: now })
    return { user, enabled: true }
  }
  await assertMayDeactivate(ctx, scope, user, '禁用')
  await userRepository.update(ctx.db, user.id, { enabledMark: 0, updatedAt: now })
  await revokeUserTokens(ctx, user.id)
  return { user, enabled: false }
}

/**
 * Actions/unlock: lifts a lock set on the account (enabledMark 2) and every login lock and failure count of the
 * account on any client (login-guard), so its user can log in again from the device that was shut out
 */
export async function unlockUser(ctx: AppContext, scope: AdminScope, id: string): Promise<UserRow> {
  const user = await changeableUser(ctx, scope, id)
  const hadCounts = await clearAccountFailures(ctx, user.account)
  if (Number(user.enabledMark) !== 2 && !hadCounts) throw new BadRequest('该用户未被锁定')
  if (Number(user.enabledMark) === 2) {
    await userRepository.update(ctx.db, user.id, { enabledMark: 1, unlockTime: null, logErrorCount: 0, updatedAt: ctx.clock.now() })
  }
  return user
}

/**
 * ResetPassword: both fields in a wire form login accepts (the console sends md5 hex). Every session of the user
 * ends; an administrator resetting their own password keeps the session they are using.
 */
export async function resetPassword(ctx: AppContext, scope: AdminScope, id: string, wire: { userPassword: string; validatePassword: string }, ownTokenId: string): Promise<UserRow> {
  const user = await changeableUser(ctx, scope, id)
  const md5 = decodeWirePassword(wire.userPassword, ctx.config.aesKey)
  const again = decodeWirePassword(wire.validatePassword, ctx.config.aesKey)
  if (!md5 || !again) throw new BadRequest('密码格式不正确')
  if (md5 !== again) throw new BadRequest('两次输入的密码不一致')
  const now = ctx.clock.now()
  await userRepository.update(ctx.db, user.id, { password: await hashPassword(md5), changePasswordDate: now, updatedAt: now })
  await revokeUserTokens(ctx, user.id, user.id === scope.user.id ? ownTokenId : '')
  return user
}
