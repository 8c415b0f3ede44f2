// Low-code models: the Config the app renders from, and what every record endpoint needs to know about a model
// first (its form, its list configuration for this client, and the caller's rights on it).
import type { VisualDevConfigVO } from '@shared/api/visualdev'
import type { AppContext } from '../../context'
import type { VisualDevTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import type { UserRow } from '../users/repository'
import { parseForm, type ParsedForm } from './form-fields'
import { listConfigOf, type ListConfig, type Origin } from './list-config'
import { modelAccess, requireButton, type Button, type ModelAccess } from './permissions'
import { visualDevRepository } from './repository'
import { statesOf } from './states-registry'
import { stateOption } from './states-rules'

export async function findModel(ctx: AppContext, modelId: string): Promise<VisualDevTable> {
  const model = await visualDevRepository.findModel(ctx.db, modelId)
  if (!model) throw new BadRequest('该功能不存在或已被删除')
  return model
}

export interface ModelContext {
  model: VisualDevTable
  form: ParsedForm
  list: ListConfig
  access: ModelAccess
}

/**
 * The model, checked for the caller: it must exist, the caller must hold its menu (`menuId` narrows to one), and
 * when the list turns useBtnPermission on, one of `buttons` must be granted.
 */
export async function modelContext(
  ctx: AppContext, user: UserRow, modelId: string, origin: Origin, opts: { menuId?: string; buttons?: Button[] } = {}
): Promise<ModelContext> {
  const model = await findModel(ctx, modelId)
  const access = await modelAccess(ctx, user, modelId, opts.menuId || undefined)
  const list = listConfigOf(model, origin)
  if (list.useBtnPermission && opts.buttons?.length) requireButton(access, ...opts.buttons)
  return { model, form: parseForm(model.formData), list, access }
}

export async function modelConfig(ctx: AppContext, user: UserRow, modelId: string): Promise<VisualDevConfigVO> {
  const m = await findModel(ctx, modelId)
  await modelAccess(ctx, user, modelId)
  const states = statesOf(m)
  return {
    id: m.id, fullName: m.fullName, enCode: m.enCode, webType: String(m.webType), formData: m.formData, columnData: m.columnData,
    appColumnData: m.appColumnData, enableFlow: Number(m.enableFlow) === 1 ? 1 : 0, flowId: m.flowId,
    flowEnCode: m.flowEnCode ?? '', flowTemplateJson: m.flowTemplateJson ?? '',
    ...(states ? { recordStates: states.states.map(stateOption) } : {})
  }
}

/** form rights apply when the list turns useFormPermission on; null = every field */
export const formCodes = (c: ModelContext) => (c.list.useFormPermission ? c.access.forms : null)
export const columnCodes = (c: ModelContext) => (c.list.useColumnPermission ? c.access.columns : null)
