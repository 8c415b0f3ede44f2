// The scheduler's ledgers (migration 019): one row per claimed run of a job, one per reminder sent.
export interface SchedulerRunTable {
  job: string
  slot: number
  /** 'running' | 'done' | 'failed' */
  status: string
  instanceId: string
  startedAt: number
  finishedAt: number | null
  attempts: number
  result: number | null
  error: string | null
}

export interface SchedulerSentTable {
  job: string
  recordId: string
  kind: string
  /** yyyy-mm-dd, China time */
  dueDay: string
  recipients: number
  sentAt: number
}
