// Third-party login through a provider's pages and binding in account security (social-oauth-service.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { BadRequest } from '../../errors'
import { ok } from '../../lib/envelope'
import { str } from '../../lib/schemas'
import { currentUser } from '../../plugins/auth'
import { appCallback, listBindings, providerCallback, renderBind, renderLogin, unbind } from './social-oauth-service'

const sourceParams = { type: 'object', required: ['source'], properties: { source: { type: 'string', pattern: '^[a-z_]{1,50}$' } } }
const ticketValue = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }

/** this server as the browser reached it, unless PUBLIC_URL says where it is published */
function publicBase(app: FastifyInstance, request: FastifyRequest): string {
  return app.ctx.config.publicUrl || `${request.protocol}://${request.host}`
}

export async function socialOAuthRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx

  app.get('/api/oauth/socials/render/:source', {
    config: { public: true },
    schema: { params: sourceParams, querystring: { type: 'object', required: ['ticket'], properties: { ticket: ticketValue } } }
  }, async (request) => {
    const { source } = request.params as { source: string }
    return ok(await renderLogin(ctx, source, (request.query as { ticket: string }).ticket, publicBase(app, request)))
  })

  // the provider's redirect: the browser is sent on to the app whatever happened (the page says what)
  app.get('/api/oauth/Login/socials', {
    config: { public: true },
    schema: { querystring: { type: 'object', properties: { source: str(50), code: str(512), state: str(100) } } }
  }, async (request, reply) => {
    const q = request.query as { source?: string; code?: string; state?: string }
    return reply.redirect(await providerCallback(ctx, q, publicBase(app, request)), 302)
  })

  app.get('/api/oauth/socials/app/callback/:source', {
    config: { public: true },
    schema: { params: sourceParams, querystring: { type: 'object', required: ['uuid'], properties: { uuid: ticketValue } } }
  }, async (request) => {
    const { source } = request.params as { source: string }
    return ok(await appCallback(ctx, source, (request.query as { uuid: string }).uuid))
  })

  const list = async (request: FastifyRequest) => {
    const user = currentUser(request)
    const { userId } = request.query as { userId?: string }
    if (userId && userId !== user.id) throw new BadRequest('只能查看自己的第三方账号')
    return ok(await listBindings(ctx, user))
  }
  const listSchema = { querystring: { type: 'object', properties: { userId: str(128) } } }
  app.get('/api/permission/socials/login', { schema: listSchema }, list)
  app.get('/api/permission/socials', { schema: listSchema }, list)

  app.get('/api/permission/socials/render/:source', { schema: { params: sourceParams } }, async (request) => {
    const { source } = request.params as { source: string }
    return ok(await renderBind(ctx, currentUser(request), source, publicBase(app, request)))
  })

  app.delete('/api/permission/socials/:id', {
    schema: {
      params: { type: 'object', required: ['id'], properties: { id: str(128, 1) } },
      querystring: { type: 'object', properties: { userId: str(128) } }
    }
  }, async (request) => {
    const { id } = request.params as { id: string }
    await unbind(ctx, currentUser(request), id, (request.query as { userId?: string }).userId)
    return ok(undefined, '解绑成功')
  })
}
