// The lab's 检测报审 flows (catalog/laboratory/flows.ts, system forms) carry a record's id and what the to-do lists
// and the title show. What they show is the record's, read here on every launcher save: a record the launcher may
// not read is refused as missing, one of the wrong register or still waiting for results cannot be submitted, and
// the number, item, part, verdict and date a client sent are replaced by the record's own. Only 报审说明 is his.
import type { UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { registerSystemFormHooks, type SystemFormSaveEvent, type SystemFormSaved } from '../workflow/task'
import { ledgerFor } from './ledger-read-service'
import { STATE_NAMES, materialFor } from './service'
import type { AppContext } from '../../context'

export const NO_RECORD = '报审单缺少检测记录'
export const WRONG_REGISTER = '所选记录不属于该报审的台账'
export const NOT_TESTED = '检测结果尚未录入完整，不能报审'
const PENDING = 0

type Kind = 'construction' | 'entity' | 'material'
const FORMS: Record<string, Kind> = { constructionLedger: 'construction', engineeringEntityData: 'entity', incomingMaterial: 'material' }

interface Summary { projectId: string; contractId: string; state: number; shown: Record<string, string> }

async function summaryOf(ctx: AppContext, user: UserTable, kind: Kind, id: string): Promise<Summary> {
  if (kind === 'material') {
    const { m } = await materialFor(ctx, user, id)
    return {
      projectId: m.projectId, contractId: m.contractId, state: Number(m.state),
      shown: { recordNo: m.batchNo, itemName: m.materialName, partName: m.usePart, verdict: STATE_NAMES[Number(m.state)] ?? '', testDate: m.sampleDate || m.arrivalDate }
    }
  }
  const { l } = await ledgerFor(ctx, user, id)
  if (l.kind !== kind) throw new BadRequest(WRONG_REGISTER)
  return {
    projectId: l.projectId, contractId: l.contractId, state: Number(l.state),
    shown: { recordNo: l.recordNo, itemName: l.itemName, partName: [l.partName, l.chainage].filter(Boolean).join(' '), verdict: STATE_NAMES[Number(l.state)] ?? '', testDate: l.testDate }
  }
}

async function fill(kind: Kind, { ctx, user, values, draft }: SystemFormSaveEvent): Promise<SystemFormSaved> {
  const id = typeof values.recordId === 'string' ? values.recordId.trim() : ''
  const note = typeof values.note === 'string' ? values.note.trim().slice(0, 500) : ''
  if (!id) {
    if (draft) return { values: { note } }
    throw new BadRequest(NO_RECORD)
  }
  const record = await summaryOf(ctx, user, kind, id)
  if (!draft && record.state === PENDING) throw new BadRequest(NOT_TESTED)
  return { values: { recordId: id, ...record.shown, note }, projectId: record.projectId, contractId: record.contractId }
}

let installed = false

/** registers the lab flows' form hooks once per process (every app built in it shares the registry) */
export function registerLabFlowHooks(): void {
  if (installed) return
  installed = true
  for (const [enCode, kind] of Object.entries(FORMS)) registerSystemFormHooks(enCode, { beforeSave: (e) => fill(kind, e) })
}
