// The IM websocket's shared parts: @fastify/websocket, the bus to other instances, and this instance's hub.
// Registered on the root before the API mounts so the socket route exists under both /api and /H5Api.
import websocket from '@fastify/websocket'
import type { FastifyInstance } from 'fastify'
import { createBus } from '../lib/bus'
import { SocketHub } from '../modules/im/hub'
import { imRepository } from '../modules/im/repository'
import { forgetMenus } from '../modules/menus'
import { FRAME_MAX_BYTES } from '../modules/im/socket-routes'

declare module 'fastify' {
  interface FastifyInstance {
    socketHub: SocketHub
  }
}

export async function registerSocket(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  const hub = new SocketHub(await createBus(ctx), app.log)
  // Online / Offline go to everybody who may see the user (admins and the people of their projects)
  hub.onPresence = (userId, online) => {
    imRepository.watchersOf(ctx.db, userId)
      .then((ids) => hub.publish({ userIds: ids }, { method: online ? 'Online' : 'Offline', userId }))
      .catch((err: unknown) => app.log.warn({ err }, 'presence frame not sent'))
  }
  hub.onChanged = () => forgetMenus(ctx.db)
  app.decorate('socketHub', hub)
  ctx.realtime = hub
  app.addHook('onClose', async () => {
    ctx.realtime = undefined
    await hub.stop()
  })
  // frames over the limit get an error frame from the route; far larger ones are cut off by ws itself (1009)
  await app.register(websocket, { options: { maxPayload: FRAME_MAX_BYTES * 2 } })
  await hub.start()
}
