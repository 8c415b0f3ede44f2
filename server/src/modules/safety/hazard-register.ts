// Registering what an inspection found as hidden dangers in the hazard register (the loop of
// catalog/safety/hazard-states.ts), shared by the inspections that end in hazards (隐患排查's failed items, 专项排查's
// 存在 rows): each found row becomes a hazard in the finish's own transaction, numbered by the register's bill rule,
// 已上报 with the finisher as its reporter, in the inspection's project and section; the hazard's number and record
// go back on the row. A throw undoes the finish and every hazard with it.
import { newId } from '../../lib/tokens'
import { BadRequest } from '../../errors'
import type { AppContext } from '../../context'
import type { UserRow } from '../users/repository'
import {
  afterSave, initialState, parseFormFields, rememberRecordFiles, searchTextOf, serverFilledOnCreate, visualDevRepository, withDictionaryOptions
} from '../visualdev'
import { HAZARD_MODEL_ID } from './hazard-model'

type Row = Record<string, unknown>

export interface FoundHazards {
  /** ctx.db is the finish's transaction */
  ctx: AppContext
  user: UserRow
  /** the inspection's model and record */
  modelId: string
  recordId: string
  /** the inspection's values after the move, and the child table holding its rows */
  data: Row
  itemsKey: string
  /** whether a row is a finding */
  found(item: Row): boolean
  /** the hazard a found row is, as the register's form would have it */
  hazardOf(item: Row): Row
}

/** registers each found row as a hazard and stores the inspection with the numbers on its rows; answers the numbers */
export async function registerFoundHazards({ ctx, user, modelId, recordId, data, itemsKey, found, hazardOf }: FoundHazards): Promise<string[]> {
  const items = Array.isArray(data[itemsKey]) ? (data[itemsKey] as Row[]) : []
  if (!items.some(found)) return []
  const inspection = await visualDevRepository.findRecordById(ctx.db, recordId)
  const register = await visualDevRepository.findModel(ctx.db, HAZARD_MODEL_ID)
  const own = await visualDevRepository.findModel(ctx.db, modelId)
  if (!inspection || !register || !own) throw new BadRequest('隐患台账未安装，无法登记隐患')
  const fields = await withDictionaryOptions(ctx, parseFormFields(register.formData))
  const ref = { id: register.id, enCode: register.enCode }
  const now = ctx.clock.now()
  const numbers: string[] = []
  const marked: Row[] = []
  for (const item of items) {
    if (!found(item)) {
      marked.push({ ...item, hazardNo: '', hazardId: '' })
      continue
    }
    const id = newId()
    const hazard = { ...hazardOf(item), ...(await serverFilledOnCreate(ctx, user, fields)) }
    await visualDevRepository.insertRecord(ctx.db, {
      id, modelId: register.id, projectId: inspection.projectId, contractId: inspection.contractId, data: JSON.stringify(hazard),
      searchText: searchTextOf(fields, hazard), creatorUserId: user.id, creatorTime: now, lastModifyUserId: '', lastModifyTime: null,
      flowState: null, ...initialState(ref, hazard, now)
    })
    // the hazard holds the photos of the row it came from: its readers may open them
    await rememberRecordFiles(ctx.db, id, fields, hazard)
    await afterSave({ ctx, user, model: ref, recordId: id, action: 'create', data: hazard, projectId: inspection.projectId, contractId: inspection.contractId })
    numbers.push(String(hazard.hazardNo ?? ''))
    marked.push({ ...item, hazardNo: hazard.hazardNo, hazardId: id })
  }
  const after = { ...data, [itemsKey]: marked }
  await visualDevRepository.updateRecord(ctx.db, recordId, {
    data: JSON.stringify(after), searchText: searchTextOf(parseFormFields(own.formData), after), lastModifyUserId: user.id, lastModifyTime: now
  })
  return numbers
}
