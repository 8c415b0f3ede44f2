// GET /api/oauth/project-data and /api/oauth/contract-data/{projectId}
import type { FastifyInstance } from 'fastify'
import { ok } from '../../lib/envelope'
import { currentUser } from '../../plugins/auth'
import { listUserContracts, listUserProjects } from './service'

export async function projectRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  app.get('/api/oauth/project-data', async (request) => ok({ list: await listUserProjects(ctx, currentUser(request)) }))
  app.get('/api/oauth/contract-data/:projectId', {
    schema: { params: { type: 'object', properties: { projectId: { type: 'string', minLength: 1, maxLength: 64 } } } }
  }, async (request) => {
    const { projectId } = request.params as { projectId: string }
    return ok({ list: await listUserContracts(ctx, currentUser(request), projectId) })
  })
}
