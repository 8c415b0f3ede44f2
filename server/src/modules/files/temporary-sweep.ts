// Temporary files (exports, import sheets and their error sheets, templates) are handed out once through a download
// ticket and then only take space. Files in uploads/temporary older than a day go, with their upload rows; the
// scheduler runs the sweep once an hour on one instance (instances share the file store as they share the upload
// rows: one directory, or one bucket), and at start when the hour's sweep has not run yet. Deleting twice would be
// harmless anyway.
import type { AppContext } from '../../context'
import type { Job } from '../scheduler'
import { uploadRepository } from './repository'
import { isStoredName } from './storage'

export const TEMPORARY_TTL_MS = 24 * 3600_000
export const SWEEP_EVERY_MS = 3600_000

/** removes the temporary files older than the TTL (by the store's time of writing); answers how many went */
export async function sweepTemporary(ctx: Pick<AppContext, 'db' | 'clock' | 'store'>): Promise<number> {
  const cutoff = ctx.clock.now() - TEMPORARY_TTL_MS
  const old: string[] = []
  // listed first, removed after: a bucket's listing pages are not disturbed by removals in between
  for await (const file of ctx.store.list('temporary')) {
    if (isStoredName(file.name) && file.modifiedAt < cutoff) old.push(file.name)
  }
  const gone: string[] = []
  for (const name of old) {
    try {
      await ctx.store.remove('temporary', name)
      gone.push(name)
    } catch {
      // the store refused this one now; the next sweep tries again
    }
  }
  await uploadRepository.forget(ctx.db, 'temporary', gone)
  return gone.length
}

export const temporarySweepJob: Job = {
  name: 'files.temporary-sweep',
  period: { everyMs: SWEEP_EVERY_MS },
  run: ({ ctx }) => sweepTemporary(ctx)
}
