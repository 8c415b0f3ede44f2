// Turns the seed roles' menu enCodes and button codes into JNPF rows: base_module_button for every page and
// low-code feature, base_module_column / base_module_form for the low-code menus with column and form rights, and
// base_authorize for what each role may see, press and fill in.
import { webBusinessMenuCodes, webMenus } from '../../catalog/system'
import { parseFormFields } from '../../modules/visualdev/form-fields'
import type { Database } from '../schema'
import * as data from './data'
import { catalogueModules } from '../../catalog/modules'

const BUTTON_NAMES: Record<string, string> = {
  btn_add: '新增', btn_edit: '编辑', btn_detail: '详情', btn_remove: '删除', btn_export: '导出', btn_import: '导入', btn_audit: '审核'
}

const pages = () => data.menus.filter((m) => m.type === 2 || m.type === 3)

export function buttonRows(): Database['baseModuleButton'][] {
  const codes = [...new Set(data.roles.flatMap((r) => r.buttons))]
  return pages().flatMap((m) => codes.map((code, i) => ({
    id: `${m.id}-${code}`, moduleId: m.id, enCode: code, fullName: BUTTON_NAMES[code] ?? code, sortCode: i
  })))
}

/** a role's granted menu ids, with every directory above a granted entry */
function grantedMenuIds(role: data.SeedRole): Set<string> {
  if (role.menus === '*') return new Set(data.menus.map((m) => m.id))
  const byCode = new Map(data.menus.map((m) => [m.enCode, m]))
  const byId = new Map(data.menus.map((m) => [m.id, m]))
  const out = new Set<string>()
  for (const code of role.menus) {
    const menu = byCode.get(code)
    if (!menu) throw new Error(`seed role ${role.enCode} grants unknown menu enCode ${code}`)
    for (let cur: data.SeedMenu | undefined = menu; cur && !out.has(cur.id); cur = byId.get(cur.parentId)) out.add(cur.id)
  }
  return out
}

type Item = { id: string; moduleId: string; enCode: string; fullName: string; sortCode: number }

function modelOfMenu(menuCode: string) {
  const menu = data.menus.find((m) => m.enCode === menuCode && m.type === 3)
  const moduleId = menu ? (JSON.parse(menu.propertyJson) as { moduleId?: string }).moduleId : undefined
  const model = catalogueModules().flatMap((c) => c.models).find((m) => m.id === moduleId)
  if (!menu || !model) throw new Error(`seed model permissions: menu ${menuCode} opens no seeded model`)
  return { menu, model }
}

/** the list columns and form fields of the menus with column/form rights */
export function fieldRightRows(): { columns: Item[]; forms: Item[] } {
  const columns: Item[] = []
  const forms: Item[] = []
  for (const p of data.modelPermissions) {
    const { menu, model } = modelOfMenu(p.menu)
    const list = JSON.parse(model.appColumnData) as { columnList: { prop: string; label: string }[] }
    list.columnList.forEach((c, i) => columns.push({ id: `${menu.id}-c-${c.prop}`, moduleId: menu.id, enCode: c.prop, fullName: c.label, sortCode: i }))
    const codes = parseFormFields(model.formData).flatMap((f) => f.jnpfKey === 'table'
      ? (f.children ?? []).map((c) => [`${f.vModel}-${c.vModel}`, `${f.label}-${c.label}`])
      : [[f.vModel, f.label]])
    codes.forEach(([enCode, fullName], i) => forms.push({ id: `${menu.id}-f-${enCode}`, moduleId: menu.id, enCode, fullName, sortCode: i }))
  }
  return { columns, forms }
}

export function authorizeRows(buttons: Database['baseModuleButton'][], rights = fieldRightRows()): Database['baseAuthorize'][] {
  const rows: Database['baseAuthorize'][] = []
  for (const role of data.roles) {
    const menuIds = grantedMenuIds(role)
    const grant = (itemType: string, itemId: string) =>
      rows.push({ id: `${role.id}-${itemType[0]}-${itemId}`, itemType, itemId, objectType: 'Role', objectId: role.id })
    for (const id of menuIds) grant('module', id)
    // the console's process centre for every working role (the administrator is one by isAdministrator)
    if (role.menus !== '*' && role.menus.length) {
      for (const m of webMenus) if (webBusinessMenuCodes.includes(m.enCode)) grant('module', m.id)
    }
    for (const b of buttons) if (menuIds.has(b.moduleId) && role.buttons.includes(b.enCode)) grant('button', b.id)
    for (const p of data.modelPermissions) {
      const menuId = modelOfMenu(p.menu).menu.id
      if (!menuIds.has(menuId)) continue
      const deny = p.deny[role.id] ?? { columns: [], forms: [] }
      for (const c of rights.columns) if (c.moduleId === menuId && !deny.columns.includes(c.enCode)) grant('column', c.id)
      for (const f of rights.forms) if (f.moduleId === menuId && !deny.forms.includes(f.enCode)) grant('form', f.id)
    }
  }
  return rows
}
