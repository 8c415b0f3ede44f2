// /api/engineering/processes (the processes of an item, the items of a section at their current process, start,
// finish), /api/engineering/inspections (工序报验: list, one, request, approve, return) and
// /api/engineering/materials (实体材料: list, add, remove).
import type { FastifyInstance } from 'fastify'
import { BadRequest } from '../../errors'
import { ok } from '../../lib/envelope'
import { str } from '../../lib/schemas'
import { currentUser } from '../../plugins/auth'
import { addMaterialOnce, materialList, removeMaterial } from './materials'
import { applyInspectionOnce, decideInspection, inspectionDetail, inspectionList } from './inspection-service'
import { itemProcesses, moveProcessOnce, processItems } from './process-service'
import { idempotencyKeyOf } from '../visualdev'

const E = '/api/engineering'
const id = { params: { type: 'object', required: ['id'], properties: { id: str(64, 1) } } }
const idOf = (r: { params: unknown }) => (r.params as { id: string }).id
const body = (request: { body: unknown }) => {
  if (request.body === undefined || request.body === null) return {}
  if (typeof request.body !== 'object' || Array.isArray(request.body)) throw new BadRequest('请求内容格式不正确')
  return request.body as Record<string, unknown>
}
const query = (r: { query: unknown }) => {
  const q = (r.query ?? {}) as Record<string, unknown>
  if (Object.values(q).some((v) => v !== undefined && (typeof v !== 'string' || v.length > 200))) throw new BadRequest('查询参数格式不正确')
  return q as Record<string, string | undefined>
}
const pageOf = (q: Record<string, string | undefined>) => {
  const page = q.currentPage ? Number(q.currentPage) : 1
  const size = q.pageSize ? Number(q.pageSize) : 20
  if (!Number.isInteger(page) || page < 1 || page > 100_000 || !Number.isInteger(size) || size < 1 || size > 100) throw new BadRequest('分页参数不正确')
  return { page, size }
}

export async function processRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  app.get(`${E}/processes`, async (r) => ok(await itemProcesses(ctx, currentUser(r), query(r).nodeId)))
  app.get(`${E}/processes/items`, async (r) => ok(await processItems(ctx, currentUser(r), query(r).contractId, query(r).state)))
  app.post(`${E}/processes/start`, async (r) => ok(await moveProcessOnce(ctx, currentUser(r), 'start', body(r), idempotencyKeyOf(r.headers['idempotency-key'])), '工序已开始'))
  app.post(`${E}/processes/finish`, async (r) => ok(await moveProcessOnce(ctx, currentUser(r), 'finish', body(r), idempotencyKeyOf(r.headers['idempotency-key'])), '已标记完工，请申请报验'))

  app.get(`${E}/inspections`, async (r) => {
    const q = query(r)
    return ok(await inspectionList(ctx, currentUser(r), { projectId: q.projectId, contractId: q.contractId, state: q.state, nodeId: q.nodeId, ...pageOf(q) }))
  })
  app.get(`${E}/inspections/:id`, { schema: id }, async (r) => ok(await inspectionDetail(ctx, currentUser(r), idOf(r))))
  app.post(`${E}/inspections`, async (r) => ok(await applyInspectionOnce(ctx, currentUser(r), body(r), idempotencyKeyOf(r.headers['idempotency-key'])), '报验申请已提交'))
  app.post(`${E}/inspections/:id/approve`, { schema: id }, async (r) => ok(await decideInspection(ctx, currentUser(r), idOf(r), true, body(r)), '已验收'))
  app.post(`${E}/inspections/:id/return`, { schema: id }, async (r) => ok(await decideInspection(ctx, currentUser(r), idOf(r), false, body(r)), '已驳回'))

  app.get(`${E}/materials`, async (r) => {
    const q = query(r)
    return ok(await materialList(ctx, currentUser(r), { contractId: q.contractId, nodeId: q.nodeId, keyword: q.keyword, ...pageOf(q) }))
  })
  app.post(`${E}/materials`, async (r) => ok(await addMaterialOnce(ctx, currentUser(r), body(r), idempotencyKeyOf(r.headers['idempotency-key'])), '登记成功'))
  app.delete(`${E}/materials/:id`, { schema: id }, async (r) => ok(await removeMaterial(ctx, currentUser(r), idOf(r)), '删除成功'))
}

