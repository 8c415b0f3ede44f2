// The ledgers stay small: runs are kept a week (enough to see what happened), reminder keys until their day is far
// enough past that no reminder can be due for it any more (overdue reminders stop after MAX_OVERDUE_DAYS).
import { MAX_OVERDUE_DAYS } from '../../catalog/reminder-types'
import { chinaDay, dayText } from './period'
import { schedulerRepository } from './repository'
import type { Job } from './types'

export const RUNS_KEPT_MS = 7 * 86_400_000

export const schedulerPruneJob: Job = {
  name: 'scheduler.prune',
  period: { dailyAt: '03:30' },
  run: ({ ctx, now }) => schedulerRepository.prune(ctx.db, now - RUNS_KEPT_MS, dayText(chinaDay(now) - MAX_OVERDUE_DAYS - 30))
}
