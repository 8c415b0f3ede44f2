// /api/system/DataInterface/{id}/...: the data-interface calls of low-code controls (jnpf-forms-and-flows.md §1.6).
// JNPF 3.6 spells the picker calls Actions/List and Actions/InfoByIds; the app spec writes Action/...; both work.
import type { FastifyInstance } from 'fastify'
import { ok } from '../../lib/envelope'
import { str } from '../../lib/schemas'
import { currentUser } from '../../plugins/auth'
import { idList, infoByIds, pageList, preview, type InfoByIdsBody, type ListBody, type PreviewBody } from './service'

const P = '/api/system/DataInterface'
const params = { type: 'object', properties: { id: str(128, 1) } }
// paramList items and columnOptions are checked in the service, with messages naming the parameter
const paramList = { type: ['array', 'null'], maxItems: 50 }
const previewBody = { type: ['object', 'null'], properties: { paramList } }
const listBody = {
  type: ['object', 'null'],
  properties: {
    currentPage: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    pageSize: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    keyword: str(200), relationField: str(100), propsValue: str(100), paramList
  }
}
const infoBody = { type: 'object', required: ['ids'], properties: { propsValue: str(100), relationField: str(100), paramList } }

type IdParams = { id: string }

export async function dataInterfaceRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx

  app.post(`${P}/:id/Actions/Preview`, { schema: { params, body: previewBody } }, async (request) =>
    ok(await preview(ctx, currentUser(request), (request.params as IdParams).id, (request.body ?? {}) as PreviewBody), '接口请求成功'))

  for (const action of ['Actions', 'Action']) {
    app.post(`${P}/:id/${action}/List`, { schema: { params, body: listBody } }, async (request) =>
      ok(await pageList(ctx, currentUser(request), (request.params as IdParams).id, (request.body ?? {}) as ListBody)))

    app.post(`${P}/:id/${action}/InfoByIds`, { schema: { params, body: infoBody } }, async (request) => {
      const body = request.body as InfoByIdsBody
      const ids = idList(body.ids)
      return ok(await infoByIds(ctx, currentUser(request), (request.params as IdParams).id, ids, body.propsValue ?? 'id', body.relationField ?? '', body.paramList))
    })
  }
}
