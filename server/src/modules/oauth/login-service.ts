// Password login with JNPF's account lock: N wrong passwords lock the account for lockTime minutes
// (enabled_mark 2); `admin` is never locked (jnpf-api.md §2.1).
import type { LoginVO } from '@shared/api/oauth'
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { configInt, readSysConfig } from '../system/sys-config'
import { userRepository, type UserRow } from '../users/repository'
import { assertCanLogin, checkPassword, loginSucceeded } from './account-rules'
import { bindPendingWechat } from './wechat-service'

export interface PasswordLoginInput {
  account: string
  password: string
  ip: string
  origin: string
  jnpfTicket?: string
}

const WRONG = '账户或密码错误'

async function recordFailure(ctx: AppContext, user: UserRow): Promise<never> {
  const cfg = await readSysConfig(ctx.db)
  const limit = configInt(cfg, 'passwordErrorsNumber', 5, 1)
  const lockMinutes = configInt(cfg, 'lockTime', 10, 1)
  const count = await userRepository.addLoginError(ctx.db, user.id)
  if (user.account === 'admin') throw new BadRequest(WRONG)
  if (count >= limit) {
    await userRepository.update(ctx.db, user.id, { enabledMark: 2, unlockTime: ctx.clock.now() + lockMinutes * 60000 })
    throw new BadRequest(`密码错误次数过多，账号已被锁定，请${lockMinutes}分钟后再试`)
  }
  throw new BadRequest(`${WRONG}，还可尝试${limit - count}次`)
}

export async function passwordLogin(ctx: AppContext, input: PasswordLoginInput): Promise<LoginVO> {
  const account = input.account.trim()
  if (!account) throw new BadRequest('请输入账户')
  if (!input.password) throw new BadRequest('请输入密码')
  const found = await userRepository.findByAccount(ctx.db, account)
  if (!found) throw new BadRequest(WRONG)
  const user = await assertCanLogin(ctx, found)
  if (!(await checkPassword(ctx, user, input.password))) return recordFailure(ctx, user)
  if (input.jnpfTicket) await bindPendingWechat(ctx, input.jnpfTicket, user.id)
  return loginSucceeded(ctx, user, input.ip, input.origin)
}
