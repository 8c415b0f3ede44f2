// /api/visualdev/OnlineDev: a low-code model's Config and its records (jnpf-api.md §5.1, §5.2), and
// /api/visualdev/Base/{id}/FieldDataSelect for relation pickers (§5.3).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FieldDataSelectQuery, VisualDevDataForm } from '@shared/api/visualdev'
import { ok } from '../../lib/envelope'
import { str } from '../../lib/schemas'
import { currentUser } from '../../plugins/auth'
import { recordHistory } from './history-service'
import { idempotencyKeyOf } from './idempotency'
import type { Origin } from './list-config'
import { fieldDataSelect, listRecords, type ListQuery } from './list-service'
import { createRecord, deleteRecord, recordDataChange, recordInfo, updateRecord } from './record-service'
import { modelConfig } from './service'
import { recordStateRoutes } from './states-routes'

const O = '/api/visualdev/OnlineDev'
const modelParam = { type: 'object', properties: { modelId: str(128, 1) } }
const recordParam = { type: 'object', properties: { modelId: str(128, 1), id: str(128, 1) } }
const dataBody = {
  type: 'object',
  required: ['data'],
  properties: {
    data: { anyOf: [{ type: 'string', maxLength: 1_000_000 }, { type: 'object' }] },
    projectId: str(128, 1), contractId: str(128), status: { type: 'integer' }
  }
}
const paging = {
  currentPage: { type: 'integer', minimum: 1, maximum: 1_000_000 },
  // the app asks 1000000 when a list has no paging; the service answers pages of at most 1000 rows
  pageSize: { type: 'integer', minimum: 1, maximum: 1_000_000 },
  keyword: str(100)
}
const listBody = {
  type: ['object', 'null'],
  properties: {
    ...paging, sort: { type: 'string', enum: ['asc', 'desc', ''] }, sidx: str(200),
    queryJson: str(20000), superQueryJson: str(20000), menuId: str(128),
    // the project and contract section chosen in the app narrow the list ('' = not chosen)
    projectId: str(128), contractId: str(128),
    // only records in this state (models with record states)
    recordState: str(64)
  }
}
const fieldDataQuery = { type: 'object', properties: { ...paging, relationField: str(200), columnOptions: str(2000) } }

type ModelParams = { modelId: string }
type RecordParams = { modelId: string; id: string }

/** the app sends `jnpf-origin: app` and gets the app list layout; anything else is a PC client (jnpf-api.md §1.3) */
const originOf = (request: FastifyRequest): Origin => (request.headers['jnpf-origin'] === 'app' ? 'app' : 'pc')

export async function visualDevRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx

  app.get(`${O}/:modelId/Config`, { schema: { params: modelParam } }, async (request) =>
    ok(await modelConfig(ctx, currentUser(request), (request.params as ModelParams).modelId)))

  app.post(`${O}/:modelId/List`, { schema: { params: modelParam, body: listBody } }, async (request) =>
    ok(await listRecords(ctx, currentUser(request), (request.params as ModelParams).modelId, originOf(request), (request.body ?? {}) as ListQuery)))

  app.post(`${O}/:modelId`, { schema: { params: modelParam, body: dataBody } }, async (request) => {
    const key = idempotencyKeyOf(request.headers['idempotency-key'])
    const id = await createRecord(ctx, currentUser(request), (request.params as ModelParams).modelId, originOf(request), request.body as VisualDevDataForm, key)
    return ok({ id }, '新建成功')
  })

  app.get(`${O}/:modelId/:id`, { schema: { params: recordParam } }, async (request) => {
    const { modelId, id } = request.params as RecordParams
    return ok(await recordInfo(ctx, currentUser(request), modelId, id, originOf(request)))
  })

  app.get(`${O}/:modelId/:id/DataChange`, { schema: { params: recordParam } }, async (request) => {
    const { modelId, id } = request.params as RecordParams
    return ok(await recordDataChange(ctx, currentUser(request), modelId, id, originOf(request)))
  })

  // the record's change history, newest first (issue 10; not a JNPF endpoint)
  app.get(`${O}/:modelId/:id/History`, { schema: { params: recordParam } }, async (request) => {
    const { modelId, id } = request.params as RecordParams
    return ok(await recordHistory(ctx, currentUser(request), modelId, id, originOf(request)))
  })

  app.put(`${O}/:modelId/:id`, { schema: { params: recordParam, body: dataBody } }, async (request) => {
    const { modelId, id } = request.params as RecordParams
    const key = idempotencyKeyOf(request.headers['idempotency-key'])
    await updateRecord(ctx, currentUser(request), modelId, id, originOf(request), request.body as VisualDevDataForm, key)
    return ok(undefined, '更新成功')
  })

  app.delete(`${O}/:modelId/:id`, { schema: { params: recordParam } }, async (request) => {
    const { modelId, id } = request.params as RecordParams
    await deleteRecord(ctx, currentUser(request), modelId, id, originOf(request))
    return ok(undefined, '删除成功')
  })

  // a record's state, its moves and timeline (models with record states; not JNPF endpoints)
  await recordStateRoutes(app)

  app.get('/api/visualdev/Base/:modelId/FieldDataSelect', { schema: { params: modelParam, querystring: fieldDataQuery } }, async (request) =>
    ok(await fieldDataSelect(ctx, currentUser(request), (request.params as ModelParams).modelId, originOf(request), request.query as FieldDataSelectQuery)))
}
