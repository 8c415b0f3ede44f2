// /api/system/Log: the console's 系统日志 page (login, operation, exception and request tabs), the detail drawer,
// deleting the chosen rows and 一键清空 of a tab.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../../lib/envelope'
import { idParam, str } from '../../lib/schemas'
import { ADMIN_AREAS, audit, requireAdmin, requireWholeGroup } from '../admin'
import { oneOrMany, pagingProps, queryFlag, timeValue } from './common'
import { CATEGORY_NAMES, categoryOf, clearLogs, deleteLogs, listLogs, logInfo, type LogQuery } from './log-service'

const L = '/api/system/Log'
const MODULE = '系统日志'

const listQuery = {
  type: 'object',
  properties: {
    ...pagingProps, category: { type: 'string', pattern: '^[0-9]{0,2}$' }, loginType: queryFlag, loginMark: queryFlag,
    requestMethod: { type: 'string', pattern: '^(?:|GET|POST|PUT|DELETE|get|post|put|delete)$' }, startTime: timeValue, endTime: timeValue
  }
}
const deleteBody = {
  type: 'object', required: ['ids'],
  properties: { ids: oneOrMany(str(128), 1000, 100000) }
}
const typeParam = { type: 'object', properties: { type: str(20, 1) } }

export async function logRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  const area = (r: FastifyRequest) => requireAdmin(ctx, r, ADMIN_AREAS.log)

  app.get(L, { schema: { querystring: listQuery } }, async (r) => ok(await listLogs(ctx, await area(r), r.query as LogQuery)))
  app.get(`${L}/:id`, { schema: { params: idParam } }, async (r) => ok(await logInfo(ctx, await area(r), (r.params as { id: string }).id)))

  app.delete(L, { schema: { body: deleteBody } }, async (r) => {
    requireWholeGroup(await area(r))
    const raw = (r.body as { ids: string[] | string }).ids
    const n = await deleteLogs(ctx, Array.isArray(raw) ? raw : raw.split(','))
    await audit(ctx, r, { module: MODULE, type: '删除', abstracts: `删除日志 ${n} 条` })
    return ok(undefined, '删除成功')
  })
  app.delete(`${L}/:type`, { schema: { params: typeParam } }, async (r) => {
    requireWholeGroup(await area(r))
    const category = categoryOf((r.params as { type: string }).type)
    const n = await clearLogs(ctx, category)
    await audit(ctx, r, { module: MODULE, type: '清空', objectId: String(category), abstracts: `清空${CATEGORY_NAMES[category]} ${n} 条` })
    return ok(undefined, '清空成功')
  })
}
