// HTTP side of IM (jnpf-api.md §7): conversation list, history and read marking, twins of the socket methods.
import type { FastifyInstance } from 'fastify'
import { ok } from '../../lib/envelope'
import { idParam, str } from '../../lib/schemas'
import { currentUser } from '../../plugins/auth'
import { conversations, deleteHistory, history, markRead, removeConversation, type HistoryQuery } from './service'

const M = '/api/message'
const historyQuery = {
  type: 'object',
  properties: {
    toUserId: str(128), formUserId: str(128), currentPage: { type: 'integer', minimum: 1, maximum: 100000 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 }, keyword: str(100), sort: str(10), sord: str(10)
  }
}

export async function imRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  app.get(`${M}/imreply`, async (request) => ok({ list: await conversations(ctx, currentUser(request)) }))
  app.delete(`${M}/imreply/relocation/:id`, { schema: { params: idParam } }, async (request) => {
    await removeConversation(ctx, currentUser(request), (request.params as { id: string }).id)
    return ok(undefined, '删除成功')
  })
  app.delete(`${M}/imreply/deleteChatRecord/:id`, { schema: { params: idParam } }, async (request) => {
    await deleteHistory(ctx, currentUser(request), (request.params as { id: string }).id)
    return ok(undefined, '删除成功')
  })
  app.get(`${M}/ImRecord/MessageList`, { schema: { querystring: historyQuery } }, async (request) =>
    ok(await history(ctx, currentUser(request), request.query as HistoryQuery)))
  app.post(`${M}/ImRecord/UpdateReadMessage`, {
    schema: { querystring: { type: 'object', required: ['formUserId'], properties: { formUserId: str(128, 1) } } }
  }, async (request) => {
    await markRead(ctx, currentUser(request), (request.query as { formUserId: string }).formUserId)
    return ok(undefined, '操作成功')
  })
}
