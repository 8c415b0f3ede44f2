// SMS-code login and WeChat mini-program login/binding; each attempt is written to the login log.
import type { FastifyInstance } from 'fastify'
import { ok } from '../../lib/envelope'
import type { RateLimiter } from '../../lib/rate-limiter'
import { obj, str } from '../../lib/schemas'
import { withLoginLog } from './login-log'
import { countLoginAttempt, origin } from './login-routes'
import { passwordLogin } from './login-service'
import { sendSmsCode, smsLogin } from './sms-service'
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

  app.post('/api/oauth/Login/socials', {
    config: { public: true }, schema: { body: obj(['source', 'code'], { source: str(50, 1), code: str(200, 1) }) }
  }, async (request) => {
    const { source, code } = request.body as { source: string; code: string }
    return ok(await withLoginLog(ctx, request, source, () => socialLogin(ctx, source, code, request.ip)), '登录成功')
  })
}
