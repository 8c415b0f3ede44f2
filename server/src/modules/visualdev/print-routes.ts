// POST /api/visualdev/OnlineDev/{modelId}/{id}/Actions/Print (issue 10; JNPF prints from templates in the web
// console only): the record as a PDF, answering {name, url} as ExportData does, the url a one-time download.
import type { FastifyInstance } from 'fastify'
import { ok } from '../../lib/envelope'
import { str } from '../../lib/schemas'
import { currentUser } from '../../plugins/auth'
import { printRecord } from './print-service'

const params = { type: 'object', properties: { modelId: str(128, 1), id: str(128, 1) } }
// nothing is read from the body; clients may send {} or nothing at all
const body = { type: ['object', 'null'] }

export async function printRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/visualdev/OnlineDev/:modelId/:id/Actions/Print', { schema: { params, body } }, async (request) => {
    const origin = request.headers['jnpf-origin'] === 'app' ? 'app' : 'pc'
    const { modelId, id } = request.params as { modelId: string; id: string }
    return ok(await printRecord(app.ctx, currentUser(request), modelId, id, origin))
  })
}
