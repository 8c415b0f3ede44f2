// token -> user for every API route not marked public. Missing, expired or revoked tokens and disabled
// users all answer code 600 (jnpf-api.md §11).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { SessionExpired } from '../errors'
import { bareToken, sha256 } from '../lib/tokens'

export async function resolveSession(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  request.session = null
  const token = bareToken(request.headers.authorization)
  if (!token || token.length > 512) return
  const { db, clock } = app.ctx
  const tokenId = sha256(token)
  const row = await db.selectFrom('authToken').innerJoin('baseUser', 'baseUser.id', 'authToken.userId')
    .selectAll('baseUser')
    .select(['authToken.expiresAt', 'authToken.revokedAt'])
    .where('authToken.id', '=', tokenId)
    .executeTakeFirst()
  if (!row || row.revokedAt !== null || Number(row.expiresAt) <= clock.now() || Number(row.enabledMark) === 0) return
  const { expiresAt: _e, revokedAt: _r, ...user } = row
  request.session = { tokenId, user }
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
