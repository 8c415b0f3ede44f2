// The scheduler: each slot of a job runs once, whichever of several instances ticks first; a restart does not run a
// finished slot again; after a downtime the work runs once (catch-up), not once per missed slot; a handler that
// throws is recorded, leaves the other jobs alone and runs again next slot; a run whose instance died is taken
// over after its lease. Two app instances share one PostgreSQL schema; on SQLite (one instance per file) two
// schedulers share one app.
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../server/src/app'
import { loadConfig } from '../../server/src/config'
import { Scheduler, slotOf, type Job } from '../../server/src/modules/scheduler'
import { createTestApp, dialects, type TestApp } from './helpers/app'

const MINUTE = 60_000

const ledger = (t: TestApp, job: string) =>
  t.app.ctx.db.selectFrom('schedulerRun').selectAll().where('job', '=', job).orderBy('slot').execute()

/** a job that counts its runs and how many of them overlap */
function counting(name: string, period: Job['period'], opts: { delayMs?: number; failFirst?: number; leaseMs?: number } = {}) {
  const state = { runs: 0, active: 0, maxActive: 0, slots: [] as number[] }
  let failures = opts.failFirst ?? 0
  const job: Job = {
    name, period, leaseMs: opts.leaseMs,
    async run({ slot }) {
      state.active += 1
      state.maxActive = Math.max(state.maxActive, state.active)
      try {
        if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs))
        if (failures > 0) {
          failures -= 1
          throw new Error('传感器离线')
        }
        state.runs += 1
        state.slots.push(slot)
        return 7
      } finally {
        state.active -= 1
      }
    }
  }
  return { job, state }
}

describe.each(dialects)('scheduler on %s', (dialect) => {
  let t: TestApp
  let app2: FastifyInstance | undefined
  let seq = 0
  const unique = (base: string) => `test.${base}.${++seq}`
  /** a scheduler "instance": on PostgreSQL alternately on the second app, with its own pool */
  const instance = (i: number) => new Scheduler((i % 2 === 1 && app2 ? app2 : t.app).ctx)

  beforeAll(async () => {
    t = await createTestApp(dialect)
    // the second instance: the same database (and PostgreSQL schema), its own connections
    if (dialect === 'postgres') app2 = await buildApp(t.config, { clock: t.clock, logger: false })
  })
  afterAll(async () => {
    await app2?.close()
    await t.close()
  })

  test('when four instances tick at once, then each slot runs once and never two runs of the job overlap', async () => {
    const { job, state } = counting(unique('once'), { everyMs: MINUTE }, { delayMs: 40 })
    const instances = [0, 1, 2, 3].map(instance)
    for (const s of instances) s.register(job)
    const slots: number[] = []
    for (let round = 0; round < 4; round++) {
      slots.push(slotOf(job.period, t.clock.now()))
      const outcomes = await Promise.all(instances.map((s) => s.tick()))
      expect(outcomes.filter((o) => o[job.name] === 'ran')).toHaveLength(1)
      // the others see it run or done; a second tick of theirs in the same slot never runs it again
      await Promise.all(instances.map((s) => s.tick()))
      t.clock.advance(MINUTE)
    }
    expect(state.runs).toBe(4)
    expect(state.maxActive).toBe(1)
    expect(state.slots).toEqual(slots)
    const rows = await ledger(t, job.name)
    expect(rows.map((r) => [Number(r.slot), r.status, Number(r.result), Number(r.attempts)])).toEqual(slots.map((s) => [s, 'done', 7, 1]))
  })

  test('when an instance restarts within a slot that already ran, then it does not run it again', async () => {
    t.clock.t = Date.parse('2026-05-04T10:00:00+08:00')
    const { job, state } = counting(unique('restart'), { dailyAt: '08:00' })
    const first = instance(0)
    first.register(job)
    expect((await first.tick())[job.name]).toBe('ran')
    await first.stop()
    t.clock.advance(2 * 3600_000)
    const restarted = instance(1)
    restarted.register(job)
    expect((await restarted.tick())[job.name]).toBe('skipped')
    expect(state.runs).toBe(1)
  })

  test('when instances were down for many slots, then the job runs once on start, not once per missed slot', async () => {
    const { job, state } = counting(unique('catchup'), { everyMs: 10 * MINUTE })
    const before = instance(0)
    before.register(job)
    await before.tick()
    await before.stop()
    t.clock.advance(3 * 3600_000 + 5 * MINUTE) // 18 slots missed
    const after = instance(1)
    after.register(job)
    await Promise.all([after.tick(), after.tick()])
    await after.tick()
    expect(state.runs).toBe(2)
    expect(await ledger(t, job.name)).toHaveLength(2)
  })

  test('when a handler throws, then the failure is recorded, the other jobs run, and it runs again next slot', async () => {
    const broken = counting(unique('broken'), { everyMs: MINUTE }, { failFirst: 1 })
    const healthy = counting(unique('healthy'), { everyMs: MINUTE })
    const s = instance(0)
    s.register(broken.job)
    s.register(healthy.job)
    const first = await s.tick()
    expect([first[broken.job.name], first[healthy.job.name]]).toEqual(['failed', 'ran'])
    const [failed] = await ledger(t, broken.job.name)
    expect([failed.status, failed.finishedAt !== null]).toEqual(['failed', true])
    expect(failed.error).toContain('传感器离线')
    // not retried within its slot, by this instance or another
    expect((await s.tick())[broken.job.name]).toBe('skipped')
    const other = instance(1)
    other.register(broken.job)
    expect((await other.tick())[broken.job.name]).toBe('skipped')
    t.clock.advance(MINUTE)
    expect((await s.tick())[broken.job.name]).toBe('ran')
    expect([broken.state.runs, healthy.state.runs]).toEqual([1, 2])
    expect((await ledger(t, broken.job.name)).map((r) => r.status)).toEqual(['failed', 'done'])
  })

  test('when the instance running a slot died, then the slot is taken over once its lease ran out, and the next slot waits for it', async () => {
    t.clock.t = Date.parse('2026-05-05T12:00:00+08:00')
    const { job, state } = counting(unique('lease'), { dailyAt: '03:00' }, { leaseMs: 5 * MINUTE })
    const slot = slotOf(job.period, t.clock.now())
    // what a crash mid-run leaves: the slot claimed by an instance that never finished
    await t.app.ctx.db.insertInto('schedulerRun').values({
      job: job.name, slot, status: 'running', instanceId: 'dead-instance', startedAt: t.clock.now(), finishedAt: null, attempts: 1, result: null, error: null
    }).execute()
    const s = instance(1)
    s.register(job)
    expect((await s.tick())[job.name]).toBe('busy')
    t.clock.advance(6 * MINUTE)
    expect((await s.tick())[job.name]).toBe('ran')
    const [row] = await ledger(t, job.name)
    expect([row.status, Number(row.attempts), row.instanceId]).toEqual(['done', 2, s.instanceId])
    expect(state.runs).toBe(1)

    // a live run of the previous slot (still within its lease, just after the next slot began) holds the next one
    t.clock.advance(24 * 3600_000)
    await t.app.ctx.db.updateTable('schedulerRun').set({ status: 'running', instanceId: 'slow-instance', startedAt: t.clock.now() - MINUTE })
      .where('job', '=', job.name).execute()
    const other = instance(0)
    other.register(job)
    expect((await other.tick())[job.name]).toBe('busy')
    await t.app.ctx.db.updateTable('schedulerRun').set({ status: 'done' }).where('job', '=', job.name).execute()
    expect((await other.tick())[job.name]).toBe('ran')
  })

  test('a job with a bad name or period is refused when registered', () => {
    const s = instance(0)
    const run = async () => undefined
    expect(() => s.register({ name: 'bad name', period: { everyMs: MINUTE }, run })).toThrow(/job name/)
    expect(() => s.register({ name: 'x.daily', period: { dailyAt: '25:00' }, run })).toThrow(/HH:mm/)
    expect(() => s.register({ name: 'x.fast', period: { everyMs: 10 }, run })).toThrow(/everyMs/)
    s.register({ name: 'x.ok', period: { everyMs: MINUTE }, run })
    expect(() => s.register({ name: 'x.ok', period: { everyMs: MINUTE }, run })).toThrow(/twice/)
  })
})

