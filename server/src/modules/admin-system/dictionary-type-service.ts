// Dictionary types as the console's 字典分类 tree: two fixed folders, 业务字典 (id '0') and 系统字典 (id '1'), with the
// stored types under them. A stored type's parentId is '-1' (business, the default of older rows), '1' (system) or
// the id of the type it is nested under.
import type { AppContext } from '../../context'
import type { DictionaryTypeTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { CODE_PATTERN, cleanCode, cleanName, cleanText } from './common'
import { dictionaryAdminRepository as repo } from './dictionary-repository'
import { nest, subtreeIds } from './tree'

export const BUSINESS_ROOT = '0'
export const SYSTEM_ROOT = '1'
const ROOT_NAMES: Record<string, string> = { [BUSINESS_ROOT]: '业务字典', [SYSTEM_ROOT]: '系统字典' }
export const isRoot = (id: string) => id === BUSINESS_ROOT || id === SYSTEM_ROOT

export interface TypeForm { parentId?: string; fullName?: string; enCode?: string; isTree?: number; sortCode?: number; description?: string }

interface TypeView {
  id: string; parentId: string; fullName: string; enCode: string; isTree: number; sortCode: number; description: string; category: string
}

/** the tree parent of a stored type: its parent type, or one of the two folders */
function treeParent(t: DictionaryTypeTable, ids: Set<string>): string {
  const p = t.parentId ?? '-1'
  if (p === SYSTEM_ROOT) return SYSTEM_ROOT
  return ids.has(p) && p !== t.id ? p : BUSINESS_ROOT
}

/** the folder a type ends up in, following its parents */
function folderOf(t: DictionaryTypeTable, byId: Map<string, DictionaryTypeTable>): string {
  const seen = new Set<string>()
  let cur = t
  for (;;) {
    const p = treeParent(cur, new Set(byId.keys()))
    if (isRoot(p)) return p
    const next = byId.get(p)
    if (!next || seen.has(p)) return BUSINESS_ROOT
    seen.add(p)
    cur = next
  }
}

/** the console's type tree; `exceptId` leaves out that type and everything under it (a parent picker) */
export async function typeTree(ctx: AppContext, exceptId = '') {
  const all = await repo.types(ctx.db)
  const hidden = exceptId && !isRoot(exceptId) ? subtreeIds(all, (t) => t.parentId ?? '-1', exceptId) : new Set<string>()
  const rows = all.filter((t) => !hidden.has(t.id))
  const ids = new Set(rows.map((t) => t.id))
  const byId = new Map(rows.map((t) => [t.id, t]))
  const views = rows.map((t): TypeView => ({
    id: t.id, parentId: treeParent(t, ids), fullName: t.fullName, enCode: t.enCode, isTree: Number(t.isTree),
    sortCode: Number(t.sortCode), description: t.description ?? '', category: folderOf(t, byId) === SYSTEM_ROOT ? '系统' : '业务'
  }))
  const nested = nest(views, (v) => v.parentId)
  return [BUSINESS_ROOT, SYSTEM_ROOT].map((root) => {
    const children = nested.filter((n) => n.parentId === root)
    return {
      id: root, parentId: '-1', fullName: ROOT_NAMES[root], enCode: '', isTree: 0, sortCode: 0, description: '',
      category: root === SYSTEM_ROOT ? '系统' : '业务', hasChildren: children.length > 0, children
    }
  })
}

export async function findType(ctx: AppContext, id: string): Promise<DictionaryTypeTable> {
  const t = isRoot(id) ? undefined : await repo.type(ctx.db, id)
  if (!t) throw new BadRequest('字典分类不存在')
  return t
}

export async function typeInfo(ctx: AppContext, id: string) {
  const t = await findType(ctx, id)
  const all = await repo.types(ctx.db)
  const byId = new Map(all.map((r) => [r.id, r]))
  const parentId = treeParent(t, new Set(byId.keys()))
  return {
    id: t.id, parentId, fullName: t.fullName, enCode: t.enCode, isTree: Number(t.isTree), sortCode: Number(t.sortCode),
    description: t.description ?? '', category: Number(folderOf(t, byId))
  }
}

/** the checked form; `self` is the type being changed (its own subtree is no valid parent) */
async function checkedForm(ctx: AppContext, form: TypeForm, self?: DictionaryTypeTable): Promise<Omit<DictionaryTypeTable, 'id'>> {
  const fullName = cleanName(form.fullName, '名称')
  const enCode = cleanCode(form.enCode, '编码', 50, CODE_PATTERN)
  const parent = String(form.parentId ?? '').trim()
  if (!parent) throw new BadRequest('请选择上级')
  if (!isRoot(parent)) {
    const all = await repo.types(ctx.db)
    if (!all.some((t) => t.id === parent)) throw new BadRequest('上级分类不存在')
    if (self && subtreeIds(all, (t) => t.parentId ?? '-1', self.id).has(parent)) throw new BadRequest('上级不能是自己或自己的下级')
  }
  const exceptId = self?.id ?? ''
  if (await repo.typeClash(ctx.db, 'fullName', fullName, exceptId)) throw new BadRequest('名称不能重复')
  if (await repo.typeClash(ctx.db, 'enCode', enCode, exceptId)) throw new BadRequest('编码不能重复')
  return {
    parentId: parent === BUSINESS_ROOT ? '-1' : parent, fullName, enCode, isTree: Number(form.isTree) === 1 ? 1 : 0,
    sortCode: Number(form.sortCode ?? 0), description: cleanText(form.description)
  }
}

export async function createType(ctx: AppContext, form: TypeForm): Promise<DictionaryTypeTable> {
  const row = { id: newId(), ...(await checkedForm(ctx, form)), enabledMark: 1 }
  await repo.insertType(ctx.db, row)
  return row
}

export async function updateType(ctx: AppContext, id: string, form: TypeForm): Promise<DictionaryTypeTable> {
  const t = await findType(ctx, id)
  const patch = await checkedForm(ctx, form, t)
  // entries of a tree dictionary may hang under each other; a flat one would silently lose that shape
  if (patch.isTree !== Number(t.isTree) && (await repo.dataCount(ctx.db, id)) > 0) throw new BadRequest('字典已有字典值，不能修改是否树形')
  await repo.updateType(ctx.db, id, { ...patch, parentId: patch.parentId ?? '-1', description: patch.description ?? '' })
  return { ...t, ...patch }
}

export async function deleteType(ctx: AppContext, id: string): Promise<DictionaryTypeTable> {
  return ctx.db.transaction().execute(async (trx) => {
    const t = await findType({ ...ctx, db: trx }, id)
    if ((await repo.childTypeCount(trx, id)) > 0) throw new BadRequest('该分类下有子分类，不能删除')
    if ((await repo.dataCount(trx, id)) > 0) throw new BadRequest('字典类型下面有字典值禁止删除')
    await repo.deleteType(trx, id)
    return t
  })
}
