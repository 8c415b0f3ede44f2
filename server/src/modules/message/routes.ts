// /api/message: the message centre (jnpf-api.md §7).
import type { FastifyInstance } from 'fastify'
import type { PaginationMessage } from '@shared/api/message'
import { ok } from '../../lib/envelope'
import { idParam, str } from '../../lib/schemas'
import { currentUser } from '../../plugins/auth'
import { inbox, messageInfo, readAll, unreadMsgNum } from './service'

const M = '/api/message'
// the web console sends type= and isRead= empty for "all": empty means no filter, not a bad number (a JSON number
// is coerced to its text, so the pattern checks it too)
const type = { type: 'string', pattern: '^[0-4]?$' }
const isRead = { type: 'string', pattern: '^[01]?$' }
const messageQuery = {
  type: 'object',
  properties: {
    currentPage: { type: 'integer', minimum: 1, maximum: 100000 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
    keyword: str(100), type, isRead, sort: str(10), sidx: str(50)
  }
}

type RawFilter = { type?: string | number; isRead?: string | number }
const numberOrNone = (v: string | number | undefined) => (v === undefined || v === '' ? undefined : Number(v))

/** the query as the inbox reads it: empty filters dropped */
function inboxQuery(q: PaginationMessage & RawFilter): PaginationMessage {
  return { ...q, type: numberOrNone(q.type) as PaginationMessage['type'], isRead: numberOrNone(q.isRead) as PaginationMessage['isRead'] }
}

export async function messageRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx

  app.get(M, { schema: { querystring: messageQuery } }, async (request) =>
    ok(await inbox(ctx, currentUser(request), inboxQuery(request.query as PaginationMessage & RawFilter))))
  app.get(`${M}/getUnReadMsgNum`, async (request) => ok(await unreadMsgNum(ctx, currentUser(request))))
  app.get(`${M}/ReadInfo/:id`, { schema: { params: idParam } }, async (request) =>
    ok(await messageInfo(ctx, currentUser(request), (request.params as { id: string }).id, true)))
  app.get(`${M}/:id`, { schema: { params: idParam } }, async (request) =>
    ok(await messageInfo(ctx, currentUser(request), (request.params as { id: string }).id, false)))
  app.post(`${M}/Actions/ReadAll`, { schema: { body: { type: ['object', 'null'], properties: { ...messageQuery.properties } } } }, async (request) => {
    await readAll(ctx, currentUser(request), numberOrNone((request.body as RawFilter | null)?.type))
    return ok(undefined, '操作成功')
  })

  // /api/message/Notice (the console's notices and the app's publishing): admin-system/notice-routes.ts
}
