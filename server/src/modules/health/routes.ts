// GET /api/health (and /H5Api/api/health): public, no token. 200 when every dependency (database, socket bus, file
// store) answers, 503 otherwise (and while the instance shuts down, when Fastify answers 503 to everything), so a
// proxy takes the instance out.
import type { FastifyInstance } from 'fastify'
import { checkHealth, databaseCheck, type HealthCheck } from './service'

export async function healthRoutes(app: FastifyInstance, extra: Record<string, HealthCheck> = {}): Promise<void> {
  const checks: Record<string, HealthCheck> = {
    database: databaseCheck(app.ctx),
    bus: async () => {
      await app.socketHub.pingBus()
      return app.socketHub.busKind
    },
    // where uploads live (the disk under DATA_DIR, or the object store several instances share)
    store: async () => {
      await app.ctx.store.probe()
      return app.ctx.store.kind
    },
    ...extra
  }
  app.get('/api/health', { config: { public: true } }, async (_request, reply) => {
    const health = await checkHealth(checks)
    // the probe must see the present, never a cached answer
    reply.header('cache-control', 'no-store')
    if (health.ok) return { code: 200, msg: 'Success', data: health }
    // why goes to the log: hosts and ports in an error message are nothing to show an anonymous caller
    app.log.warn({ health }, 'health check failed')
    for (const result of Object.values(health.checks)) if (!result.ok) delete result.detail
    return reply.code(503).send({ code: 503, msg: '服务暂不可用', data: health })
  })
}
