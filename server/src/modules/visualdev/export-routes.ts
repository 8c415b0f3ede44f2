// POST /api/visualdev/OnlineDev/{modelId}/Actions/ExportData as the JNPF 3.6 console's ExportModal calls it
// (exportModel in [W36] api/onlineDev/visualDev.ts): answers {name, url}, the url a one-time download of the .xlsx.
import type { FastifyInstance } from 'fastify'
import { ok } from '../../lib/envelope'
import { str } from '../../lib/schemas'
import { currentUser } from '../../plugins/auth'
import { exportRecords, type ExportQuery } from './export-service'
import { MAX_EXPORT_COLUMNS } from './export-columns'

const params = { type: 'object', properties: { modelId: str(128, 1) } }
// the List's body, plus dataType and selectKey (an array on 3.6 consoles, a comma list on older ones)
const body = {
  type: 'object',
  properties: {
    currentPage: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    pageSize: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    keyword: str(100), sort: { type: 'string', enum: ['asc', 'desc', ''] }, sidx: str(200),
    queryJson: str(20000), superQueryJson: str(20000), menuId: str(128), projectId: str(128), contractId: str(128),
    // checked by the service, which accepts "0"/"1"/"2" and 0/1/2 alike
    dataType: { anyOf: [{ type: 'string', maxLength: 2 }, { type: 'integer' }] },
    selectKey: { anyOf: [{ type: 'array', maxItems: MAX_EXPORT_COLUMNS, items: str(200) }, str(10000)] },
    selectIds: { type: 'array', maxItems: 1000, items: str(128, 1) },
    // the console also sends the search form's values; the query itself is in queryJson
    json: str(20000)
  }
}

export async function exportRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/visualdev/OnlineDev/:modelId/Actions/ExportData', { schema: { params, body } }, async (request) => {
    const origin = request.headers['jnpf-origin'] === 'app' ? 'app' : 'pc'
    const { modelId } = request.params as { modelId: string }
    // upload links in the sheet must work outside the app, so they carry the address the caller reached us at
    const linkOrigin = `${request.protocol}://${request.host}`
    return ok(await exportRecords(app.ctx, currentUser(request), modelId, origin, request.body as ExportQuery, linkOrigin))
  })
}
