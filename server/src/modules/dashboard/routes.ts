// /api/dashboard/...: one small answer per card of the home dashboard and the map (types/api/dashboard.ts), for the
// project in use and optionally one of its sections. Answers are kept per person and scope until the data they roll
// up changes on any instance, 30 s at most (./cache).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../../lib/envelope'
import { str } from '../../lib/schemas'
import { currentUser } from '../../plugins/auth'
import { ttlCache } from './cache'
import { mapCard, mapTiles } from './map'
import { dashboardRepository } from './repository'
import type { CardQuery } from './scope'
import type { AppContext } from '../../context'
import type { UserTable } from '../../db/schema'
import { attendanceCard, investmentCard, overviewCard, progressCard, safetyCard, smartSiteCard } from './service'

const D = '/api/dashboard'
const CACHE_MS = 30_000
const query = { type: 'object', required: ['projectId'], additionalProperties: false, properties: { projectId: str(128, 1), contractId: str(128) } }

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  const cache = ttlCache(ctx.clock, CACHE_MS, 2000)
  const cards: Record<string, (c: AppContext, u: UserTable, q: CardQuery) => Promise<unknown>> = { overview: overviewCard, progress: progressCard, investment: investmentCard, safety: safetyCard, attendance: attendanceCard, map: mapCard }
  for (const [name, card] of Object.entries(cards)) {
    app.get(`${D}/${name}`, { schema: { querystring: query } }, async (request: FastifyRequest) => {
      const user = currentUser(request)
      const q = request.query as CardQuery
      const key = `${name}\u0000${user.id}\u0000${q.projectId}\u0000${q.contractId ?? ''}`
      // read before the card: figures computed after it are at least this new
      const version = await dashboardRepository.version(ctx.db)
      return ok(await cache.get<unknown>(key, version, () => card(ctx, user, { projectId: q.projectId, contractId: q.contractId || undefined })))
    })
  }
  // the web map's tile source for the pages that show a map without a project (选择位置, 查看位置)
  app.get(`${D}/mapTiles`, async () => ok({ tiles: mapTiles(ctx) }))
  // devices go offline by the clock and readings arrive every minute: this card is computed on every read (two
  // indexed queries), never kept
  app.get(`${D}/smartSite`, { schema: { querystring: query } }, async (request: FastifyRequest) => {
    const q = request.query as CardQuery
    return ok(await smartSiteCard(ctx, currentUser(request), { projectId: q.projectId, contractId: q.contractId || undefined }))
  })
}
