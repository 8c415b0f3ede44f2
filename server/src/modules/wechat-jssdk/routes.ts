// GET /api/message/wechatopen/getJssdkSinature (spec §7; the path keeps the original's spelling): data is the
// signature itself, the app passes it to wx.config with the same timestamp and noncestr.
import type { FastifyInstance } from 'fastify'
import { ok } from '../../lib/envelope'
import { newId } from '../../lib/tokens'
import { createCredentialCache } from './credential-cache'
import { jssdkSignature, type SignatureQuery } from './service'

export async function wechatJssdkRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  const cache = createCredentialCache({ db: ctx.db, clock: ctx.clock, instanceId: newId() })
  app.get('/api/message/wechatopen/getJssdkSinature', {
    schema: {
      querystring: {
        type: 'object',
        required: ['timestamp', 'noncestr', 'url'],
        properties: {
          timestamp: { type: 'string', pattern: '^[0-9]{1,13}$' },
          noncestr: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
          url: { type: 'string', minLength: 1, maxLength: 2000 }
        }
      }
    }
  }, async (request) => ok(await jssdkSignature(ctx, cache, request.query as SignatureQuery)))
}
