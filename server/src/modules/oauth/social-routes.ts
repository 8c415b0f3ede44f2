// SMS-code login, WeChat mini-program login/binding and the account picked after a third-party login; each attempt is
// written to the login log.
import type { FastifyInstance } from 'fastify'
import { BadRequest } from '../../errors'
import { ok } from '../../lib/envelope'
import type { RateLimiter } from '../../lib/rate-limiter'
import { obj, str } from '../../lib/schemas'
import { withLoginLog } from './login-log'
import { countLoginAttempt, origin } from './login-routes'
import { passwordLogin } from './login-service'
import { sendSmsCode, smsLogin } from './sms-service'
import { socialAccountLogin } from './social-account-login'
import { lookupWechatUser, socialLogin } from './wechat-service'

export async function socialRoutes(app: FastifyInstance, limiter: RateLimiter): Promise<void> {
  const ctx = app.ctx
  const limit = (key: string) => countLoginAttempt(limiter, key)

  app.get('/api/oauth/getSmsCode', {
    config: { public: true }, schema: { querystring: obj(['mobile'], { mobile: str(20, 1) }) }
  }, async (request) => {
    await sendSmsCode(ctx, (request.query as { mobile: string }).mobile.trim())
    return ok(undefined, '验证码已发送')
  })

  app.post('/api/oauth/Login/sms', {
    config: { public: true }, schema: { body: obj(['mobile', 'code'], { mobile: str(20, 1), code: str(10, 1) }) }
  }, async (request) => {
    const { mobile, code } = request.body as { mobile: string; code: string }
    return ok(await withLoginLog(ctx, request, mobile, async () => {
      await limit(`${request.ip}|sms|${mobile}`)
      return smsLogin(ctx, mobile.trim(), code.trim(), request.ip, origin(request))
    }), '登录成功')
  })

  app.get('/api/oauth/GetWechatUserInfoByCode', {
    config: { public: true }, schema: { querystring: obj(['code'], { code: str(200, 1) }) }
  }, async (request) => ok(await lookupWechatUser(ctx, (request.query as { code: string }).code, request.ip)))

  app.post('/api/oauth/WeChatBinding', {
    config: { public: true },
    schema: { body: obj(['account', 'password', 'ticket'], { account: str(100, 1), password: str(512, 1), ticket: str(100, 1), code: str(20), timestamp: str(100) }) }
  }, async (request) => {
    const { account, password, ticket, code, timestamp } = request.body as { account: string; password: string; ticket: string; code?: string; timestamp?: string }
    // the same guard as Login: binding checks a password too, so it must not be a way around the captcha and locks
    const vo = await withLoginLog(ctx, request, account, async () => {
      await limit(`${request.ip}|${account.trim().toLowerCase()}`)
      return passwordLogin(ctx, { account, password, ip: request.ip, origin: origin(request), jnpfTicket: ticket, code, timestamp })
    })
    return ok(vo, '绑定成功')
  })

  // two logins share the URL, told apart by the fields as JNPF 3.6 does: tenantLogin=true posts the account the user
  // picked from a provider login's list (social-account-login.ts), source+code is the mini-program's own login
  app.post('/api/oauth/Login/socials', {
    config: { public: true },
    schema: {
      body: {
        type: 'object',
        properties: {
          source: str(50), code: str(200), tenantLogin: str(10), ticket: str(100), userId: str(128), account: str(100), tenantId: str(100)
        }
      }
    }
  }, async (request) => {
    const b = request.body as Partial<Record<'source' | 'code' | 'tenantLogin' | 'ticket' | 'userId' | 'account', string>>
    if (b.tenantLogin === 'true') {
      const account = b.account ?? ''
      return ok(await withLoginLog(ctx, request, account, async () => {
        await limit(`${request.ip}|${account.trim().toLowerCase()}`)
        return socialAccountLogin(ctx, { ticket: b.ticket, userId: b.userId, account: b.account, source: b.source, ip: request.ip, origin: origin(request) })
      }), '登录成功')
    }
    if (!b.source || !b.code) throw new BadRequest(b.source ? '缺少参数 code' : '缺少参数 source')
    const { source, code } = b as { source: string; code: string }
    return ok(await withLoginLog(ctx, request, source, () => socialLogin(ctx, source, code, request.ip)), '登录成功')
  })
}
