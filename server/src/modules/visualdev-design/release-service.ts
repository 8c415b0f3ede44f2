// 发布 (JNPF 3.6 Base/{id}/Actions/Release): puts a model on the App menu (the app's Workbench) and/or the Web menu
// (the console) under the directories the release dialog chose, as low-code menus (type 3) opening the model, each
// with the buttons, list columns and form fields roles can then be granted. Menus the model already has are kept
// and brought in step (name, grant items); a chosen directory without one gets a new one. Who sees a menu is still
// decided by grants (权限管理): a release grants nothing by itself.
import type { AppContext } from '../../context'
import { menusChanged } from '../menus'
import type { Db } from '../../db/database'
import type { ModuleTable, VisualDevTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { checkModelJson } from '../visualdev'
import { enableModelFlow } from '../workflow/design'
import { syncMenuItems, wantedItems } from './menu-items'
import { menusOpening } from './menus'
import { designRepository as repo } from './repository'
import { findModel } from './service'

export interface ReleaseForm {
  pc?: number
  app?: number
  /** the chosen parent directories; the console sends arrays, older clients one id */
  pcModuleParentId?: string[] | string
  appModuleParentId?: string[] | string
  platformRelease?: string
}

export interface ReleaseResult { model: VisualDevTable; menus: ModuleTable[]; created: number }

type Category = 'App' | 'Web'
const PLATFORM: Record<Category, string> = { App: '移动端', Web: '桌面端' }
const MAX_PARENTS = 20

function parentIds(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' && raw ? raw.split(',') : []
  const ids = [...new Set(list.filter((x): x is string => typeof x === 'string').map((x) => x.trim()).filter(Boolean))]
  if (ids.length > MAX_PARENTS) throw new BadRequest(`上级菜单最多选择${MAX_PARENTS}个`)
  return ids
}

/** the model's enCode, or with a number when another menu of the category has it (the console routes by enCode) */
function freeCode(all: ModuleTable[], base: string): string {
  const taken = new Set(all.map((m) => m.enCode))
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}_${n}`)) return `${base}_${n}`
}

function menuRow(model: VisualDevTable, category: Category, parentId: string, enCode: string, sortCode: number): ModuleTable {
  const app = category === 'App'
  return {
    id: newId(), parentId, type: 3, enCode, fullName: model.fullName,
    icon: app ? 'file-generic' : 'icon-ym icon-ym-webForm',
    // the console routes a type-3 menu to /<urlAddress> and opens the model named in propertyJson
    urlAddress: app ? '' : `model/${enCode}`,
    propertyJson: JSON.stringify(app ? { moduleId: model.id, iconBackgroundColor: '#2979ff' } : { moduleId: model.id }),
    linkTarget: '_self', category, sortCode
  }
}

async function publishTo(db: Db, model: VisualDevTable, category: Category, parents: string[]): Promise<{ menus: ModuleTable[]; created: number }> {
  const all = await repo.menusOfCategory(db, category)
  const mine = menusOpening(all, model.id)
  if (parents.length === 0 && mine.length === 0) throw new BadRequest(`请选择${PLATFORM[category]}的上级菜单`)
  const byId = new Map(all.map((m) => [m.id, m]))
  const created: ModuleTable[] = []
  for (const parentId of parents) {
    const parent = byId.get(parentId)
    if (!parent || Number(parent.type) !== 1) throw new BadRequest(`${PLATFORM[category]}的上级菜单不存在或不是目录，请刷新后重新选择`)
    if (mine.some((m) => m.parentId === parentId)) continue
    const siblings = all.filter((m) => m.parentId === parentId)
    const row = menuRow(model, category, parentId, freeCode([...all, ...created], model.enCode), Math.max(0, ...siblings.map((s) => Number(s.sortCode))) + 1)
    await repo.insertMenu(db, row)
    created.push(row)
  }
  for (const m of mine) if (m.fullName !== model.fullName) await repo.updateMenu(db, m.id, { fullName: model.fullName })
  const menus = [...mine, ...created]
  const wanted = wantedItems(model, category)
  for (const m of menus) await syncMenuItems(db, m.id, wanted)
  return { menus, created: created.length }
}

export async function releaseModel(ctx: AppContext, userId: string, id: string, f: ReleaseForm): Promise<ReleaseResult> {
  const pc = Number(f.pc) === 1 ? 1 : 0
  const app = Number(f.app) === 1 ? 1 : 0
  if (!pc && !app) throw new BadRequest('请至少选择一种发布类型')
  const pcParents = parentIds(f.pcModuleParentId)
  const appParents = parentIds(f.appModuleParentId)
  const now = ctx.clock.now()
  const released = await ctx.db.transaction().execute(async (trx) => {
    const model = await findModel(trx, id)
    if (!model.formData) throw new BadRequest('发布失败，表单未设计！')
    checkModelJson(model, true)
    if (Number(model.enableFlow) === 1) await enableModelFlow(trx, model, now)
    const out: ReleaseResult = { model, menus: [], created: 0 }
    for (const [category, on, parents] of [['Web', pc, pcParents], ['App', app, appParents]] as const) {
      if (!on) continue
      const r = await publishTo(trx, model, category, parents)
      out.menus.push(...r.menus)
      out.created += r.created
    }
    await repo.update(trx, id, { state: 1, platformRelease: JSON.stringify({ pc, app }), lastModifyUserId: userId, lastModifyTime: now })
    return out
  })
  // new or renamed menus and their buttons, columns and form fields
  await menusChanged(ctx)
  return released
}
