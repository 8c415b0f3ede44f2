// The context the engine's services run in while the demo tasks are seeded: the seeding database, a clock the seed
// moves from step to step (so the history reads like real days of work), no live push (nobody is connected yet)
// and a silent log. The config is the defaults; nothing the engine calls reads it.
import type { FastifyBaseLogger } from 'fastify'
import { PostgresAdapter } from 'kysely'
import { loadConfig } from '../../../config'
import type { AppContext } from '../../../context'
import { createDiskStore } from '../../../lib/file-store'
import type { Db } from '../../database'

export interface SeedClock { t: number; now(): number; at(ms: number): void }

function silentLog(): FastifyBaseLogger {
  const noop = () => undefined
  const log = { level: 'silent', fatal: noop, error: noop, warn: noop, info: noop, debug: noop, trace: noop, silent: noop, child: () => log }
  return log as FastifyBaseLogger
}

export function seedContext(db: Db, start: number): { ctx: AppContext; clock: SeedClock } {
  const clock: SeedClock = { t: start, now() { return this.t }, at(ms) { this.t = ms } }
  const config = loadConfig({})
  const ctx: AppContext = {
    config, db, store: createDiskStore(config.dataDir), dialect: db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite',
    clock, log: silentLog(), sms: { name: 'none', send: async () => undefined }
  }
  return { ctx, clock }
}
