// The buttons every App page and low-code feature offers for grants (base_module_button): the codes the app and
// the low-code engine check (btn_add, btn_edit, btn_detail, btn_remove, ...), one row per menu and code.
import type { CatalogMenu } from './types'

export const STANDARD_BUTTONS: [code: string, name: string][] = [
  ['btn_add', '新增'], ['btn_edit', '编辑'], ['btn_detail', '详情'], ['btn_remove', '删除'], ['btn_download', '导出']
]

export function buttonRowsOf(menus: CatalogMenu[]) {
  return menus.filter((m) => m.type === 2 || m.type === 3).flatMap((m) => STANDARD_BUTTONS.map(([code, name], i) => ({
    id: `${m.id}-${code}`, moduleId: m.id, enCode: code, fullName: name, sortCode: i
  })))
}
