// The log of records' earlier images (migration 070) serves totals kept minutes ago (count-follow.ts); older images
// are removed every few minutes, so a busy model's log stays small. A total kept from before the oldest image left
// is counted afresh.
import type { Job } from '../scheduler'

export const RECORD_IMAGES_KEPT_MS = 15 * 60_000

export const recordImagesPruneJob: Job = {
  name: 'visualdev.recordImages.prune',
  period: { everyMs: 5 * 60_000 },
  run: async ({ ctx, now }) => {
    const gone = await ctx.db.deleteFrom('visualdevRecordBefore').where('at', '<', now - RECORD_IMAGES_KEPT_MS).executeTakeFirst()
    return Number(gone.numDeletedRows)
  }
}
