// POST /api/visualdev/OnlineDev/{modelId}/Statistics (our own endpoint, styled as JNPF's List): counts and sums of a
// model's records per field value, flow state, project, contract section or period, for the app's charts.
import type { FastifyInstance } from 'fastify'
import type { VisualDevStatisticsQuery } from '@shared/api/visualdev-statistics'
import { ok } from '../../lib/envelope'
import { str } from '../../lib/schemas'
import { currentUser } from '../../plugins/auth'
import { recordStatistics } from './statistics-service'

const time = { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 30 }] }
const body = {
  type: 'object',
  required: ['groupBy'],
  properties: {
    groupBy: str(200, 1), period: { type: 'string', enum: ['day', 'week', 'month'] },
    sums: { type: 'array', maxItems: 20, items: str(200, 1) }, startTime: time, endTime: time,
    keyword: str(100), queryJson: str(20000), superQueryJson: str(20000), menuId: str(128), projectId: str(128), contractId: str(128),
    recordState: str(64)
  }
}

export async function statisticsRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/visualdev/OnlineDev/:modelId/Statistics', { schema: { params: { type: 'object', properties: { modelId: str(128, 1) } }, body } }, async (request) => {
    const origin = request.headers['jnpf-origin'] === 'app' ? 'app' : 'pc'
    const { modelId } = request.params as { modelId: string }
    return ok(await recordStatistics(app.ctx, currentUser(request), modelId, origin, request.body as VisualDevStatisticsQuery))
  })
}
