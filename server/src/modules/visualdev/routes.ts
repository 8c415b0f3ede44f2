// /api/visualdev/OnlineDev: a low-code model's Config and its records (jnpf-api.md §5.1, §5.2).
import type { FastifyInstance } from 'fastify'
import type { VisualDevDataForm, VisualDevListQuery } from '@shared/api/visualdev'
import { ok } from '../../lib/envelope'
import { str } from '../../lib/schemas'
import { currentUser } from '../../plugins/auth'
import { createRecord, deleteRecord, listRecords, modelConfig, recordInfo, updateRecord } from './service'

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
const listBody = {
  type: ['object', 'null'],
  properties: {
    currentPage: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    pageSize: { type: 'integer', minimum: 1, maximum: 500 },
    keyword: str(100), sort: { type: 'string', enum: ['asc', 'desc', ''] }, sidx: str(200),
    queryJson: str(20000), superQueryJson: str(20000), menuId: str(128)
  }
}

type ModelParams = { modelId: string }
type RecordParams = { modelId: string; id: string }

export async function visualDevRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx

  app.get(`${O}/:modelId/Config`, { schema: { params: modelParam } }, async (request) =>
    ok(await modelConfig(ctx, (request.params as ModelParams).modelId)))

  app.post(`${O}/:modelId/List`, { schema: { params: modelParam, body: listBody } }, async (request) =>
    ok(await listRecords(ctx, currentUser(request), (request.params as ModelParams).modelId, (request.body ?? {}) as VisualDevListQuery)))

  app.post(`${O}/:modelId`, { schema: { params: modelParam, body: dataBody } }, async (request) => {
    const id = await createRecord(ctx, currentUser(request), (request.params as ModelParams).modelId, request.body as VisualDevDataForm)
    return ok({ id }, '新建成功')
  })

  app.get(`${O}/:modelId/:id`, { schema: { params: recordParam } }, async (request) => {
    const { modelId, id } = request.params as RecordParams
    return ok(await recordInfo(ctx, currentUser(request), modelId, id))
  })

  app.put(`${O}/:modelId/:id`, { schema: { params: recordParam, body: dataBody } }, async (request) => {
    const { modelId, id } = request.params as RecordParams
    await updateRecord(ctx, currentUser(request), modelId, id, request.body as VisualDevDataForm)
    return ok(undefined, '更新成功')
  })

  app.delete(`${O}/:modelId/:id`, { schema: { params: recordParam } }, async (request) => {
    const { modelId, id } = request.params as RecordParams
    await deleteRecord(ctx, currentUser(request), modelId, id)
    return ok(undefined, '删除成功')
  })
}
