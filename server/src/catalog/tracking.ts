// The upgrade rule every tracked definition follows (models, data interfaces, flow versions, a role's default grants
// on one owner's menus): insert what is missing; replace what the catalogue installed before only when the module's
// version grew and the stored definition still has the hash the installer wrote (nobody edited it since); otherwise
// leave it and say so once. A definition an administrator changed or deleted in the console's designers is marked so
// (administrator-changes.ts): a changed one never matches a hash again, a deleted one is not put back.
import { createHash } from 'node:crypto'
import type { Db } from '../db/database'
import { modulesRepository as repo, type TrackedKind } from './modules-repository'
import type { CatalogModule } from './types'

export type ItemOutcome = 'installed' | 'upgraded' | 'kept' | 'unchanged'

/** installedHash of a definition an administrator changed in a designer: no definition ever hashes to it */
export const CHANGED_BY_ADMINISTRATOR = 'changed-by-administrator'
/** installedHash of a definition an administrator deleted in a designer: an upgrade does not install it again */
export const DELETED_BY_ADMINISTRATOR = 'deleted-by-administrator'

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
  const tracked = await repo.tracked(db, kind, id)
  if (current === undefined && tracked?.installedHash === DELETED_BY_ADMINISTRATOR) {
    if (module.version <= tracked.version) return 'unchanged'
    log(`catalogue module ${module.code} v${module.version}: ${kind} ${id} was deleted by an administrator, not installed again`)
    await track(DELETED_BY_ADMINISTRATOR)
    return 'kept'
  }
  if (current === undefined) {
    await ops.insert()
    await track(hash)
    return 'installed'
  }
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
