// /api/message: the message centre (jnpf-api.md §7) and the notice admin used by administrators.
import type { FastifyInstance } from 'fastify'
import type { NoticeCreateForm, PaginationMessage } from '@shared/api/message'
import { ok } from '../../lib/envelope'
import { idParam, idsArray, str } from '../../lib/schemas'
import { currentUser } from '../../plugins/auth'
import { createNotice, releaseNotice } from './notice-service'
import { inbox, messageInfo, readAll, unreadMsgNum } from './service'

const M = '/api/message'
const type = { type: 'integer', enum: [0, 1, 2, 3, 4] }
const messageQuery = {
  type: 'object',
  properties: {
    currentPage: { type: 'integer', minimum: 1, maximum: 100000 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
    keyword: str(100), type, isRead: { type: 'integer', enum: [0, 1] }, sort: str(10), sidx: str(50)
  }
}

export async function messageRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx

  app.get(M, { schema: { querystring: messageQuery } }, async (request) =>
    ok(await inbox(ctx, currentUser(request), request.query as PaginationMessage)))
  app.get(`${M}/getUnReadMsgNum`, async (request) => ok(await unreadMsgNum(ctx, currentUser(request))))
  app.get(`${M}/ReadInfo/:id`, { schema: { params: idParam } }, async (request) =>
    ok(await messageInfo(ctx, currentUser(request), (request.params as { id: string }).id, true)))
  app.get(`${M}/:id`, { schema: { params: idParam } }, async (request) =>
    ok(await messageInfo(ctx, currentUser(request), (request.params as { id: string }).id, false)))
  app.post(`${M}/Actions/ReadAll`, { schema: { body: { type: ['object', 'null'], properties: { ...messageQuery.properties } } } }, async (request) => {
    await readAll(ctx, currentUser(request), (request.body as { type?: number } | null)?.type)
    return ok(undefined, '操作成功')
  })

  app.post(`${M}/Notice`, {
    schema: {
      body: {
        type: 'object', required: ['title', 'bodyText'],
        properties: { title: str(200, 1), bodyText: str(20000), toUserIds: idsArray, all: { type: 'boolean' } }
      }
    }
  }, async (request) => ok({ id: await createNotice(ctx, currentUser(request), request.body as NoticeCreateForm) }, '新建成功'))
  app.put(`${M}/Notice/:id/Actions/Release`, { schema: { params: idParam } }, async (request) => {
    const n = await releaseNotice(ctx, currentUser(request), (request.params as { id: string }).id)
    return ok({ recipients: n }, '发布成功')
  })
}
