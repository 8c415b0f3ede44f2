// Which menus open a model, and where they sit: a low-code menu (type 3) names its model in propertyJson.moduleId.
// The release dialog shows each menu's place as 上级/…/菜单.
import type { Db } from '../../db/database'
import type { ModuleTable } from '../../db/schema'
import { designRepository as repo } from './repository'

export function moduleIdOf(menu: Pick<ModuleTable, 'propertyJson'>): string {
  try {
    const p: unknown = JSON.parse(menu.propertyJson)
    return typeof p === 'object' && p !== null && typeof (p as { moduleId?: unknown }).moduleId === 'string' ? (p as { moduleId: string }).moduleId : ''
  } catch {
    return ''
  }
}

export const menusOpening = (menus: ModuleTable[], modelId: string): ModuleTable[] =>
  menus.filter((m) => Number(m.type) === 3 && moduleIdOf(m) === modelId)

/** menu id -> "上级/…/菜单" for the given menus, through the menu tree of their categories */
export async function releaseNames(db: Db, menus: ModuleTable[]): Promise<Map<string, string>> {
  const out = new Map<string, string>()
  for (const category of new Set(menus.map((m) => m.category))) {
    const byId = new Map((await repo.menusOfCategory(db, category)).map((m) => [m.id, m]))
    for (const m of menus.filter((x) => x.category === category)) {
      const names: string[] = []
      for (let cur: ModuleTable | undefined = m; cur && names.length < 20; cur = byId.get(cur.parentId)) names.unshift(cur.fullName)
      out.set(m.id, names.join('/'))
    }
  }
  return out
}

export interface MenuNode { id: string; parentId: string; fullName: string; enCode: string; icon: string; type: number; sortCode: number; hasChildren: boolean; children: MenuNode[] }

/** the release dialog's 上级 tree: the directories of the category (a low-code menu may go under any of them) */
export async function directoryTree(db: Db, category: 'App' | 'Web'): Promise<MenuNode[]> {
  const dirs = (await repo.menusOfCategory(db, category)).filter((m) => Number(m.type) === 1)
  const build = (parentId: string, depth: number): MenuNode[] => (depth > 20 ? [] : dirs
    .filter((d) => d.parentId === parentId)
    .sort((a, b) => Number(a.sortCode) - Number(b.sortCode))
    .map((d) => {
      const children = build(d.id, depth + 1)
      return { id: d.id, parentId: d.parentId, fullName: d.fullName, enCode: d.enCode, icon: d.icon, type: 1, sortCode: Number(d.sortCode), hasChildren: children.length > 0, children }
    }))
  return build('-1', 0)
}
