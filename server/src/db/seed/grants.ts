// Turns the seed roles' menu enCodes and button codes into JNPF rows: base_module_button for every page and
// low-code feature, base_authorize for what each role may see and press.
import type { Database } from '../schema'
import * as data from './data'

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

export function authorizeRows(buttons: Database['baseModuleButton'][]): Database['baseAuthorize'][] {
  const rows: Database['baseAuthorize'][] = []
  for (const role of data.roles) {
    const menuIds = grantedMenuIds(role)
    for (const id of menuIds) rows.push({ id: `${role.id}-m-${id}`, itemType: 'module', itemId: id, objectType: 'Role', objectId: role.id })
    for (const b of buttons) {
      if (menuIds.has(b.moduleId) && role.buttons.includes(b.enCode)) {
        rows.push({ id: `${role.id}-b-${b.id}`, itemType: 'button', itemId: b.id, objectType: 'Role', objectId: role.id })
      }
    }
  }
  return rows
}
