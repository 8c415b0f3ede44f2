// What a load balancer asks before sending an instance traffic: can it reach the database, the bus to the other
// instances and (when one is configured) the file store. Each check has its own time limit, so a hung dependency
// answers "down" instead of hanging the probe.
import { sql } from 'kysely'
import type { AppContext } from '../../context'

export type HealthCheck = () => Promise<string | void>
export interface CheckResult { ok: boolean; ms: number; detail?: string }
export interface Health { ok: boolean; checks: Record<string, CheckResult> }

const CHECK_TIMEOUT_MS = 2000

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms) })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

async function run(check: HealthCheck): Promise<CheckResult> {
  const started = performance.now()
  try {
    const detail = await withTimeout(check(), CHECK_TIMEOUT_MS)
    return { ok: true, ms: Math.round(performance.now() - started), ...(detail ? { detail } : {}) }
  } catch (err) {
    return { ok: false, ms: Math.round(performance.now() - started), detail: err instanceof Error ? err.message : String(err) }
  }
}

export function databaseCheck(ctx: AppContext): HealthCheck {
  return async () => {
    await sql`select 1`.execute(ctx.db)
    return ctx.dialect
  }
}

export async function checkHealth(checks: Record<string, HealthCheck>): Promise<Health> {
  const names = Object.keys(checks)
  const results = await Promise.all(names.map((n) => run(checks[n])))
  const out: Record<string, CheckResult> = {}
  names.forEach((n, i) => { out[n] = results[i] })
  return { ok: results.every((r) => r.ok), checks: out }
}
