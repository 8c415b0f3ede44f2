// What the console's designers tell the catalogue: a model, data interface or flow version an administrator changed
// or deleted is marked in catalogue_item, so a later module version leaves it as the administrator left it (see
// tracking.ts). Definitions the catalogue never installed have no catalogue_item row and are not affected.
import type { Db } from '../db/database'
import { modulesRepository, type TrackedKind } from './modules-repository'
import { CHANGED_BY_ADMINISTRATOR, DELETED_BY_ADMINISTRATOR } from './tracking'

export type { TrackedKind }

export async function noteAdministratorChange(db: Db, kind: TrackedKind, ids: string[], how: 'changed' | 'deleted'): Promise<void> {
  if (ids.length === 0) return
  await modulesRepository.markInstalledHash(db, kind, ids, how === 'deleted' ? DELETED_BY_ADMINISTRATOR : CHANGED_BY_ADMINISTRATOR)
}
