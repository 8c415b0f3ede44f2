// What a job is: a name, how often it runs, and what it does. Jobs are registered by code (app.ts) and run by the
// scheduler once per slot, the start of the period the clock is in, on whichever instance claims the slot first.
import type { AppContext } from '../../context'

/** every N ms (slots aligned on the epoch), or once a day at HH:mm China time */
export type Period = { everyMs: number } | { dailyAt: string }

export interface JobRun {
  ctx: AppContext
  job: string
  /** the start of the period this run belongs to (epoch ms) */
  slot: number
  /** the clock when the run was claimed */
  now: number
}

export interface Job {
  /** unique; the ledger's key with the slot */
  name: string
  period: Period
  /**
   * how long a run may go on before it counts as abandoned (its instance died) and another instance may take the
   * slot over; also how long a running slot keeps the job's next slot from starting elsewhere. Default 10 minutes.
   */
  leaseMs?: number
  /** answers how many things it did (kept in the ledger); a throw is recorded and the next slot runs as usual */
  run(run: JobRun): Promise<number | void>
}

/** what one tick did with a job */
export type TickOutcome =
  | 'ran'
  | 'failed'
  /** the slot was already run, here or on another instance */
  | 'skipped'
  /** another run of the job is in progress (here or elsewhere), or the claim could not be made now */
  | 'busy'
