// The low-code part of the demo: its demo records, the data interface no catalogue module ships (added when missing
// on every start) and the demo projects' rows of the catalogue's site interfaces. The models and their interfaces
// are catalogue modules (server/src/catalog); records and site rows come with a fresh database only.
import type { Kysely } from 'kysely'
import { interfaceRow } from '../../catalog/define'
import { parseFormFields } from '../../modules/visualdev/form-fields'
import { searchTextOf } from '../../modules/visualdev/validate'
import { dueAt } from '../../modules/visualdev/states-rules'
import { checkStates } from '../../catalog/safety/check-states'
import { hazardStates } from '../../catalog/safety/hazard-states'
import { hotWorkStates } from '../../catalog/safety/hot-work-states'
import { siteInspectionStates } from '../../catalog/safety/site-inspection-states'
import { specialInspectionStates } from '../../catalog/safety/special-inspection-states'
import type { RecordStatesDef } from '../../modules/visualdev'
import type { Db } from '../database'
import type { Database } from '../schema'
import * as data from './data'
import { demoRecords, ms, type SeedRecord } from './records'
import { hazardMoves, hazardRectified, type SeedMove } from './records/hazard-rectify'
import { safetyCheckMoves } from './records/safety-check'
import { siteInspectionMoves } from './records/site-inspection'
import { specialInspectionMoves } from './records/special-inspection'
import { hotWorkFlowStates, hotWorkMoves } from './records/hot-work'
import { engineeringFlowStates } from './records/engineering-supervision'

/** adds the demo interfaces no catalogue module ships (the models and theirs are installed by ../../catalog) */
export async function seedDemoInterfaces(db: Db): Promise<void> {
  for (const [i, d] of data.demoInterfaces.entries()) {
    const found = await db.selectFrom('baseDataInterface').select('id').where('id', '=', d.id).executeTakeFirst()
    if (!found) await db.insertInto('baseDataInterface').values(interfaceRow(d, 100 + i)).execute()
  }
}

/** the demo projects' WBS and instruments into the site interfaces the catalogue installed empty (fresh databases) */
export async function seedSiteRows(trx: Kysely<Database>): Promise<void> {
  for (const [id, rows] of Object.entries(data.demoSiteRows)) {
    const stored = await trx.selectFrom('baseDataInterface').select('definition').where('id', '=', id).executeTakeFirst()
    if (!stored) throw new Error(`demo seed: the catalogue installed no data interface ${id}`)
    const definition = { ...(JSON.parse(stored.definition) as object), rows }
    await trx.updateTable('baseDataInterface').set({ definition: JSON.stringify(definition) }).where('id', '=', id).execute()
  }
}

const userId = (account: string) => `u-${account}`
const orgById = new Map(data.organizes.map((o) => [o.id, o]))
function orgPath(orgId: string): string[] {
  const path: string[] = []
  for (let cur = orgById.get(orgId); cur && !path.includes(cur.id); cur = orgById.get(cur.parentId)) path.unshift(cur.id)
  return path
}

/** what the server writes itself when a record is created: the creator's organisation path, position, department */
function serverFilled(formData: string, record: SeedRecord): Record<string, unknown> {
  const creator = data.users.find((u) => u.account === record.creator)
  if (!creator) throw new Error(`seed record ${record.id}: unknown creator ${record.creator}`)
  const path = orgPath(creator.organizeId)
  const out: Record<string, unknown> = {}
  for (const f of parseFormFields(formData)) {
    if (f.jnpfKey === 'currOrganize') out[f.vModel] = path
    if (f.jnpfKey === 'currPosition') out[f.vModel] = creator.positionIds[0] ?? ''
    if (f.jnpfKey === 'currDept') out[f.vModel] = [...path].reverse().find((id) => orgById.get(id)?.category === 'department') ?? ''
  }
  return out
}

/** the demo records as visualdev_record rows, stored the way the server stores a created record */
export function recordRows(): Database['visualdevRecord'][] {
  return demoRecords.flatMap(({ model, records }) => {
    const fields = parseFormFields(model.formData)
    return records.map((r) => {
      const stored = { ...r.data, ...serverFilled(model.formData, r) }
      return {
        id: r.id, modelId: model.id, projectId: r.projectId, contractId: r.contractId, data: JSON.stringify(stored),
        searchText: searchTextOf(fields, stored), creatorUserId: userId(r.creator), creatorTime: ms(r.at),
        lastModifyUserId: r.modifier ? userId(r.modifier) : '', lastModifyTime: r.modifiedAt ? ms(r.modifiedAt) : null
      }
    })
  })
}

/** inserts the demo records (fresh databases only; the seeder calls it inside its transaction) */
export async function seedRecords(trx: Kysely<Database>): Promise<void> {
  const rows = recordRows()
  for (let i = 0; i < rows.length; i += 100) await trx.insertInto('visualdevRecord').values(rows.slice(i, i + 100)).execute()
  await seedStates(trx, rows, hazardStates, hazardMoves, hazardRectified)
  await seedStates(trx, rows, checkStates, safetyCheckMoves)
  await seedStates(trx, rows, hotWorkStates, hotWorkMoves)
  await seedStates(trx, rows, siteInspectionStates, siteInspectionMoves)
  await seedStates(trx, rows, specialInspectionStates, specialInspectionMoves)
  // the permits' approvals as 动火作业审批 left them (the permits are not demo flow tasks)
  for (const [id, flowState] of Object.entries(hotWorkFlowStates)) await trx.updateTable('visualdevRecord').set({ flowState }).where('id', '=', id).execute()
  // the engineering schemes' and logs' approvals (施工方案审批, 监理日志签认)
  for (const [id, flowState] of Object.entries(engineeringFlowStates)) await trx.updateTable('visualdevRecord').set({ flowState }).where('id', '=', id).execute()
}

/**
 * The demo records' states and moves (the hazards' in records/hazard-rectify.ts, the inspections' in
 * records/safety-check.ts, the patrols' in records/site-inspection.ts), stored as the moves would have stored them, with the fields the moves filled.
 */
async function seedStates(
  trx: Kysely<Database>, rows: Database['visualdevRecord'][], def: RecordStatesDef, movesOf: Record<string, SeedMove[]>,
  filledBy: Record<string, Record<string, unknown>> = {}
): Promise<void> {
  for (const row of rows.filter((r) => r.modelId === def.model)) {
    const data = JSON.parse(row.data) as Record<string, unknown>
    const moves = movesOf[row.id] ?? []
    const last = moves[moves.length - 1]
    const state = last ? last[2] : def.initial
    const entered = last ? ms(last[4]) : row.creatorTime
    const filled = { ...data, ...(filledBy[row.id] ?? {}) }
    await trx.updateTable('visualdevRecord').where('id', '=', row.id).set({
      recordState: state, stateEnteredAt: entered, stateDueAt: dueAt(def, state, entered, filled),
      data: JSON.stringify(filled), searchText: row.searchText
    }).execute()
    for (const [i, [transition, fromState, toState, account, at, opinion]] of moves.entries()) {
      await trx.insertInto('visualdevRecordMove').values({
        id: `${row.id}-m${i + 1}`, modelId: row.modelId, recordId: row.id, seq: i + 1, transition, fromState, toState,
        userId: userId(account), createdAt: ms(at), opinion, photos: '[]', signImg: ''
      }).execute()
    }
  }
}
