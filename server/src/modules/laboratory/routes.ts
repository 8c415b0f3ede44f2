// /api/laboratory/...: material types with their limits, incoming materials (list, register, detail, results)
// and the summary (types/api/laboratory.ts).
import type { FastifyInstance } from 'fastify'
import { BadRequest } from '../../errors'
import { ok } from '../../lib/envelope'
import { currentUser } from '../../plugins/auth'
import { exportLedgerSummary, exportSummary } from './export-service'
import { createInfo, createSample, infoList, sampleList } from './info-service'
import { ledgerDetail, ledgerList, ledgerSummary, testItems, wbsParts, type LedgerQuery } from './ledger-read-service'
import { createLedger, recordLedgerValues } from './ledger-record-service'
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

  // the ledgers (施工检测台账, 工程实体检测), their summary, the WBS parts a record is made on
  app.get(`${L}/test-items`, async (r) => ok(await testItems(ctx, currentUser(r), q(r).projectId, (q(r) as LedgerQuery).kind)))
  app.get(`${L}/wbs-parts`, async (r) => ok(await wbsParts(ctx, currentUser(r), q(r).contractId, q(r).keyword)))
  app.get(`${L}/ledgers`, async (r) => ok(await ledgerList(ctx, currentUser(r), q(r) as LedgerQuery)))
  app.post(`${L}/ledgers`, async (r) => ok(await createLedger(ctx, currentUser(r), body(r)), '登记成功'))
  app.get(`${L}/ledgers/:id`, { schema: id }, async (r) => ok(await ledgerDetail(ctx, currentUser(r), (r.params as { id: string }).id)))
  app.post(`${L}/ledgers/:id/values`, { schema: id }, async (r) => ok(await recordLedgerValues(ctx, currentUser(r), (r.params as { id: string }).id, body(r)), '已保存'))
  app.get(`${L}/ledger-summary`, async (r) => ok(await ledgerSummary(ctx, currentUser(r), q(r) as LedgerQuery)))
  app.post(`${L}/ledger-summary/export`, async (r) => ok(await exportLedgerSummary(ctx, currentUser(r), q({ query: body(r) }) as LedgerQuery)))
  // 试验信息中心, 取样记录
  app.get(`${L}/infos`, async (r) => ok(await infoList(ctx, currentUser(r), q(r) as { projectId?: string })))
  app.post(`${L}/infos`, async (r) => ok(await createInfo(ctx, currentUser(r), body(r)), '发布成功'))
  app.get(`${L}/samples`, async (r) => ok(await sampleList(ctx, currentUser(r), q(r) as { projectId?: string })))
  app.post(`${L}/samples`, async (r) => ok(await createSample(ctx, currentUser(r), body(r)), '登记成功'))
}
