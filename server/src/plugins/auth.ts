// token -> user for every API route not marked public. Missing, expired or revoked tokens and disabled
// users all answer code 600 (jnpf-api.md §11); which sessions are valid is decided in session-service.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { SessionExpired } from '../errors'
import { bareToken } from '../lib/tokens'
import { findSession } from '../modules/oauth/session-service'

export async function resolveSession(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  request.session = null
  const token = bareToken(request.headers.authorization)
  if (!token || token.length > 512) return
  request.session = await findSession(app.ctx, token)
}

/** runs before body parsing so an unauthenticated call gets 600, not a validation message */
export function registerAuth(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    await resolveSession(app, request)
    if (!request.routeOptions.config.public && !request.session) throw new SessionExpired()
  })
}

/** the signed-in user of a protected route */
export function currentUser(request: FastifyRequest) {
  if (!request.session) throw new SessionExpired()
  return request.session.user
}
