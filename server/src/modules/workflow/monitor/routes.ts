// /api/workflow/Engine/FlowMonitor: the console's 流程监控 list (src/api/workFlow/flowMonitor.ts), for the holders
// of the monitor area: administrators see every task, a project administrator the tasks of their projects.
import type { FastifyInstance } from 'fastify'
import type { PaginationFlowTask } from '@shared/api/workflow'
import { ok } from '../../../lib/envelope'
import { str } from '../../../lib/schemas'
import { ADMIN_AREAS, requireAdmin } from '../../admin'
import { monitorList } from './service'

const listQuery = {
  type: 'object',
  properties: {
    currentPage: { type: 'integer', minimum: 1, maximum: 100000 }, pageSize: { type: 'integer', minimum: 1, maximum: 100 },
    keyword: str(100), sort: str(10), sidx: str(50), startTime: str(40), endTime: str(40), templateId: str(128), flowId: str(128),
    flowCategory: str(128), creatorUserId: str(128), status: str(10), flowUrgent: str(10), category: str(10)
  }
}

export async function flowMonitorRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  app.get('/api/workflow/Engine/FlowMonitor', { schema: { querystring: listQuery } }, async (r) =>
    ok(await monitorList(ctx, await requireAdmin(ctx, r, ADMIN_AREAS.flowMonitor), r.query as PaginationFlowTask)))
}
