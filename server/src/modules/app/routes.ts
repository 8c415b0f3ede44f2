// /api/app/*: contact detail and version; /api/file/AppStartInfo for the launch screen.
import type { FastifyInstance } from 'fastify'
import { ok } from '../../lib/envelope'
import { idParam } from '../../lib/schemas'
import { currentUser } from '../../plugins/auth'
import { appStartInfo, appVersion, contactDetail } from './service'

export async function appRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  app.get('/api/app/User/:id', { schema: { params: idParam } }, async (request) =>
    ok(await contactDetail(ctx, currentUser(request), (request.params as { id: string }).id)))
  app.get('/api/app/Version', { config: { public: true } }, async () => ok(await appVersion(ctx)))
  app.get('/api/file/AppStartInfo/:id', { config: { public: true }, schema: { params: idParam } }, async (request) =>
    ok(await appStartInfo(ctx, (request.params as { id: string }).id)))
}
