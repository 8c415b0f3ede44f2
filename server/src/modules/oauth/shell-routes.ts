// The JNPF 3.6 web console's shell: its home page shows a portal (/api/visualdev/Portal) whose widgets read
// /api/visualdev/Dashboard. The product has one fixed home portal (home-portal.ts); the portal designer and the
// widgets it does not use (mail, schedules, charts) are not offered.
import type { FastifyInstance } from 'fastify'
import { BadRequest } from '../../errors'
import { ok } from '../../lib/envelope'
import { idParam, str } from '../../lib/schemas'
import { currentUser } from '../../plugins/auth'
import { flowTodoCount, flowTodoList } from './dashboard-service'
import { HOME_PORTAL, homePortalAuth, portalSelector } from './home-portal'

const P = '/api/visualdev/Portal'
const D = '/api/visualdev/Dashboard'
const portalQuery = { type: 'object', properties: { platform: str(10), systemId: str(128), type: str(10) } }

function knownPortal(id: string): void {
  if (id !== HOME_PORTAL.id) throw new BadRequest('门户不存在')
}

export async function shellRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  app.get(`${P}/:id/auth`, { schema: { params: idParam, querystring: portalQuery } }, async (request) => {
    currentUser(request)
    knownPortal((request.params as { id: string }).id)
    return ok(homePortalAuth())
  })
  app.get(`${P}/Selector`, { schema: { querystring: portalQuery } }, async (request) => {
    currentUser(request)
    return ok(portalSelector())
  })
  // the portal switch: the one portal is everybody's default already
  app.put(`${P}/:id/Actions/SetDefault`, { schema: { params: idParam, querystring: portalQuery } }, async (request) => {
    currentUser(request)
    knownPortal((request.params as { id: string }).id)
    return ok(undefined, '设置成功')
  })

  app.post(`${D}/FlowTodoCount`, async (request) => ok(await flowTodoCount(ctx, currentUser(request))))
  app.get(`${D}/FlowTodo`, async (request) => ok(await flowTodoList(ctx, currentUser(request))))
}
