// The read side of the 3.x Engine API (jnpf-api.md §6.2, §6.3, §6.4): my launches, the FlowBefore lists, the
// detail, the message-jump check and the approval summary.
import type { FastifyInstance } from 'fastify'
import type { PaginationFlowTask } from '@shared/api/workflow'
import { ok } from '../../../lib/envelope'
import { str } from '../../../lib/schemas'
import { currentUser } from '../../../plugins/auth'
import { beforeInfo, operatorCheck, type BeforeQuery } from './detail-service'
import { beforeList, launchList } from './list-service'
import { approvalPrintSection } from './print-section'
import { originOf } from './record-access'
import { recordSummary } from './summary-service'
import { registerPrintSection } from '../../visualdev'

const E = '/api/workflow/Engine'
const id = { type: 'object', properties: { id: str(128, 1) } }
const listQuery = {
  type: 'object',
  properties: {
    currentPage: { type: 'integer', minimum: 1, maximum: 100000 }, pageSize: { type: 'integer', minimum: 1, maximum: 100 },
    keyword: str(100), sort: str(10), sidx: str(50), startTime: str(40), endTime: str(40), templateId: str(128), flowId: str(128),
    flowCategory: str(128), creatorUserId: str(128), status: str(10), isBatch: str(10), nodeCode: str(100), flowUrgent: str(10),
    delegateType: str(10)
  }
}

export async function flowReadRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  // a printed low-code record carries its approval records
  registerPrintSection(approvalPrintSection)
  app.get(`${E}/FlowLaunch`, { schema: { querystring: listQuery } }, async (request) =>
    ok(await launchList(ctx, currentUser(request), request.query as PaginationFlowTask)))
  app.get(`${E}/FlowBefore/List/:category`, {
    schema: { params: { type: 'object', properties: { category: { type: 'integer', enum: [1, 2, 3, 4] } } }, querystring: listQuery }
  }, async (request) => {
    const { category } = request.params as { category: number }
    return ok(await beforeList(ctx, currentUser(request), category, request.query as PaginationFlowTask))
  })
  app.get(`${E}/FlowBefore/RecordList/:id`, {
    schema: { params: id, querystring: { type: 'object', properties: { category: str(10), type: str(10) } } }
  }, async (request) => {
    const q = request.query as { category?: string; type?: string }
    return ok(await recordSummary(ctx, currentUser(request), (request.params as { id: string }).id, q.category, q.type))
  })
  app.get(`${E}/FlowBefore/:id/Info`, { schema: { params: id } }, async (request) =>
    ok(await operatorCheck(ctx, currentUser(request), (request.params as { id: string }).id)))
  app.get(`${E}/FlowBefore/:id`, {
    schema: { params: id, querystring: { type: 'object', properties: { taskOperatorId: str(128), taskNodeId: str(128), flowId: str(128) } } }
  }, async (request) => ok(await beforeInfo(ctx, currentUser(request), (request.params as { id: string }).id, request.query as BeforeQuery, originOf(request))))
}
