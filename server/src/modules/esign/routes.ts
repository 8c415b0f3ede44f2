// /api/Signature/signaturefddservice (spec §7): GetRoleSign (?flag=approve|login) and CreatePersonSeal as the spec
// names them, and the module's other calls under the same path: the seal and auto-sign setting, the sign-list
// record (稍后签署), signing, the signed documents with download and verification, and the provider's callback.
import type { FastifyInstance } from 'fastify'
import type { HandSignForm } from '@shared/api/esign'
import { ok } from '../../lib/envelope'
import { idParam, str } from '../../lib/schemas'
import { currentUser } from '../../plugins/auth'
import { providerCallback } from './callback-service'
import { handSignDone, handSignUrl } from './notify'
import { createPersonSeal, personSeal, roleSign, setAutoSign, setSignListState } from './service'
import { MAX_BATCH, handSign, signedDocuments } from './sign-service'
import { MAX_VERIFY_BYTES, downloadSigned, verifyCopy, verifyStored } from './verify-service'

export const S = '/api/Signature/signaturefddservice'

const flagQuery = { type: 'object', properties: { flag: { type: 'string', enum: ['approve', 'login'] } } }
const anyBody = { type: ['object', 'null'] }
const signBody = {
  type: 'object', required: ['taskIds'],
  properties: {
    taskIds: { type: 'array', minItems: 1, maxItems: MAX_BATCH, items: str(128, 1) },
    stampKind: { type: 'string', enum: ['seal', 'signature'] }
  }
}

export async function esignRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  app.post(`${S}/GetRoleSign`, { schema: { querystring: flagQuery, body: anyBody } }, async (request) => {
    const flag = (request.query as { flag?: 'approve' | 'login' }).flag ?? 'approve'
    return ok(await roleSign(ctx, currentUser(request), flag))
  })
  app.post(`${S}/CreatePersonSeal`, { schema: { body: anyBody } }, async (request) => ok(await createPersonSeal(ctx, currentUser(request)), '印章已生成'))
  app.get(`${S}/PersonSeal`, async (request) => ok(await personSeal(ctx, currentUser(request))))
  app.put(`${S}/AutoSign`, { schema: { body: { type: 'object', required: ['enabled'], properties: { enabled: { type: 'boolean' } } } } }, async (request) => {
    await setAutoSign(ctx, currentUser(request), (request.body as { enabled: boolean }).enabled)
    return ok(undefined, '设置成功')
  })
  app.post(`${S}/SignListState`, { schema: { body: { type: 'object', required: ['state'], properties: { state: { type: 'integer' } } } } }, async (request) => {
    await setSignListState(ctx, currentUser(request), (request.body as { state: number }).state)
    return ok(undefined, '设置成功')
  })
  app.post(`${S}/HandSign`, { schema: { body: signBody } }, async (request) => {
    const me = currentUser(request)
    const form = request.body as HandSignForm
    const results = await handSign(ctx, me, form.taskIds, form.stampKind ?? 'seal')
    for (const r of results) {
      if (!r.document) continue
      // the user's other devices reload their lists; a provider's sign task opens where the user signs it
      if (r.document.state === 1) await handSignDone(ctx, me.id, r.taskId, r.document.id, 1)
      else if (r.document.signUrl) await handSignUrl(ctx, me.id, [r.taskId], r.document.signUrl)
    }
    const signed = results.filter((r) => r.ok).length
    return ok(results, results.length === 1 ? results[0].msg : `已签署 ${signed} 份，失败 ${results.length - signed} 份`)
  })
  app.get(`${S}/SignedList`, async (request) => ok({ list: await signedDocuments(ctx, currentUser(request)) }))
  app.get(`${S}/Download/:id`, { schema: { params: idParam } }, async (request) =>
    ok(await downloadSigned(ctx, currentUser(request), (request.params as { id: string }).id)))
  app.get(`${S}/Verify/:id`, { schema: { params: idParam } }, async (request) =>
    ok(await verifyStored(ctx, currentUser(request), (request.params as { id: string }).id)))
  app.post(`${S}/Verify`, {
    bodyLimit: Math.ceil(MAX_VERIFY_BYTES * 1.4),
    schema: { body: { type: 'object', required: ['file'], properties: { file: str(Math.ceil(MAX_VERIFY_BYTES * 1.4), 1) } } }
  }, async (request) => ok(await verifyCopy(ctx, currentUser(request), (request.body as { file: string }).file)))
  // the provider's callback: no token, its own signature instead; it expects {"msg":"success"}
  app.post(`${S}/Callback`, { config: { public: true }, schema: { body: { type: 'object', required: ['bizContent'], properties: { bizContent: str(100_000, 1) } } } }, async (request) => {
    await providerCallback(ctx, request.headers as Record<string, string | undefined>, (request.body as { bizContent: string }).bizContent)
    return { code: 200, msg: 'success', data: null }
  })
}
