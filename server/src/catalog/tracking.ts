// The upgrade rule every tracked definition follows (models, data interfaces, flow versions, a role's default grants
// on one owner's menus): insert what is missing; replace what the catalogue installed before only when the module's
// version grew and the stored definition still has the hash the installer wrote (nobody edited it since); otherwise
// leave it and say so once.
import { createHash } from 'node:crypto'
import type { Db } from '../db/database'
import { modulesRepository as repo, type TrackedKind } from './modules-repository'
import type { CatalogModule } from './types'

export type ItemOutcome = 'installed' | 'upgraded' | 'kept' | 'unchanged'

export const hashOf = (value: unknown): string => createHash('sha256').update(typeof value === 'string' ? value : JSON.stringify(value)).digest('hex')

interface ItemOps {
  /** the hash of what the database holds now, undefined when the row is missing */
  current: () => Promise<string | undefined>
  insert: () => Promise<void>
  replace: () => Promise<void>
}

/** the owner of a tracked definition: a catalogue module, or the system catalogue's grants */
export type TrackedOwner = Pick<CatalogModule, 'code' | 'version'>

export async function trackedInstall(db: Db, module: TrackedOwner, kind: TrackedKind, id: string, hash: string, log: (line: string) => void, ops: ItemOps): Promise<ItemOutcome> {
  const now = Date.now()
  const track = (installedHash: string) => repo.track(db, { kind, id, module: module.code, version: module.version, installedHash, installedAt: now })
  const current = await ops.current()
  if (current === undefined) {
    await ops.insert()
    await track(hash)
    return 'installed'
  }
  const tracked = await repo.tracked(db, kind, id)
  // a database from before the catalogue (the demo seed wrote it): adopt it as installed from this definition,
  // so a later version replaces it only if it still is that definition
  if (!tracked) {
    await track(hash)
    return 'unchanged'
  }
  if (module.version <= tracked.version) return 'unchanged'
  if (current !== tracked.installedHash) {
    log(`catalogue module ${module.code} v${module.version}: ${kind} ${id} was changed since it was installed, kept as it is`)
    // remember the version, so the next start does not report it again; the hash stays what the installer wrote
    await track(tracked.installedHash)
    return 'kept'
  }
  await ops.replace()
  await track(hash)
  return 'upgraded'
}
