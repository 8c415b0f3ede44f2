// Registering a hidden danger in the hazard register (vm-hazard-rectify) from another record: a failed item of a
// safety inspection (inspection-hooks.ts) or a problem found at a stop of a site patrol (site-inspection.ts). The
// hazard is stored as the register's form would store a new one (its number from the register's bill rule, the
// server-filled fields, its initial state 已上报 with the caller as its reporter, its photos held as its own), in
// the caller's transaction (ctx.db).
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
