// /api/smartsite/...: the devices of the caller's sections (types/api/smart-site.ts), and the devices' own ingest,
// authenticated by the device key in X-Device-Key instead of a session.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../../lib/envelope'
import { idParam, str } from '../../lib/schemas'
import { currentUser } from '../../plugins/auth'
import { sendError } from '../../plugins/errors'
import { ingest } from './ingest'
import { keyHash } from './keys'
import { smartRepository } from './repository'
import { deviceDetail, listDevices, registerDevice, renewKey } from './service'

const S = '/api/smartsite'
/** a full batch of readings with ISO times is about 40 KB */
const INGEST_BODY_LIMIT = 64 * 1024
const listQuery = { type: 'object', required: ['projectId'], additionalProperties: false, properties: { projectId: str(128, 1), contractId: str(128) } }
const deviceBody = {
  type: 'object', required: ['contractId', 'name', 'kind'], additionalProperties: false,
  properties: { contractId: str(128, 1), name: str(200), kind: str(40), location: str(400) }
}

export async function smartSiteRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  app.get(`${S}/devices`, { schema: { querystring: listQuery } }, async (request: FastifyRequest) => {
    const q = request.query as { projectId: string; contractId?: string }
    return ok(await listDevices(ctx, currentUser(request), { projectId: q.projectId, contractId: q.contractId || undefined }))
  })
  app.get(`${S}/devices/:id`, { schema: { params: idParam } }, async (request: FastifyRequest) =>
    ok(await deviceDetail(ctx, currentUser(request), (request.params as { id: string }).id)))
  app.post(`${S}/devices`, { schema: { body: deviceBody } }, async (request: FastifyRequest) =>
    ok(await registerDevice(ctx, currentUser(request), request.body as Record<string, unknown>)))
  app.post(`${S}/devices/:id/key`, { schema: { params: idParam } }, async (request: FastifyRequest) =>
    ok(await renewKey(ctx, currentUser(request), (request.params as { id: string }).id)))

  app.post(`${S}/ingest`, { config: { public: true }, bodyLimit: INGEST_BODY_LIMIT }, async (request, reply) => {
    const raw = request.headers['x-device-key']
    const key = typeof raw === 'string' ? raw.trim() : ''
    const device = key && key.length <= 200 ? await smartRepository.byKeyHash(ctx.db, keyHash(key)) : undefined
    if (!device) return sendError(reply, 401, key ? '设备密钥无效，请在智慧工地重新获取' : '缺少设备密钥 (X-Device-Key)')
    return ok(await ingest(ctx, device, request.body))
  })
}
