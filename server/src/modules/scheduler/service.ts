// The scheduler: every tick, each registered job whose current slot nobody has run yet is claimed in the ledger and
// run here; the other instances find the slot taken and skip it. Jobs run independently of each other (one that is
// slow or throws holds up nobody else) and never twice at once. Time comes from the app's clock, so tests move a
// fake clock and call tick() instead of waiting.
import type { AppContext } from '../../context'
import { newId } from '../../lib/tokens'
import { assertValidPeriod, slotOf } from './period'
import { schedulerRepository } from './repository'
import type { Job, TickOutcome } from './types'

const DEFAULT_LEASE_MS = 10 * 60_000
/** how often the running scheduler looks at its jobs; a slot starts at most this late */
export const TICK_MS = 5_000

export class Scheduler {
  /** names this instance in the ledger, so a run taken over from it is not written back by it */
  readonly instanceId = newId()
  private readonly jobs = new Map<string, Job>()
  /** per job, the last slot known to be run (here or elsewhere): no database call until the next slot */
  private readonly settled = new Map<string, number>()
  private readonly inFlight = new Map<string, Promise<TickOutcome>>()
  private timer: NodeJS.Timeout | undefined
  private stopped = false

  constructor(private readonly ctx: AppContext) {}

  register(job: Job): void {
    if (!/^[\w.:-]{1,128}$/.test(job.name)) throw new Error(`job name "${job.name}" must be 1..128 letters, digits or _.:-`)
    if (this.jobs.has(job.name)) throw new Error(`job ${job.name} is registered twice`)
    assertValidPeriod(job.name, job.period)
    this.jobs.set(job.name, job)
  }

  jobNames(): string[] {
    return [...this.jobs.keys()]
  }

  /** one look at every job; resolves when the runs it started have ended */
  async tick(): Promise<Record<string, TickOutcome>> {
    const names = [...this.jobs.keys()]
    const outcomes = await Promise.all(names.map((name) => this.tickJob(name)))
    return Object.fromEntries(names.map((name, i) => [name, outcomes[i]]))
  }

  /** ticks now (the catch-up after a downtime) and every TICK_MS until stop() */
  start(everyMs = TICK_MS): void {
    if (this.timer || this.stopped) return
    void this.tick()
    this.timer = setInterval(() => { void this.tick() }, everyMs)
    this.timer.unref()
  }

  /** no new runs; waits for the ones under way */
  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearInterval(this.timer)
    this.timer = undefined
    await this.idle()
  }

  /** resolves when no run of this instance is under way */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight.values()])
  }

  private tickJob(name: string): Promise<TickOutcome> {
    const running = this.inFlight.get(name)
    if (running || this.stopped) return Promise.resolve('busy')
    const p = this.claimAndRun(this.jobs.get(name) as Job).finally(() => this.inFlight.delete(name))
    this.inFlight.set(name, p)
    return p
  }

  private async claimAndRun(job: Job): Promise<TickOutcome> {
    const { ctx } = this
    const now = ctx.clock.now()
    const slot = slotOf(job.period, now)
    if (this.settled.get(job.name) === slot) return 'skipped'
    let answer
    try {
      answer = await schedulerRepository.claim(ctx.db, ctx.dialect, { job: job.name, slot, instanceId: this.instanceId, now, leaseMs: job.leaseMs ?? DEFAULT_LEASE_MS })
    } catch (err) {
      ctx.log.warn({ err, job: job.name }, 'scheduler could not claim a slot')
      return 'busy'
    }
    if (answer === 'busy') return 'busy'
    this.settled.set(job.name, slot)
    if (answer === 'done') return 'skipped'
    let end: { status: string; result: number | null; error: string | null }
    try {
      const result = await job.run({ ctx, job: job.name, slot, now })
      end = { status: 'done', result: typeof result === 'number' ? result : null, error: null }
    } catch (err) {
      ctx.log.warn({ err, job: job.name, slot }, 'scheduled job failed; it runs again next slot')
      end = { status: 'failed', result: null, error: (err instanceof Error ? err.stack ?? err.message : String(err)).slice(0, 4000) }
    }
    await schedulerRepository.finish(ctx.db, job.name, slot, this.instanceId, { ...end, finishedAt: ctx.clock.now() })
      .catch((err: unknown) => ctx.log.warn({ err, job: job.name }, 'scheduler could not record how a run ended'))
    return end.status === 'done' ? 'ran' : 'failed'
  }
}
