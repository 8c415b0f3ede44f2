// 在线用户 of the console (/api/system/OnlineUser, [W36] src/api/permission/onlineUser.ts): the live sessions and
// the kick-out, one or several at a time.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../../lib/envelope'
import { idParam } from '../../lib/schemas'
import { ADMIN_AREAS, audit, requireAdmin } from '../admin'
import { kickOut, onlinePage, type OnlineQuery } from './online-service'
import { idsBody, paging } from './schemas'

const O = '/api/system/OnlineUser'

export async function onlineRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  const guard = (r: FastifyRequest) => requireAdmin(ctx, r, ADMIN_AREAS.userOnline)
  const kick = async (request: FastifyRequest, ids: string[]) => {
    const scope = await guard(request)
    const users = await kickOut(ctx, scope, ids, request.session!.tokenId)
    await audit(ctx, request, {
      module: '在线用户', type: '强制下线', objectId: users.map((u) => u.id).join(','),
      abstracts: `强制下线 ${users.map((u) => `${u.realName}/${u.account}`).join('、')}（${ids.length}个会话）`
    })
    return ok(undefined, '操作成功')
  }

  app.get(O, { schema: { querystring: { type: 'object', properties: paging } } }, async (request) =>
    ok(await onlinePage(ctx, await guard(request), request.query as OnlineQuery)))

  app.delete(`${O}/:id`, { schema: { params: idParam } }, async (request) => kick(request, [(request.params as { id: string }).id]))

  app.delete(O, { schema: { body: idsBody } }, async (request) => kick(request, (request.body as { ids: string[] }).ids))
}
