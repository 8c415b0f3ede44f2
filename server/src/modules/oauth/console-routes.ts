// Calls the JNPF 3.6 web console makes on its login page and around its shell (header, home page, personal centre)
// that belong to the session: the captcha images here, the home portal in shell-routes.ts, the personal centre's
// tabs in personal-routes.ts.
import type { FastifyInstance, FastifyReply } from 'fastify'
import { str } from '../../lib/schemas'
import { issueCaptcha } from './captcha-service'
import { personalRoutes } from './personal-routes'
import { shellRoutes } from './shell-routes'

/** a new image on every click: never from a cache */
const sendSvg = (reply: FastifyReply, svg: string) => reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'no-store').send(svg)

export async function consoleRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  // the login form's code, as long as getConfig said
  app.get('/api/oauth/ImageCode/:codeLength/:timestamp', {
    config: { public: true },
    schema: {
      params: { type: 'object', required: ['codeLength', 'timestamp'], properties: { codeLength: { type: 'integer' }, timestamp: str(100, 1) } }
    }
  }, async (request, reply) => {
    const { codeLength, timestamp } = request.params as { codeLength: number; timestamp: string }
    return sendSvg(reply, await issueCaptcha(ctx, codeLength, timestamp))
  })
  // the password forms of the personal centre and of the forced first change: 4 characters
  app.get('/api/file/ImageCode/:timestamp', {
    config: { public: true }, schema: { params: { type: 'object', required: ['timestamp'], properties: { timestamp: str(100, 1) } } }
  }, async (request, reply) => sendSvg(reply, await issueCaptcha(ctx, 4, (request.params as { timestamp: string }).timestamp)))

  await shellRoutes(app)
  await personalRoutes(app)
}
