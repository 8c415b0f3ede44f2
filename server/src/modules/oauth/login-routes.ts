// Password login, logout, account cancel and the config calls a JNPF 3.6 client makes around login.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { BadRequest } from '../../errors'
import { ok } from '../../lib/envelope'
import type { RateLimiter } from '../../lib/rate-limiter'
import { obj, str } from '../../lib/schemas'
import { currentUser } from '../../plugins/auth'
import { acceptsGzip } from '../../plugins/compression'
import { cancelAccount } from './account-rules'
import { captchaConfig } from './captcha-service'
import { consoleRoutes } from './console-routes'
import { currentUserAnswer } from './current-user-service'
import { captchaWanted } from './login-guard'
import { withLoginLog } from './login-log'
import { passwordLogin } from './login-service'
import { revokeToken } from './session-service'
import { loginSocialsList } from './social-oauth-service'

const loginFields = {
  type: ['object', 'null'],
  properties: {
    account: str(100), password: str(512), grant_type: str(50), jnpf_ticket: str(100), origin: str(20),
    code: str(20), timestamp: str(30), Client_Id: str(200), client_id: str(100), client_secret: str(200), scope: str(100)
  }
}

type LoginParams = Partial<Record<'account' | 'password' | 'grant_type' | 'jnpf_ticket' | 'code' | 'timestamp', string>>

export function origin(request: FastifyRequest): string {
  return request.headers['jnpf-origin'] === 'pc' ? 'pc' : 'app'
}

/** counts one login attempt for the key (IP + account or mobile); refuses it when over the per-minute limit */
export async function countLoginAttempt(limiter: RateLimiter, key: string): Promise<void> {
  const wait = await limiter.hit(key)
  if (wait) throw new BadRequest(`登录尝试过于频繁，请${wait}秒后再试`)
}

export async function loginRoutes(app: FastifyInstance, limiter: RateLimiter): Promise<void> {
  const ctx = app.ctx
  const login = async (request: FastifyRequest) => {
    const p: LoginParams = { ...(request.query as LoginParams), ...((request.body as LoginParams | undefined) ?? {}) }
    // every attempt goes to the login log, refusals (rate limit, captcha, password) with their reason
    const vo = await withLoginLog(ctx, request, p.account ?? '', async () => {
      if (p.grant_type && p.grant_type !== 'password') throw new BadRequest(`不支持的登录方式 grant_type=${p.grant_type}`)
      await countLoginAttempt(limiter, `${request.ip}|${(p.account ?? '').trim().toLowerCase()}`)
      return passwordLogin(ctx, {
        account: p.account ?? '', password: p.password ?? '', ip: request.ip, origin: origin(request), jnpfTicket: p.jnpf_ticket,
        code: p.code, timestamp: p.timestamp
      })
    })
    return ok(vo, '登录成功')
  }
  const opts = { config: { public: true }, schema: { querystring: loginFields, body: loginFields } }
  app.post('/api/oauth/Login', opts, login)
  // JNPF maps /Login/** for GET too; the JNPF app's "login test" (login2) sends the same query to /api/oauth itself,
  // so it gets the same checks: rate limit, captcha, lockout and the login log
  for (const url of ['/api/oauth/Login', '/api/oauth']) app.get(url, { config: { public: true }, schema: { querystring: loginFields } }, login)

  const logout = async (request: FastifyRequest) => {
    if (request.session) await revokeToken(ctx, request.session.tokenId)
    return ok(undefined, '注销成功')
  }
  for (const url of ['/api/oauth/Logout', '/api/oauth/Logout/:grandtype']) {
    const schema = url.includes(':') ? { params: { type: 'object', properties: { grandtype: str(50) } } } : {}
    app.get(url, { config: { public: true }, schema }, logout)
    app.post(url, { config: { public: true }, schema }, logout)
  }

  app.post('/api/oauth/logoutCurrentUser', { schema: { body: obj(['password'], { password: str(512, 1) }) } }, async (request) => {
    await cancelAccount(ctx, currentUser(request), (request.body as { password: string }).password)
    return ok(undefined, '账号已注销')
  })

  app.get('/api/oauth/CurrentUser', {
    schema: { querystring: { type: 'object', properties: { type: str(20), systemCode: str(100) } } }
  }, async (request, reply) => {
    const { type } = request.query as { type?: string }
    // sent as encoded JSON, kept encoded (and gzipped once) per user until something it shows changes
    const answer = await currentUserAnswer(ctx, currentUser(request), type ? 'App' : 'Web')
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding')
    if (!acceptsGzip(request)) return reply.send(answer.raw)
    return reply.header('content-encoding', 'gzip').send(answer.gzip())
  })

  // the console asks this when the account field loses focus, the app also after a refused login: the captcha is
  // shown when sysconfig turns it on for everybody, or once this client's failures (or the account's) call for it
  app.get('/api/oauth/getConfig/:account', {
    config: { public: true }, schema: { params: { type: 'object', properties: { account: str(100) } } }
  }, async (request) => {
    const cfg = await captchaConfig(ctx)
    const wanted = cfg.enableVerificationCode === 1 || (await captchaWanted(ctx, { account: (request.params as { account?: string }).account ?? '', ip: request.ip }))
    return ok({ ...cfg, enableVerificationCode: wanted ? 1 : 0 })
  })

  app.get('/api/oauth/getLoginConfig', { config: { public: true } }, async () => ok({
    redirect: false,
    url: '',
    ticketParams: 'jnpf_ticket',
    // the client replaces JNPF_TICKET in each renderUrl with its login ticket
    socialsList: loginSocialsList(ctx)
  }))

  // 3.6 web asks after login whether to remind about an ageing password; we keep no expiry policy
  app.post('/api/oauth/updatePasswordMessage', async () => ok(undefined, 'Success'))

  // the login captcha's image and the calls the JNPF 3.6 web console makes around its shell
  await consoleRoutes(app)
}
