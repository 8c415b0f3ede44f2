// /api/attendance/managers: the management staff register of the contract sections (管理人员信息).
import type { FastifyInstance } from 'fastify'
import { BadRequest } from '../../errors'
import { ok } from '../../lib/envelope'
import { bodyOf, idOf, idParam, pageOf, queryOf } from '../../lib/route-input'
import { currentUser } from '../../plugins/auth'
import { linkableAccounts, manager, managers, removeManager, saveManager } from './service'

const body = (request: { body: unknown }) => {
  if (request.body === undefined || request.body === null || typeof request.body !== 'object' || Array.isArray(request.body)) throw new BadRequest('请求内容格式不正确')
  return bodyOf(request)
}

export async function attendanceManagerRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  const M = '/api/attendance/managers'

  app.get(M, async (r) => {
    const q = queryOf(r)
    const { page, size } = pageOf(q)
    return ok(await managers(ctx, currentUser(r), q, page, size))
  })
  app.get(`${M}/accounts`, async (r) => ok(await linkableAccounts(ctx, currentUser(r), queryOf(r).contractId)))
  app.get(`${M}/:id`, { schema: idParam }, async (r) => ok(await manager(ctx, currentUser(r), idOf(r))))
  app.post(M, async (r) => ok(await saveManager(ctx, currentUser(r), body(r)), '保存成功'))
  app.delete(`${M}/:id`, { schema: idParam }, async (r) => {
    await removeManager(ctx, currentUser(r), idOf(r))
    return ok(undefined, '删除成功')
  })
}
