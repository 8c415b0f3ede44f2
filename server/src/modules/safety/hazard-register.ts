// Registering hidden dangers in the hazard register (vm-hazard-rectify, the loop of catalog/safety/hazard-states.ts)
// from another record: one at a time (a problem found at a stop of a site patrol, site-inspection.ts), or every found
// row of an inspection as it is finished (隐患排查's failed items, inspection-hooks.ts; 专项排查's 存在 rows,
// special-inspection-hooks.ts). A hazard is stored as the register's form would store a new one (its number from the
// register's bill rule, the server-filled fields, its initial state 已上报 with the caller as its reporter, its photos
// held as its own so its readers may open them), in the caller's transaction (ctx.db): a throw undoes the finish and
// every hazard with it.
import { newId } from '../../lib/tokens'
import { BadRequest } from '../../errors'
import type { AppContext } from '../../context'
import type { UserRow } from '../users/repository'
import {
  afterSave, initialState, parseFormFields, rememberRecordFiles, searchTextOf, serverFilledOnCreate, visualDevRepository, withDictionaryOptions
} from '../visualdev'
import { HAZARD_MODEL_ID } from './hazard-model'

type Row = Record<string, unknown>

export interface RegisteredHazard { id: string; hazardNo: string }

/** stores `values` as a new hazard of the project and section; answers its record and number */
export async function registerHazard(
  ctx: AppContext, user: UserRow, where: { projectId: string; contractId: string }, values: Row
): Promise<RegisteredHazard> {
  const register = await visualDevRepository.findModel(ctx.db, HAZARD_MODEL_ID)
  if (!register) throw new BadRequest('隐患台账未安装，无法登记隐患')
  const fields = await withDictionaryOptions(ctx, parseFormFields(register.formData))
  const ref = { id: register.id, enCode: register.enCode }
  const now = ctx.clock.now()
  const id = newId()
  const hazard = { ...values, ...(await serverFilledOnCreate(ctx, user, fields)) }
  await visualDevRepository.insertRecord(ctx.db, {
    id, modelId: register.id, projectId: where.projectId, contractId: where.contractId, data: JSON.stringify(hazard),
    searchText: searchTextOf(fields, hazard), creatorUserId: user.id, creatorTime: now, lastModifyUserId: '', lastModifyTime: null,
    flowState: null, ...initialState(ref, hazard, now)
  })
  await afterSave({ ctx, user, model: ref, recordId: id, action: 'create', data: hazard, projectId: where.projectId, contractId: where.contractId })
  await rememberRecordFiles(ctx.db, id, fields, hazard)
  return { id, hazardNo: typeof hazard.hazardNo === 'string' ? hazard.hazardNo : '' }
}

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
  const own = await visualDevRepository.findModel(ctx.db, modelId)
  if (!inspection || !own) throw new BadRequest('隐患台账未安装，无法登记隐患')
  const numbers: string[] = []
  const marked: Row[] = []
  for (const item of items) {
    if (!found(item)) {
      marked.push({ ...item, hazardNo: '', hazardId: '' })
      continue
    }
    const hazard = await registerHazard(ctx, user, { projectId: inspection.projectId, contractId: inspection.contractId }, hazardOf(item))
    numbers.push(hazard.hazardNo)
    marked.push({ ...item, hazardNo: hazard.hazardNo, hazardId: hazard.id })
  }
  const after = { ...data, [itemsKey]: marked }
  await visualDevRepository.updateRecord(ctx.db, recordId, {
    data: JSON.stringify(after), searchText: searchTextOf(parseFormFields(own.formData), after), lastModifyUserId: user.id, lastModifyTime: ctx.clock.now()
  })
  return numbers
}
