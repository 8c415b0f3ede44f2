// The app's scheduler: built with the app, its jobs registered by code; it starts once the app is ready (unless
// SCHEDULER=0) and stops, waiting for runs under way, before the app closes its database.
import type { FastifyInstance } from 'fastify'
import { schedulerPruneJob } from './prune-job'
import { Scheduler } from './service'
import type { Job } from './types'

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler
  }
}

export function installScheduler(app: FastifyInstance, jobs: Job[]): Scheduler {
  const scheduler = new Scheduler(app.ctx)
  for (const job of [...jobs, schedulerPruneJob]) scheduler.register(job)
  app.decorate('scheduler', scheduler)
  if (app.ctx.config.scheduler) app.addHook('onReady', async () => { scheduler.start() })
  app.addHook('preClose', async () => { await scheduler.stop() })
  return scheduler
}
