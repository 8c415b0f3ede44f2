// /api/workflow/Engine/flowTemplate: the flows a user may launch (jnpf-api.md §6.2) and their versions (§3.7).
import type { FastifyInstance } from 'fastify'
import { ok } from '../../../lib/envelope'
import { str } from '../../../lib/schemas'
import { currentUser } from '../../../plugins/auth'
import { delegableFlows, flowIdByCode, flowJsonList, flowTreeList, listAllByCategory, pageListAll, type TemplateQuery } from './service'

const T = '/api/workflow/Engine/flowTemplate'
const query = {
  type: 'object',
  properties: {
    currentPage: { type: 'integer', minimum: 1, maximum: 100000 }, pageSize: { type: 'integer', minimum: 1, maximum: 100 },
    keyword: str(100), category: str(128), flowType: { type: 'integer', enum: [0, 1] }, type: { type: 'integer', enum: [0, 1] },
    enabledMark: { type: 'integer' }, sort: str(10), sidx: str(50)
  }
}
const one = (name: string) => ({ type: 'object', properties: { [name]: str(128, 1) } })

export async function flowTemplateRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  app.get(`${T}/PageListAll`, { schema: { querystring: query } }, async (request) =>
    ok(await pageListAll(ctx, currentUser(request), request.query as TemplateQuery)))
  app.get(`${T}/ListAll`, { schema: { querystring: query } }, async (request) =>
    ok(await listAllByCategory(ctx, currentUser(request), request.query as TemplateQuery)))
  // the designer's drop-down of launchable flows: the same tree, enabled standalone flows only
  app.get(`${T}/Selector`, async (request) => ok(await listAllByCategory(ctx, currentUser(request), { flowType: 0 })))
  // the 所属流程 filter of the console's process-centre lists: every enabled flow by category
  app.get(`${T}/TreeList`, async (request) => {
    currentUser(request)
    return ok(await flowTreeList(ctx))
  })
  app.get(`${T}/getflowAll`, { schema: { querystring: query } }, async (request) => {
    currentUser(request)
    return ok(await delegableFlows(ctx, request.query as TemplateQuery))
  })
  app.get(`${T}/FlowJsonList/:templateId`, {
    schema: { params: one('templateId'), querystring: { type: 'object', properties: { type: str(10) } } }
  }, async (request) => {
    const { templateId } = request.params as { templateId: string }
    return ok(await flowJsonList(ctx, currentUser(request), templateId, (request.query as { type?: string }).type))
  })
  app.get(`${T}/getFlowIdByCode/:code`, { schema: { params: one('code') } }, async (request) => {
    currentUser(request)
    return ok(await flowIdByCode(ctx, (request.params as { code: string }).code), '获取成功')
  })
}
