// /api/video/...: whether the video platform is configured, the cameras of the user's sections (kept by their
// project managers and chief engineers), and per camera its live stream, a snapshot, a day's recordings and the
// playback of a range (types/api/video.ts).
import type { FastifyInstance } from 'fastify'
import { ok } from '../../lib/envelope'
import { bodyOf, idOf, idParam, queryOf } from '../../lib/route-input'
import { currentUser } from '../../plugins/auth'
import { cameras, channels, clips, live, playback, saveCamera, snapshot, status } from './service'

export async function videoRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  app.get('/api/video/status', async (r) => { currentUser(r); return ok(status(ctx)) })
  app.get('/api/video/cameras', async (r) => ok(await cameras(ctx, currentUser(r), queryOf(r))))
  app.post('/api/video/cameras', async (r) => ok(await saveCamera(ctx, currentUser(r), bodyOf(r)), '保存成功'))
  app.get('/api/video/channels', async (r) => ok(await channels(ctx, currentUser(r))))
  app.get('/api/video/cameras/:id/live', { schema: idParam }, async (r) => ok(await live(ctx, currentUser(r), idOf(r))))
  app.get('/api/video/cameras/:id/snapshot', { schema: idParam }, async (r) => ok(await snapshot(ctx, currentUser(r), idOf(r))))
  app.get('/api/video/cameras/:id/clips', { schema: idParam }, async (r) => ok(await clips(ctx, currentUser(r), idOf(r), queryOf(r).date)))
  app.get('/api/video/cameras/:id/playback', { schema: idParam }, async (r) => {
    const q = queryOf(r)
    return ok(await playback(ctx, currentUser(r), idOf(r), q.start, q.end))
  })
}
