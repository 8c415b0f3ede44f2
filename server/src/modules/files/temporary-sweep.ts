// Temporary files (exports, import sheets and their error sheets, templates) are handed out once through a download
// ticket and then only take space. Files in uploads/temporary older than a day go, with their upload rows; the
// scheduler runs the sweep once an hour on one instance (instances share the upload directory as they share the
// upload rows), and at start when the hour's sweep has not run yet. Deleting twice would be harmless anyway.
import fs from 'node:fs'
import path from 'node:path'
import type { AppContext } from '../../context'
import type { Job } from '../scheduler'
import { uploadRepository } from './repository'
import { isStoredName, typeDir } from './storage'

export const TEMPORARY_TTL_MS = 24 * 3600_000
export const SWEEP_EVERY_MS = 3600_000

/** removes the temporary files older than the TTL; answers how many went */
export async function sweepTemporary(ctx: Pick<AppContext, 'config' | 'db' | 'clock'>): Promise<number> {
  const dir = typeDir(ctx.config.dataDir, 'temporary')
  let names: string[]
  try {
    names = fs.readdirSync(dir)
  } catch {
    return 0 // no temporary file was ever written
  }
  const cutoff = ctx.clock.now() - TEMPORARY_TTL_MS
  const gone: string[] = []
  for (const name of names) {
    if (!isStoredName(name)) continue
    const file = path.join(dir, name)
    try {
      if (fs.statSync(file).mtimeMs >= cutoff) continue
      fs.rmSync(file, { force: true })
      gone.push(name)
    } catch {
      // removed meanwhile by another instance
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