describe.each(dialects)('the app\'s scheduler on %s', (dialect) => {
  test('with SCHEDULER on, it starts with the app, runs the flow timers, sweep and reminder jobs once, and stops on close', async () => {
    const t = await createTestApp(dialect, { SCHEDULER: '1' })
    try {
      expect(t.app.scheduler.jobNames()).toEqual(expect.arrayContaining([
        'workflow.timers', 'files.temporary-sweep', 'scheduler.prune', 'visualdev.recordImages.prune',
        'reminder:laboratory:instrument-calibration', 'reminder:safety:hazard-deadline', 'reminder:progress:monthly-plan-close'
      ]))
      await t.app.ready()
      await t.app.scheduler.idle()
      const rows = await t.app.ctx.db.selectFrom('schedulerRun').select(['job', 'status']).execute()
      expect(rows.map((r) => r.job).sort()).toEqual(t.app.scheduler.jobNames().sort())
      expect(rows.every((r) => r.status === 'done')).toBe(true)
    } finally {
      await t.close()
    }
  })

  test('with SCHEDULER=0 nothing runs by itself', async () => {
    const t = await createTestApp(dialect)
    try {
      await t.app.ready()
      await t.app.scheduler.idle()
      expect(await t.app.ctx.db.selectFrom('schedulerRun').select('job').execute()).toEqual([])
    } finally {
      await t.close()
    }
  })
})

test('SCHEDULER is on unless set to 0', () => {
  expect(loadConfig({}).scheduler).toBe(true)
  expect(loadConfig({ SCHEDULER: '0' }).scheduler).toBe(false)
  expect(() => loadConfig({ SCHEDULER: 'sometimes' })).toThrow(/SCHEDULER/)
})
