// Client-side permission checks of spec §6 over CurrentUser.permissionList. They only decide what to show;
// the server enforces the same rules. A missing model, an empty list or a missing enCode all mean denied.
import type { PermissionModel, PermissionVO } from '@shared/api/oauth'

export const BATCH_SIGN_ROLE = '批量电子签章'

type PermissionList = readonly PermissionModel[] | null | undefined
type Kind = 'button' | 'column' | 'form' | 'resource'

function findModel(list: PermissionList, modelId: string): PermissionModel | undefined {
  if (!Array.isArray(list) || !modelId) return undefined
  return list.find((model) => model && model.modelId === modelId)
}

function has(list: PermissionList, modelId: string, kind: Kind, enCode: string): boolean {
  if (!enCode) return false
  const entries: readonly PermissionVO[] | undefined = findModel(list, modelId)?.[kind]
  return Array.isArray(entries) && entries.some((entry) => entry && entry.enCode === enCode)
}

export function hasModelPermission(list: PermissionList, modelId: string): boolean {
  return findModel(list, modelId) !== undefined
}

export function hasButton(list: PermissionList, modelId: string, enCode: string): boolean {
  return has(list, modelId, 'button', enCode)
}

export function hasColumn(list: PermissionList, modelId: string, enCode: string): boolean {
  return has(list, modelId, 'column', enCode)
}

export function hasForm(list: PermissionList, modelId: string, enCode: string): boolean {
  return has(list, modelId, 'form', enCode)
}

export function hasResource(list: PermissionList, modelId: string, enCode: string): boolean {
  return has(list, modelId, 'resource', enCode)
}

/** the enCodes of one kind for a model, e.g. to filter a low-code list's columns; [] when the model is missing */
export function permittedCodes(list: PermissionList, modelId: string, kind: Kind): string[] {
  const entries = findModel(list, modelId)?.[kind]
  return Array.isArray(entries) ? entries.map((entry) => entry.enCode) : []
}

/** roleName is a comma-separated list (half- or full-width commas); an administrator never counts as this role */
export function hasBatchSignRole(userInfo: { roleName?: string | null; isAdministrator?: boolean } | null | undefined): boolean {
  if (!userInfo || userInfo.isAdministrator) return false
  return (userInfo.roleName ?? '')
    .split(/[,，]/)
    .map((name) => name.trim())
    .includes(BATCH_SIGN_ROLE)
}
