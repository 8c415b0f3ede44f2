// Batch approval endpoints of FlowBeforeController (jnpf-api.md §6.4): the flow, version and node pickers, the
// candidates of a batch approval, and BatchOperation itself.
import type { FastifyInstance } from 'fastify'
import type { FlowModel } from '@shared/api/workflow'
import { ok } from '../../../lib/envelope'
import { str } from '../../../lib/schemas'
import { currentUser } from '../../../plugins/auth'
import { batchFlowJsonList, batchFlowSelector, nodeSelector } from './batch-selectors'
import { batchCandidate, batchMessage, batchOperation } from './batch-service'

const B = '/api/workflow/Engine/FlowBefore'
/** a mobile batch is a screenful of to-dos; more than this is a mistake or an abuse */
export const MAX_BATCH = 100

const idParam = { type: 'object', required: ['id'], properties: { id: str(128, 1) } }
// ids and batchType are checked by the service, which says in words what is missing
const batchBody = {
  type: ['object', 'null'],
  properties: {
    ids: { type: 'array', maxItems: MAX_BATCH, items: str(128) },
    batchType: { type: 'integer' },
    handleOpinion: str(2000),
    signImg: str(400_000),
    fileList: { anyOf: [{ type: 'array', maxItems: 20, items: { type: 'object' } }, { type: 'string', maxLength: 20_000 }] },
    freeApproverUserId: str(128),
    candidateList: { type: 'object', maxProperties: 50 },
    copyIds: str(5000),
    rejectType: { type: 'integer', minimum: 1, maximum: 2 }
  }
}

export async function flowBatchRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx

  app.get(`${B}/BatchFlowSelector`, async (request) => ok(await batchFlowSelector(ctx, currentUser(request))))

  app.get(`${B}/BatchFlowJsonList/:id`, { schema: { params: idParam } }, async (request) =>
    ok(await batchFlowJsonList(ctx, currentUser(request), (request.params as { id: string }).id)))

  app.get(`${B}/NodeSelector/:id`, { schema: { params: idParam } }, async (request) =>
    ok(await nodeSelector(ctx, currentUser(request), (request.params as { id: string }).id)))

  app.get(`${B}/BatchCandidate`, {
    schema: { querystring: { type: 'object', required: ['taskOperatorId'], properties: { flowId: str(128), taskOperatorId: str(128, 1) } } }
  }, async (request) => {
    const q = request.query as { flowId?: string; taskOperatorId: string }
    return ok(await batchCandidate(ctx, currentUser(request), q.flowId ?? '', q.taskOperatorId))
  })

  app.post(`${B}/BatchOperation`, { schema: { body: batchBody } }, async (request) => {
    const result = await batchOperation(ctx, currentUser(request), (request.body ?? {}) as FlowModel)
    return ok(result, batchMessage(result))
  })
}
