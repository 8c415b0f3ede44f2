// Password login (jnpf-api.md §2.1). What a wrong password costs is login-guard's: the guessing client is slowed,
// asked for the image captcha and locked out of the account, the account itself is never locked by strangers. The
// answer to a wrong password is the same whether the account exists or not; whether an account is disabled or locked
// by an administrator is only said to someone who knows its password.
import type { LoginVO } from '@shared/api/oauth'
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { userRepository } from '../users/repository'
import { assertCanLogin, loginSucceeded, passwordMatches } from './account-rules'
import { captchaConfig, verifyCaptcha } from './captcha-service'
import { claimTry, loginFailed, loginGate, loginSucceededFrom } from './login-guard'
import { bindPendingSocial } from './social-oauth-service'
import { bindPendingWechat } from './wechat-service'

export interface PasswordLoginInput {
  account: string
  password: string
  ip: string
  origin: string
  jnpfTicket?: string
  /** the image captcha (ImageCode) and the key it was drawn under, when the server asked for one */
  code?: string
  timestamp?: string
}

export async function passwordLogin(ctx: AppContext, input: PasswordLoginInput): Promise<LoginVO> {
  const account = input.account.trim()
  if (!account) throw new BadRequest('请输入账户')
  if (!input.password) throw new BadRequest('请输入密码')
  const attempt = { account, ip: input.ip }
  const gate = await loginGate(ctx, attempt)
  const captcha = gate.captcha || (await captchaConfig(ctx)).enableVerificationCode === 1
  if (captcha) await verifyCaptcha(ctx, input.code, input.timestamp)
  const tries = await claimTry(ctx, attempt, captcha)
  const found = await userRepository.findByAccount(ctx.db, account)
  const matches = await passwordMatches(ctx, found, input.password)
  if (!found || !matches) throw await loginFailed(ctx, attempt, tries)
  await loginSucceededFrom(ctx, attempt)
  const user = await assertCanLogin(ctx, found)
  // the ticket holds a mini-program identity (GetWechatUserInfoByCode) or one a provider's login left unbound
  if (input.jnpfTicket && !(await bindPendingSocial(ctx, input.jnpfTicket, user.id))) await bindPendingWechat(ctx, input.jnpfTicket, user.id)
  return loginSucceeded(ctx, user, input.ip, input.origin)
}
