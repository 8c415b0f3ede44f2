// Dictionary entries (字典值) of one type: the console's list (a tree for tree dictionaries), its parent picker, the
// entry form and the enable switch. Top-level entries have parentId '0'; an enCode is unique within its type.
import type { AppContext } from '../../context'
import type { DictionaryDataTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { cleanCode, cleanName, cleanText } from './common'
import { dictionaryAdminRepository as repo } from './dictionary-repository'
import { findType, isRoot } from './dictionary-type-service'
import { nest, subtreeIds, withAncestors } from './tree'

const TOP = '0'

export interface EntryForm {
  dictionaryTypeId?: string; parentId?: string; fullName?: string; enCode?: string; sortCode?: number; enabledMark?: number; description?: string
}

const view = (r: DictionaryDataTable) => ({
  id: r.id, parentId: r.parentId, fullName: r.fullName, enCode: r.enCode, enabledMark: Number(r.enabledMark),
  sortCode: Number(r.sortCode), description: r.description ?? ''
})

/** GET /DictionaryData/{typeId}: the folders of the type tree have no entries */
export async function listEntries(ctx: AppContext, typeId: string, keyword: string) {
  if (isRoot(typeId)) return []
  const type = await findType(ctx, typeId)
  const all = await repo.data(ctx.db, type.id)
  const k = keyword.toLowerCase()
  const matches = k ? all.filter((r) => r.fullName.toLowerCase().includes(k) || r.enCode.toLowerCase().includes(k)) : all
  if (Number(type.isTree) !== 1) return matches.map(view)
  return nest(withAncestors(all, (r) => r.parentId, matches).map(view), (v) => v.parentId)
}

/** the parent picker: the type itself as the top node ('0'), and for tree types its entries minus `exceptId`'s subtree */
export async function entryParentSelector(ctx: AppContext, typeId: string, exceptId: string) {
  const type = await findType(ctx, typeId)
  let rows: DictionaryDataTable[] = []
  if (Number(type.isTree) === 1) {
    const all = await repo.data(ctx.db, type.id)
    const hidden = exceptId && exceptId !== TOP ? subtreeIds(all, (r) => r.parentId, exceptId) : new Set<string>()
    rows = all.filter((r) => !hidden.has(r.id))
  }
  const children = nest(rows.map((r) => ({ id: r.id, parentId: r.parentId, fullName: r.fullName, enCode: r.enCode })), (v) => v.parentId)
  return [{ id: TOP, parentId: '-1', fullName: type.fullName, enCode: type.enCode, icon: 'fa fa-tags', hasChildren: children.length > 0, children }]
}

export async function findEntry(ctx: AppContext, id: string): Promise<DictionaryDataTable> {
  const e = await repo.entry(ctx.db, id)
  if (!e) throw new BadRequest('字典值不存在')
  return e
}

export async function entryInfo(ctx: AppContext, id: string) {
  const e = await findEntry(ctx, id)
  return { ...view(e), dictionaryTypeId: e.typeId }
}

async function checkedEntry(ctx: AppContext, typeId: string, form: EntryForm, self?: DictionaryDataTable) {
  const type = await findType(ctx, typeId)
  const fullName = cleanName(form.fullName, '字典名称')
  const enCode = cleanCode(form.enCode, '字典编码')
  const parentId = String(form.parentId ?? TOP).trim() || TOP
  if (parentId !== TOP) {
    if (Number(type.isTree) !== 1) throw new BadRequest('该字典不是树形，字典值不能有上级')
    const all = await repo.data(ctx.db, type.id)
    if (!all.some((r) => r.id === parentId)) throw new BadRequest('上级字典值不存在')
    if (self && subtreeIds(all, (r) => r.parentId, self.id).has(parentId)) throw new BadRequest('上级不能是自己或自己的下级')
  }
  const exceptId = self?.id ?? ''
  if (await repo.codeTaken(ctx.db, type.id, enCode, exceptId)) throw new BadRequest('字典编码不能重复')
  if (await repo.nameTakenAmongSiblings(ctx.db, type.id, parentId, fullName, exceptId)) throw new BadRequest('字典名称不能重复')
  return {
    type, patch: {
      parentId, fullName, enCode, sortCode: Number(form.sortCode ?? 0), enabledMark: Number(form.enabledMark ?? 1) === 0 ? 0 : 1,
      description: cleanText(form.description)
    }
  }
}

export async function createEntry(ctx: AppContext, form: EntryForm): Promise<DictionaryDataTable> {
  const typeId = String(form.dictionaryTypeId ?? '').trim()
  if (!typeId || isRoot(typeId)) throw new BadRequest('请先选择字典分类')
  // the uniqueness check and the insert in one transaction, so two equal codes cannot both pass
  return ctx.db.transaction().execute(async (trx) => {
    const { type, patch } = await checkedEntry({ ...ctx, db: trx }, typeId, form)
    const row: DictionaryDataTable = { id: newId(), typeId: type.id, ...patch }
    await repo.insertEntry(trx, row)
    return row
  })
}

export async function updateEntry(ctx: AppContext, id: string, form: EntryForm): Promise<DictionaryDataTable> {
  return ctx.db.transaction().execute(async (trx) => {
    const e = await findEntry({ ...ctx, db: trx }, id)
    if (form.dictionaryTypeId && form.dictionaryTypeId !== e.typeId) throw new BadRequest('字典值不能移到其他分类')
    const { patch } = await checkedEntry({ ...ctx, db: trx }, e.typeId, form, e)
    await repo.updateEntry(trx, id, patch)
    return { ...e, ...patch }
  })
}

export async function deleteEntry(ctx: AppContext, id: string): Promise<DictionaryDataTable> {
  return ctx.db.transaction().execute(async (trx) => {
    const e = await findEntry({ ...ctx, db: trx }, id)
    if ((await repo.childCount(trx, id)) > 0) throw new BadRequest('该字典值下有子项，不能删除')
    await repo.deleteEntry(trx, id)
    return e
  })
}

/** the console's 启用/禁用 switch: flips enabledMark and answers the new state */
export async function toggleEntry(ctx: AppContext, id: string): Promise<DictionaryDataTable> {
  const e = await findEntry(ctx, id)
  const enabledMark = Number(e.enabledMark) === 1 ? 0 : 1
  await repo.updateEntry(ctx.db, id, { enabledMark })
  return { ...e, enabledMark }
}
