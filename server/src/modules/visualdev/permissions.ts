// Who may use a low-code model (jnpf-api.md §5: every data endpoint checks the menu of the model): administrators,
// and users whose roles are granted a type-3 menu whose propertyJson.moduleId is the model. The menu's granted
// buttons, list columns and form fields are what the list config's use*Permission switches enforce.
import type { AppContext } from '../../context'
import type { ModuleTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { menuRepository, type GrantItemType } from '../menus/repository'
import { userRepository, type UserRow } from '../users/repository'
import { cachedForCaller } from './caller-cache'
import { isAdmin } from './scope'

export const NO_PERMISSION = '您没有此功能的权限'

/** btn_download is the list's 导出 (btnsList value 'download', JNPF's head buttons are 'btn_' + value) */
export type Button = 'btn_add' | 'btn_edit' | 'btn_detail' | 'btn_remove' | 'btn_download'

export interface ModelAccess {
  /** the granted enCodes; null = everything (administrators) */
  buttons: Set<string> | null
  columns: Set<string> | null
  forms: Set<string> | null
  /** every list column the menus put under column rights, granted or not; null = administrators */
  columnItems: Set<string> | null
}

function opensModel(menu: ModuleTable, modelId: string): boolean {
  try {
    const p: unknown = JSON.parse(menu.propertyJson)
    return typeof p === 'object' && p !== null && (p as { moduleId?: unknown }).moduleId === modelId
  } catch {
    return false
  }
}

/** the enCodes of the menus' items of `type`: all of them, and the ones the roles are granted */
async function itemCodes(ctx: AppContext, roleIds: string[], menuIds: string[], type: Exclude<GrantItemType, 'module'>): Promise<{ all: Set<string>; granted: Set<string> }> {
  const items = type === 'button' ? await menuRepository.buttonsOf(ctx.db, menuIds)
    : type === 'column' ? await menuRepository.columnsOf(ctx.db, menuIds) : await menuRepository.formsOf(ctx.db, menuIds)
  const granted = await menuRepository.grantedItemIds(ctx.db, roleIds, type)
  return { all: new Set(items.map((i) => i.enCode)), granted: new Set(items.filter((i) => granted.has(i.id)).map((i) => i.enCode)) }
}

/** the user's rights on the model (through `menuId` only, when given), or 400 您没有此功能的权限 */
export async function modelAccess(ctx: AppContext, user: UserRow, modelId: string, menuId?: string): Promise<ModelAccess> {
  if (isAdmin(user)) return { buttons: null, columns: null, forms: null, columnItems: null }
  // roles, grants and menus are directory tables: kept until the directory version changes
  return cachedForCaller(ctx.db, user, `access|${modelId}|${menuId ?? ''}`, () => buildAccess(ctx, user, modelId, menuId))
}

async function buildAccess(ctx: AppContext, user: UserRow, modelId: string, menuId?: string): Promise<ModelAccess> {
  const roleIds = await userRepository.enabledRoleIds(ctx.db, user.id)
  const granted = await menuRepository.grantedItemIds(ctx.db, roleIds, 'module')
  const menus = (await menuRepository.lowCodeMenusMentioning(ctx.db, modelId))
    .filter((m) => granted.has(m.id) && opensModel(m, modelId) && (!menuId || m.id === menuId))
  if (menus.length === 0) throw new BadRequest(NO_PERMISSION)
  const ids = menus.map((m) => m.id)
  const [buttons, columns, forms] = await Promise.all([
    itemCodes(ctx, roleIds, ids, 'button'), itemCodes(ctx, roleIds, ids, 'column'), itemCodes(ctx, roleIds, ids, 'form')
  ])
  return { buttons: buttons.granted, columns: columns.granted, forms: forms.granted, columnItems: columns.all }
}

/** refuses unless one of `needed` is granted; only called when the list config turns useBtnPermission on */
export function requireButton(access: ModelAccess, ...needed: Button[]): void {
  if (access.buttons && !needed.some((b) => access.buttons!.has(b))) throw new BadRequest(NO_PERMISSION)
}
