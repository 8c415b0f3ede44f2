// What a released menu offers for grants (权限管理): the buttons, list columns and form fields of its model, as JNPF's
// release writes them (base_module_button / _column / _form). A re-release brings them in step with the model:
// new ones are added, renamed ones renamed, and ones the model no longer has are removed with their grants.
import { STANDARD_BUTTONS } from '../../catalog/system'
import type { Db } from '../../db/database'
import type { VisualDevTable } from '../../db/schema'
import { newId } from '../../lib/tokens'
import { parseForm } from '../visualdev'
import { designRepository as repo, type MenuItemKind } from './repository'

interface Item { enCode: string; fullName: string }
type Json = Record<string, unknown>

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
const text = (v: unknown) => (typeof v === 'string' ? v : '')

function listOf(raw: string): Json {
  try {
    const v: unknown = raw ? JSON.parse(raw) : {}
    return isObject(v) ? v : {}
  } catch {
    return {}
  }
}

/** the list layout a platform shows: the app's own when it has one, else the PC one */
function layoutFor(model: VisualDevTable, category: 'App' | 'Web'): Json {
  const app = category === 'App' ? listOf(model.appColumnData) : {}
  return Object.keys(app).length ? app : listOf(model.columnData)
}

function buttons(list: Json): Item[] {
  const out = new Map<string, string>(STANDARD_BUTTONS)
  for (const key of ['btnsList', 'columnBtnsList'] as const) {
    for (const b of Array.isArray(list[key]) ? list[key] as unknown[] : []) {
      if (!isObject(b)) continue
      const value = text(b.value)
      if (/^[A-Za-z0-9_]{1,50}$/.test(value) && !out.has(`btn_${value}`)) out.set(`btn_${value}`, text(b.label) || value)
    }
  }
  return [...out].map(([enCode, fullName]) => ({ enCode, fullName }))
}

function columns(list: Json): Item[] {
  const cols = Array.isArray(list.columnList) ? list.columnList.filter(isObject) : []
  return cols.map((c) => ({ enCode: text(c.prop), fullName: text(c.label) || text(c.prop) })).filter((c) => c.enCode)
}

function formFields(model: VisualDevTable): Item[] {
  if (!model.formData) return []
  return parseForm(model.formData).fields.flatMap((f) => [
    { enCode: f.vModel, fullName: f.label },
    ...(f.children ?? []).map((c) => ({ enCode: `${f.vModel}-${c.vModel}`, fullName: `${f.label}-${c.label}` }))
  ])
}

export function wantedItems(model: VisualDevTable, category: 'App' | 'Web'): Record<MenuItemKind, Item[]> {
  const list = layoutFor(model, category)
  return { button: buttons(list), column: columns(list), form: formFields(model) }
}

export async function syncMenuItems(db: Db, menuId: string, wanted: Record<MenuItemKind, Item[]>): Promise<void> {
  for (const kind of ['button', 'column', 'form'] as const) {
    const existing = await repo.menuItems(db, kind, menuId)
    const byCode = new Map(existing.map((r) => [r.enCode, r]))
    const want = new Map(wanted[kind].map((w, i) => [w.enCode.slice(0, 200), { ...w, sortCode: i }]))
    await repo.deleteMenuItems(db, kind, existing.filter((r) => !want.has(r.enCode)).map((r) => r.id))
    const added = []
    for (const [enCode, w] of want) {
      const row = byCode.get(enCode)
      const fullName = w.fullName.slice(0, 200)
      if (!row) added.push({ id: newId(), moduleId: menuId, enCode, fullName, sortCode: w.sortCode })
      else if (row.fullName !== fullName || Number(row.sortCode) !== w.sortCode) await repo.updateMenuItem(db, kind, row.id, { fullName, sortCode: w.sortCode })
    }
    await repo.insertMenuItems(db, kind, added)
  }
}
