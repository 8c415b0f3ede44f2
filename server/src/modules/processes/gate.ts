// The rule progress filling asks before it files a quantity of an item: while a finished process of the item waits
// for its inspection (待报验 / 报验中), the works stop there, so no further quantity may be filed until the
// supervision engineer accepts it and the next process starts. Items whose processes were never started are free.
// Only the database is read here, so the progress module may ask without depending on this one.
import type { Db } from '../../db/database'
import { BadRequest } from '../../errors'
import { PROCESS, PROCESS_NAMES } from './states'

export async function waitingProcess(db: Db, nodeId: string): Promise<{ name: string; state: number } | undefined> {
  const rows = await db.selectFrom('engProcess').select(['seq', 'name', 'state']).where('nodeId', '=', nodeId).orderBy('seq').execute()
  const current = rows.find((r) => Number(r.state) !== PROCESS.accepted)
  if (!current) return undefined
  const state = Number(current.state)
  return state === PROCESS.toInspect || state === PROCESS.inspecting ? { name: current.name, state } : undefined
}

export async function requireFillable(db: Db, nodeId: string): Promise<void> {
  const w = await waitingProcess(db, nodeId)
  if (w) throw new BadRequest(`工序「${w.name}」${PROCESS_NAMES[w.state]}，须经监理报验合格并开始下道工序后才能填报该分项的进度`)
}
