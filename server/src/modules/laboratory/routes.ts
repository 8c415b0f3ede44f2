// /api/laboratory/...: material types with their limits, incoming materials (list, register, detail, results)
// and the summary (types/api/laboratory.ts).
import type { FastifyInstance } from 'fastify'
import { BadRequest } from '../../errors'
import { ok } from '../../lib/envelope'
import { currentUser } from '../../plugins/auth'
import { exportSummary } from './export-service'
import { createMaterial, materialDetail, materialList, materialSummary, materialTypes, recordResults, type ListQuery } from './service'

const L = '/api/laboratory'
const id = { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } }
const body = (request: { body: unknown }) => {
  if (!request.body || typeof request.body !== 'object' || Array.isArray(request.body)) throw new BadRequest('请求内容格式不正确')
  return request.body as Record<string, unknown>
}
const q = (request: { query: unknown }) => {
  const query = (request.query ?? {}) as Record<string, unknown>
  if (Object.values(query).some((v) => typeof v !== 'string')) throw new BadRequest('查询参数不正确')
  return query as ListQuery
}

export async function laboratoryRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  app.get(`${L}/material-types`, async (r) => ok(await materialTypes(ctx, currentUser(r), q(r).projectId)))
  app.get(`${L}/materials`, async (r) => ok(await materialList(ctx, currentUser(r), q(r))))
  app.post(`${L}/materials`, async (r) => ok(await createMaterial(ctx, currentUser(r), body(r)), '登记成功'))
  app.get(`${L}/materials/:id`, { schema: id }, async (r) => ok(await materialDetail(ctx, currentUser(r), (r.params as { id: string }).id)))
  app.post(`${L}/materials/:id/results`, { schema: id }, async (r) => ok(await recordResults(ctx, currentUser(r), (r.params as { id: string }).id, body(r)), '已保存'))
  app.get(`${L}/summary`, async (r) => ok(await materialSummary(ctx, currentUser(r), q(r))))
  // the query of the summary, as a sheet
  app.post(`${L}/summary/export`, async (r) => ok(await exportSummary(ctx, currentUser(r), q({ query: body(r) }))))
}
