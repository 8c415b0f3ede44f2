// The harness the low-code benches share: the real server built on a fresh SQLite folder or a fresh PostgreSQL
// schema, filled by the bench's own seed, analysed like a grown database, measured, and removed afterwards.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import pg from 'pg'
import { buildApp } from '../../server/src/app'
import { loadConfig } from '../../server/src/config'

export const PG_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'

export interface FreshRun<T> {
  /** a folder-name tag, e.g. 'lowcode' */
  tag: string
  /** what the bench calls its records in the "written in" line */
  records: number
  seed(app: FastifyInstance): Promise<void>
  measure(app: FastifyInstance): Promise<T>
}

/** the figures, or a sentence saying why PostgreSQL was skipped */
export async function onFreshApp<T>(dialect: 'sqlite' | 'postgres', run: FreshRun<T>): Promise<T | string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${run.tag}-`))
  const schema = `bench_${crypto.randomBytes(5).toString('hex')}`
  let admin: pg.Client | undefined
  try {
    // no scheduler: a fresh server catches up every job at its start (reminders, sweeps, notices), which would land
    // in the first figures of whatever the bench measures
    const env: Record<string, string> = { DATA_DIR: dataDir, H5_DIR: path.join(dataDir, 'none'), LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '1000', SCHEDULER: '0' }
    if (dialect === 'postgres') {
      admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 })
      try { await admin.connect() } catch (err) { admin = undefined; return `skipped: PostgreSQL at ${PG_URL} is not reachable (${(err as Error).message})` }
      await admin.query(`CREATE SCHEMA ${schema}`)
      Object.assign(env, { DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema })
    }
    const app = await buildApp(loadConfig(env), { logger: false })
    try {
      const started = Date.now()
      await run.seed(app)
      // fresh statistics and (PostgreSQL) a visibility map, as autovacuum keeps them on a database that grew to this
      // size: it vacuums a table after inserts too, and index-only scans rely on the map
      await sql`${sql.raw(dialect === 'postgres' ? 'vacuum analyze' : 'analyze')} visualdev_record`.execute(app.ctx.db)
      console.log(`${dialect}: ${run.records.toLocaleString()} records written in ${((Date.now() - started) / 1000).toFixed(1)} s`)
      return await run.measure(app)
    } finally {
      await app.close()
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
    if (admin) {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`)
      await admin.end()
    }
  }
}
