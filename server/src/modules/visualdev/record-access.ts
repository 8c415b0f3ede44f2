// Whether a user may read a record, for what hangs off it (its files): the record is in the user's projects and
// contract sections, and the user holds a menu of its model or created it. Flow participants are the workflow's to
// add (a task id is its record's id).
import type { AppContext } from '../../context'
import type { UserRow } from '../users/repository'
import { modelAccess } from './permissions'
import { visualDevRepository } from './repository'
import { inScope, recordScope } from './scope'

export async function mayReadRecordById(ctx: AppContext, user: UserRow, id: string): Promise<boolean> {
  const record = await visualDevRepository.findRecordById(ctx.db, id)
  if (!record || !inScope(await recordScope(ctx, user), record)) return false
  if (record.creatorUserId === user.id) return true
  try {
    await modelAccess(ctx, user, record.modelId)
    return true
  } catch {
    return false
  }
}
