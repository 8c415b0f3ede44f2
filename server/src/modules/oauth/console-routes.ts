// Calls the JNPF 3.6 web console makes on its login page and around its shell (header, home page) that belong to
// the session: the login captcha's image here; the shell's other calls in shell-routes.ts.
import type { FastifyInstance } from 'fastify'
import { str } from '../../lib/schemas'
import { issueCaptcha } from './captcha-service'
import { personalRoutes } from './personal-routes'
import { shellRoutes } from './shell-routes'

export async function consoleRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  app.get('/api/oauth/ImageCode/:codeLength/:timestamp', {
    config: { public: true },
    schema: {
      params: {
        type: 'object',
        required: ['codeLength', 'timestamp'],
        properties: { codeLength: { type: 'integer' }, timestamp: str(100, 1) }
      }
    }
  }, async (request, reply) => {
    const { codeLength, timestamp } = request.params as { codeLength: number; timestamp: string }
    const svg = await issueCaptcha(ctx, codeLength, timestamp)
    // a new image on every click: never from a cache
    return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'no-store').send(svg)
  })

  await shellRoutes(app)
  await personalRoutes(app)
}
