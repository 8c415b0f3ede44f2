// /api/system/*: dictionaries, areas and bill numbers a 3.6 web client reads.
import type { FastifyInstance } from 'fastify'
import { ok } from '../../lib/envelope'
import { currentUser } from '../../plugins/auth'
import { issueForForm } from './bill-number'
import { allDictionaries, areaNamesByIds, areaSelector, dictionarySelector } from './service'

const key = { type: 'string', minLength: 1, maxLength: 128 }
const areaIds = { type: 'string', minLength: 1, maxLength: 2000, pattern: '^[A-Za-z0-9_,-]+$' }

export async function systemRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  app.get('/api/system/DictionaryData/All', async () => ok({ list: await allDictionaries(ctx) }))
  app.get('/api/system/DictionaryData/:typeId/Data/Selector', {
    schema: { params: { type: 'object', properties: { typeId: key } } }
  }, async (request) => ok({ list: await dictionarySelector(ctx, (request.params as { typeId: string }).typeId) }))

  app.get('/api/system/Area/:id/Selector/:ids', {
    schema: { params: { type: 'object', properties: { id: { ...key, pattern: '^[A-Za-z0-9_-]+$' }, ids: areaIds } } }
  }, async (request) => {
    const { id, ids } = request.params as { id: string; ids: string }
    return ok({ list: await areaSelector(ctx, id, ids) })
  })
  app.post('/api/system/Area/GetAreaByIds', {
    schema: {
      body: {
        type: 'object', required: ['idsList'],
        properties: { idsList: { type: 'array', maxItems: 200, items: { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 64 } } } }
      }
    }
  }, async (request) => ok(await areaNamesByIds(ctx, (request.body as { idsList: string[][] }).idsList)))

  // GET consumes a number (JNPF's contract); no automatic HEAD twin that would burn numbers silently. The number is
  // recorded for the caller, whose create may then carry it (bill-number.ts takeOrIssue)
  app.get('/api/system/BillRule/BillNumber/:enCode', {
    exposeHeadRoute: false,
    schema: { params: { type: 'object', properties: { enCode: key } } }
  }, async (request) => ok(await issueForForm(ctx, currentUser(request).id, (request.params as { enCode: string }).enCode), '获取成功'))

  // GET /api/system/SysConfig (public display settings, or the full form for its administrators): admin-system
}
