// /api/workflow/Engine/FlowDelegate (jnpf-api.md §6.4): delegation CRUD, stop, and the delegate's lookups.
import type { FastifyInstance } from 'fastify'
import type { FlowDelegateCrForm, FlowDelegatePagination } from '@shared/api/workflow-extras'
import { ok } from '../../../lib/envelope'
import { idParam, str } from '../../../lib/schemas'
import { currentUser } from '../../../plugins/auth'
import type { TemplateQuery } from '../template/service'
import { approvalDelegations, delegatedFlows, delegatorsFor } from './lookup-service'
import { createDelegate, delegateInfo, deleteDelegate, listDelegates, stopDelegate, updateDelegate } from './service'

const D = '/api/workflow/Engine/FlowDelegate'
const paging = { currentPage: { type: 'integer', minimum: 1, maximum: 100000 }, pageSize: { type: 'integer', minimum: 1, maximum: 100 }, keyword: str(100) }
const time = { type: 'integer', minimum: 0, maximum: 99999999999999 }
const body = {
  type: 'object', required: ['toUserId', 'type', 'startTime', 'endTime'],
  properties: {
    userId: str(128), userName: str(200), toUserId: str(128, 1), toUserName: str(200), type: { type: 'string', enum: ['0', '1'] },
    description: str(500), startTime: time, endTime: time, flowId: str(5000), flowName: str(5000), flowCategory: str(500)
  }
}
const idOf = (p: unknown) => (p as { id: string }).id

export async function flowDelegateRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  app.get(D, { schema: { querystring: { type: 'object', properties: { ...paging, myOrDelagateToMe: { type: 'string', enum: ['1', '2'] } } } } },
    async (request) => ok(await listDelegates(ctx, currentUser(request), request.query as FlowDelegatePagination)))
  app.get(`${D}/getflow`, { schema: { querystring: { type: 'object', properties: { ...paging, category: str(128) } } } },
    async (request) => ok(await delegatedFlows(ctx, currentUser(request), request.query as TemplateQuery)))
  app.get(`${D}/userList`, { schema: { querystring: { type: 'object', required: ['flowId'], properties: { flowId: str(128, 1) } } } },
    async (request) => ok(await delegatorsFor(ctx, currentUser(request), (request.query as { flowId: string }).flowId)))
  app.get(`${D}/getuser`, { schema: { querystring: { type: 'object', properties: { flowId: str(128), userId: str(128), touserId: str(128) } } } },
    async (request) => ok(await approvalDelegations(ctx, currentUser(request), request.query as { flowId?: string; userId?: string; touserId?: string })))
  app.get(`${D}/:id`, { schema: { params: idParam } }, async (request) => ok(await delegateInfo(ctx, currentUser(request), idOf(request.params))))
  app.post(D, { schema: { body } }, async (request) => {
    const id = await createDelegate(ctx, currentUser(request), request.body as FlowDelegateCrForm)
    return ok({ id }, '新建成功')
  })
  app.put(`${D}/Stop/:id`, { schema: { params: idParam } }, async (request) => {
    await stopDelegate(ctx, currentUser(request), idOf(request.params))
    return ok(undefined, '操作成功')
  })
  app.put(`${D}/:id`, { schema: { params: idParam, body } }, async (request) => {
    await updateDelegate(ctx, currentUser(request), idOf(request.params), request.body as FlowDelegateCrForm)
    return ok(undefined, '更新成功')
  })
  app.delete(`${D}/:id`, { schema: { params: idParam } }, async (request) => {
    await deleteDelegate(ctx, currentUser(request), idOf(request.params))
    return ok(undefined, '删除成功')
  })
}
