// What the user may do on a low-code list and see on its form (§3.3, the mobile `permission.inserted`): buttons,
// columns, custom buttons and form fields filtered by the menu's PermissionModel when the list config switches
// each filter on. Only what to show is decided here; the server refuses the rest anyway.
import type { PermissionModel } from '@shared/api/oauth'
import { permittedCodes } from '@/lib/permission'
import type { LcColumnData, LcField, LcFormAllow, LcJurisdiction } from '../types'

type PermissionList = readonly PermissionModel[] | null | undefined

/** the row and top buttons whose permission the pages check */
const STANDARD_BUTTONS = ['detail', 'edit', 'add', 'remove']
const DEFAULT_LABELS: Readonly<Record<string, string>> = { btn_detail: '详情', btn_edit: '编辑', btn_add: '新增', btn_remove: '删除' }

export function inserted(columnData: LcColumnData, permissionList: PermissionList, menuId: string): LcJurisdiction {
  const designed = [...columnData.btnsList, ...columnData.columnBtnsList]
  const values = new Set(designed.map((b) => b.value))

  let btnAllow: string[]
  let customBtnsList = columnData.customBtnsList
  if (columnData.useBtnPermission) {
    const granted = permittedCodes(permissionList, menuId, 'button')
    btnAllow = granted.filter((code) => code.startsWith('btn_') && values.has(code.slice(4)))
    customBtnsList = customBtnsList.filter((b) => granted.includes(b.value))
  } else {
    btnAllow = STANDARD_BUTTONS.filter((v) => values.has(v)).map((v) => `btn_${v}`)
  }

  const columnCodes = columnData.useColumnPermission ? new Set(permittedCodes(permissionList, menuId, 'column')) : undefined
  const columnAllow = columnCodes ? columnData.columnList.filter((c) => columnCodes.has(c.prop)) : columnData.columnList

  const formList = columnData.useFormPermission
    ? (permissionList?.find((m) => m && m.modelId === menuId)?.form ?? []).filter((f) => f && typeof f.enCode === 'string')
    : []

  const labelS: Record<string, string> = { ...DEFAULT_LABELS }
  for (const button of designed) if (STANDARD_BUTTONS.includes(button.value)) labelS[`btn_${button.value}`] = button.label
  return {
    btnAllow: [...new Set(btnAllow)],
    columnAllow,
    customBtnsList,
    formAllow: { formList, useFormPermission: columnData.useFormPermission, menuId },
    labelS
  }
}

/**
 * The search items a user may fill in: with column permission on, a list column only when it is granted (the server
 * refuses a query on a hidden column); a field that is no list column at all is the form's business, so it stays.
 * The keyword item always stays (the server skips hidden fields in it).
 */
export function permittedSearchList<T extends { id: string }>(columnData: LcColumnData, columnAllow: { prop: string }[], searchList: T[]): T[] {
  if (!columnData.useColumnPermission) return searchList
  const granted = new Set(columnAllow.map((c) => c.prop))
  const listColumns = new Set(columnData.columnList.map((c) => c.prop))
  return searchList.filter((s) => s.id === 'jnpfKeyword' || granted.has(s.id) || !listColumns.has(s.id))
}

/** the id form permissions name a field by: its vModel, or '<table>-<column>' inside a child table */
export const permissionId = (field: Pick<LcField, 'vModel' | 'parentVModel'>): string | undefined =>
  field.vModel === undefined ? undefined : field.parentVModel ? `${field.parentVModel}-${field.vModel}` : field.vModel

function hide(field: LcField, allowed: Set<string>): LcField {
  const children = field.children?.map((child) => hide(child, allowed))
  const panes = field.panes?.map((pane) => ({ ...pane, children: pane.children.map((child) => hide(child, allowed)) }))
  const id = permissionId(field)
  let noShow = field.noShow
  if (id !== undefined && !allowed.has(id)) {
    // a child table stays while any of its columns is allowed (permission lists name the columns, not always the table)
    noShow = field.jnpfKey === 'table' ? !(children ?? []).some((c) => c.vModel !== undefined && !c.noShow) : true
  }
  return { ...field, noShow, ...(children ? { children } : {}), ...(panes ? { panes } : {}) }
}

/**
 * The fields with noShow set on every data field missing from the form permission list (a new tree; the input is
 * untouched). Without form permission (off, or no formAllow handed over) the fields come back as they were.
 */
export function applyFormPermission(fields: LcField[], formAllow: LcFormAllow | null | undefined): LcField[] {
  if (!formAllow || !formAllow.useFormPermission) return fields
  const allowed = new Set((formAllow.formList ?? []).map((f) => f.enCode))
  return fields.map((field) => hide(field, allowed))
}

/** the mobile app shows a field only when its visibility is absent or contains 'app' */
export const isVisibleOnApp = (field: Pick<LcField, 'visibleOnApp'>): boolean => field.visibleOnApp

/** a field the app renders: visible on app and not hidden */
export const isShown = (field: Pick<LcField, 'visibleOnApp' | 'noShow'>): boolean => field.visibleOnApp && !field.noShow
