// The image captcha of the password login (JNPF 3.6): sysconfig enableVerificationCode switches it on for everybody
// (login-guard also asks for it after failed logins) and verificationCodeNumber sets its length; the console asks
// getConfig/{account} whether to show it, loads
// ImageCode/{length}/{timestamp} with a random key and sends code + timestamp with Login. A code lives 300 s in
// login_ticket (kind captcha, so every server instance sees it) and is used once: a wrong guess needs a new image.
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { configInt, readSysConfig } from '../system/sys-config'
import { captchaSvg, randomCode } from './captcha-image'
import { ticketRepository } from './repository'

const KIND = 'captcha'
const VALID_MS = 300_000
export const CAPTCHA_MIN_LENGTH = 3
export const CAPTCHA_MAX_LENGTH = 8
/** the key the console makes up (Math.random()): digits and a dot; letters and - _ for other clients */
export const CAPTCHA_KEY = '^[0-9A-Za-z._-]{1,48}$'

export interface CaptchaConfig { enableVerificationCode: 0 | 1; verificationCodeNumber: number }

export async function captchaConfig(ctx: AppContext): Promise<CaptchaConfig> {
  const cfg = await readSysConfig(ctx.db)
  const length = Math.min(CAPTCHA_MAX_LENGTH, Math.max(CAPTCHA_MIN_LENGTH, configInt(cfg, 'verificationCodeNumber', 4, 1)))
  return { enableVerificationCode: String(cfg.enableVerificationCode ?? '0') === '1' ? 1 : 0, verificationCodeNumber: length }
}

/** a new code under the client's key, as an SVG picture */
export async function issueCaptcha(ctx: AppContext, length: number, key: string): Promise<string> {
  if (!Number.isInteger(length) || length < CAPTCHA_MIN_LENGTH || length > CAPTCHA_MAX_LENGTH) {
    throw new BadRequest(`验证码长度应为${CAPTCHA_MIN_LENGTH}到${CAPTCHA_MAX_LENGTH}位`)
  }
  if (!new RegExp(CAPTCHA_KEY).test(key)) throw new BadRequest('验证码标识格式不正确')
  const now = ctx.clock.now()
  // expired codes (and expired login tickets of other kinds) go as new ones come: the table holds 5 minutes' worth
  await ticketRepository.purgeExpired(ctx.db, now)
  const code = randomCode(length)
  await ticketRepository.put(ctx.db, { id: `${KIND}:${key}`, kind: KIND, status: 0, value: code, expiresAt: now + VALID_MS })
  return captchaSvg(code)
}

/**
 * refuses a code that is missing, expired, already used or wrong, whatever sysconfig says: the console's password
 * forms always show a captcha (ImageCode under /api/file) and send code + timestamp with ModifyPassword
 */
export async function verifyCaptcha(ctx: AppContext, code: string | undefined, key: string | undefined): Promise<void> {
  const given = (code ?? '').trim()
  if (!given) throw new BadRequest('请输入验证码')
  if (!key || !new RegExp(CAPTCHA_KEY).test(key)) throw new BadRequest('验证码已失效，请刷新验证码')
  const row = await ticketRepository.take(ctx.db, `${KIND}:${key}`, KIND)
  if (!row || Number(row.expiresAt) <= ctx.clock.now()) throw new BadRequest('验证码已失效，请刷新验证码')
  if (row.value.toUpperCase() !== given.toUpperCase()) throw new BadRequest('验证码错误，请刷新验证码后重新输入')
}
