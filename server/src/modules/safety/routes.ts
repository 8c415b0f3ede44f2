// /api/safety/Hazard/...: the hazard loop's figures, personal lists, place and duplicate check, and a site patrol stop
// registered as a hazard (types/api/safety.ts).
import type { FastifyInstance } from 'fastify'
import type { HazardMineQuery } from '@shared/api/safety'
import { ok } from '../../lib/envelope'
import { str } from '../../lib/schemas'
import { currentUser } from '../../plugins/auth'
import { hazardDuplicates, hazardPlace, hazardSummary, myHazards } from './service'
import { registerStopHazard } from './site-inspection'

const H = '/api/safety/Hazard'
const originOf = (headers: Record<string, unknown>) => (headers['jnpf-origin'] === 'app' ? 'app' as const : 'pc' as const)
const scopeQuery = { type: 'object', properties: { projectId: str(128), contractId: str(128) } }
const mineQuery = {
  type: 'object', required: ['as'],
  properties: {
    as: { type: 'string', enum: ['reporter', 'responsible'] }, recordState: str(64), projectId: str(128),
    currentPage: { type: 'integer', minimum: 1, maximum: 100000 }, pageSize: { type: 'integer', minimum: 1, maximum: 100 }
  }
}
const placeQuery = { type: 'object', required: ['projectId', 'chainage'], properties: { projectId: str(128, 1), chainage: str(30, 1) } }
const stopParams = {
  type: 'object', required: ['id', 'index'], properties: { id: str(128, 1), index: { type: 'integer', minimum: 0, maximum: 199 } }
}
const duplicateQuery = {
  type: 'object', required: ['projectId', 'chainage', 'category'],
  properties: { projectId: str(128, 1), chainage: str(30, 1), category: str(128, 1) }
}

export async function safetyRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  app.get(`${H}/Summary`, { schema: { querystring: scopeQuery } }, async (request) =>
    ok(await hazardSummary(ctx, currentUser(request), originOf(request.headers), request.query as { projectId?: string; contractId?: string })))
  app.get(`${H}/Mine`, { schema: { querystring: mineQuery } }, async (request) =>
    ok(await myHazards(ctx, currentUser(request), originOf(request.headers), request.query as HazardMineQuery)))
  app.get(`${H}/Place`, { schema: { querystring: placeQuery } }, async (request) =>
    ok(await hazardPlace(ctx, currentUser(request), originOf(request.headers), request.query as { projectId: string; chainage: string })))
  app.get(`${H}/Duplicates`, { schema: { querystring: duplicateQuery } }, async (request) =>
    ok(await hazardDuplicates(ctx, currentUser(request), originOf(request.headers), request.query as { projectId: string; chainage: string; category: string })))
  // a patrol stop's problem registered as a hidden danger in one tap (现场巡检)
  app.post('/api/safety/SiteInspection/:id/Stops/:index/Hazard', { schema: { params: stopParams } }, async (request) => {
    const p = request.params as { id: string; index: number }
    return ok(await registerStopHazard(ctx, currentUser(request), originOf(request.headers), p.id, p.index))
  })
}
