// SMS-code login: 6-digit codes valid 5 minutes, one per 60 s per mobile, void after 5 wrong tries.
import crypto from 'node:crypto'
import type { LoginVO } from '@shared/api/oauth'
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { userRepository } from '../users/repository'
import { assertCanLogin, loginSucceeded } from './account-rules'
import { smsRepository } from './repository'

const MOBILE = /^1[3-9]\d{9}$/
const RESEND_MS = 60_000
const VALID_MS = 5 * 60_000
const MAX_TRIES = 5

export async function sendSmsCode(ctx: AppContext, mobile: string): Promise<void> {
  if (!MOBILE.test(mobile)) throw new BadRequest('请输入正确的手机号')
  const user = await userRepository.findByMobile(ctx.db, mobile)
  if (!user) throw new BadRequest('该手机号未注册')
  const now = ctx.clock.now()
  const prev = await smsRepository.find(ctx.db, mobile)
  if (prev && now - Number(prev.sentAt) < RESEND_MS) {
    throw new BadRequest(`验证码已发送，请${Math.ceil((Number(prev.sentAt) + RESEND_MS - now) / 1000)}秒后再试`)
  }
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')
  await smsRepository.upsert(ctx.db, { mobile, code, sentAt: now, expiresAt: now + VALID_MS, attempts: 0 })
  await ctx.sms.send(mobile, code)
}

export async function smsLogin(ctx: AppContext, mobile: string, code: string, ip: string, origin: string): Promise<LoginVO> {
  if (!MOBILE.test(mobile)) throw new BadRequest('请输入正确的手机号')
  if (!/^\d{6}$/.test(code)) throw new BadRequest('请输入6位数字验证码')
  const row = await smsRepository.find(ctx.db, mobile)
  if (!row) throw new BadRequest('请先获取验证码')
  if (Number(row.expiresAt) <= ctx.clock.now()) {
    await smsRepository.delete(ctx.db, mobile)
    throw new BadRequest('验证码已过期，请重新获取')
  }
  if (row.code !== code) {
    if (Number(row.attempts) + 1 >= MAX_TRIES) {
      await smsRepository.delete(ctx.db, mobile)
      throw new BadRequest('验证码错误次数过多，请重新获取')
    }
    await smsRepository.addAttempt(ctx.db, mobile)
    throw new BadRequest('验证码错误')
  }
  await smsRepository.delete(ctx.db, mobile)
  const user = await userRepository.findByMobile(ctx.db, mobile)
  if (!user) throw new BadRequest('该手机号未注册')
  return loginSucceeded(ctx, await assertCanLogin(ctx, user), ip, origin)
}
