// /api/task-checks/...: the site checks and material consumption of the task centre. Checklists (检查表), assigning a
// site check, one site check with its items, marking an item, raising a hazard from a failing item; the materials
// consumed against tasks (list with totals, record, delete); the work orders (派工单). A site check's moves
// (accept, submit, pass, return, cancel) are the task centre's (/api/tasks/:id/...).
import type { FastifyInstance } from 'fastify'
import { ok } from '../../lib/envelope'
import { currentUser } from '../../plugins/auth'
import { addSubmitGuard } from '../tasks'
import { idempotencyKeyOf } from '../visualdev'
import { bodyOf, pageOf, queryOf } from '../../lib/route-input'
import { listChecklists, saveChecklist } from './checklist-service'
import { addConsume, deleteConsume, listConsumes, listWorkOrders } from './consume-service'
import { createSiteCheck, markItem, raiseHazard, siteCheckDetail, siteCheckSubmitGuard } from './site-check-service'

const P = '/api/task-checks'
const idParam = { type: 'string', minLength: 1, maxLength: 64 }
const id = { params: { type: 'object', required: ['id'], properties: { id: idParam } } }
const item = { params: { type: 'object', required: ['id', 'itemId'], properties: { id: idParam, itemId: idParam } } }
const body = bodyOf
const q = queryOf
const params = (r: { params: unknown }) => r.params as { id: string; itemId: string }

export async function taskCheckRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  addSubmitGuard(siteCheckSubmitGuard)

  app.get(`${P}/checklists`, async (r) => ok(await listChecklists(ctx, currentUser(r), q(r).projectId)))
  app.post(`${P}/checklists`, async (r) => ok(await saveChecklist(ctx, currentUser(r), body(r)), '保存成功'))
  app.put(`${P}/checklists/:id`, { schema: id }, async (r) => ok(await saveChecklist(ctx, currentUser(r), body(r), params(r).id), '保存成功'))

  app.post(`${P}/tasks`, async (r) => ok(await createSiteCheck(ctx, currentUser(r), body(r)), '下发成功'))
  app.get(`${P}/tasks/:id`, { schema: id }, async (r) => ok(await siteCheckDetail(ctx, currentUser(r), params(r).id)))
  app.put(`${P}/tasks/:id/items/:itemId`, { schema: item }, async (r) => ok(await markItem(ctx, currentUser(r), params(r).id, params(r).itemId, body(r)), '已保存'))
  app.post(`${P}/tasks/:id/items/:itemId/hazard`, { schema: item }, async (r) =>
    ok(await raiseHazard(ctx, currentUser(r), params(r).id, params(r).itemId, body(r)), '隐患已登记'))

  app.get(`${P}/consumes`, async (r) => {
    const { page, size } = pageOf(q(r))
    return ok(await listConsumes(ctx, currentUser(r), q(r), page, size))
  })
  app.post(`${P}/consumes`, async (r) => ok(await addConsume(ctx, currentUser(r), body(r), idempotencyKeyOf(r.headers['idempotency-key'])), '保存成功'))
  app.delete(`${P}/consumes/:id`, { schema: id }, async (r) => {
    await deleteConsume(ctx, currentUser(r), params(r).id)
    return ok(null, '已删除')
  })

  app.get(`${P}/orders`, async (r) => {
    const { page, size } = pageOf(q(r))
    return ok(await listWorkOrders(ctx, currentUser(r), q(r), page, size))
  })
}
