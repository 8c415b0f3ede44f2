// Administrative areas (行政区划) as the console's lazy tree edits them. The top level hangs under '-1'; type is the
// level (1 province, 2 city, 3 district ...). A new area takes its code as id when that id is free, as the GB/T 2260
// rows do, so the areaIds projects store stay readable.
import type { AppContext } from '../../context'
import type { AreaTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { areaAdminRepository as repo, type AreaPatch } from './area-repository'
import { cleanCode, cleanName, cleanText } from './common'

const TOP = '-1'
const MAX_LEVEL = 6

export interface AreaForm { parentId?: string; fullName?: string; enCode?: string; sortCode?: number; enabledMark?: number; description?: string }

const view = (a: AreaTable, hasChildren: boolean) => ({
  id: a.id, parentId: a.parentId, fullName: a.fullName, enCode: a.enCode, type: Number(a.type), enabledMark: Number(a.enabledMark),
  sortCode: Number(a.sortCode), description: a.description ?? '', hasChildren, isLeaf: !hasChildren
})

/** GET /Area/{nodeId}: the children of a node ('-1' or '0' = the top level) matching the keyword */
export async function areaChildren(ctx: AppContext, nodeId: string, keyword: string) {
  const rows = await repo.children(ctx.db, nodeId === '0' ? TOP : nodeId, keyword)
  const parents = await repo.withChildren(ctx.db, rows.map((r) => r.id))
  return rows.map((r) => view(r, parents.has(r.id)))
}

export async function findArea(ctx: AppContext, id: string): Promise<AreaTable> {
  const a = await repo.find(ctx.db, id)
  if (!a) throw new BadRequest('区域不存在')
  return a
}

export async function areaInfo(ctx: AppContext, id: string) {
  const a = await findArea(ctx, id)
  const parent = a.parentId === TOP ? undefined : await repo.find(ctx.db, a.parentId)
  const hasChildren = (await repo.withChildren(ctx.db, [a.id])).has(a.id)
  return { ...view(a, hasChildren), parentName: parent?.fullName ?? '' }
}

/** the parent's level, refusing a parent that is the area itself or below it */
async function parentLevel(ctx: AppContext, parentId: string, selfId?: string): Promise<number> {
  if (parentId === TOP) return 0
  const parent = await repo.find(ctx.db, parentId)
  if (!parent) throw new BadRequest('上级区域不存在')
  for (let cur: AreaTable | undefined = parent, hops = 0; cur && hops < 50; cur = await repo.find(ctx.db, cur.parentId), hops++) {
    if (cur.id === selfId) throw new BadRequest('上级不能是自己或自己的下级')
    if (cur.parentId === TOP) break
  }
  return Number(parent.type)
}

async function checked(ctx: AppContext, form: AreaForm, self?: AreaTable): Promise<AreaPatch> {
  const fullName = cleanName(form.fullName, '区域名称')
  const enCode = cleanCode(form.enCode, '区域编码', 50, { re: /^\d+$/, msg: '只能输入数字' })
  const parentId = String(form.parentId ?? '').trim() || TOP
  const level = (await parentLevel(ctx, parentId === '0' ? TOP : parentId, self?.id)) + 1
  if (level > MAX_LEVEL) throw new BadRequest(`区域最多${MAX_LEVEL}级`)
  if (await repo.codeTaken(ctx.db, enCode, self?.id ?? '')) throw new BadRequest('区域编码不能重复')
  return {
    parentId: parentId === '0' ? TOP : parentId, enCode, fullName, type: level, enabledMark: Number(form.enabledMark ?? 1) === 0 ? 0 : 1,
    sortCode: Number(form.sortCode ?? 0), description: cleanText(form.description)
  }
}

export async function createArea(ctx: AppContext, form: AreaForm): Promise<AreaTable> {
  const patch = await checked(ctx, form)
  const id = (await repo.find(ctx.db, patch.enCode)) ? newId() : patch.enCode
  const row: AreaTable = { id, ...patch, description: patch.description ?? '' }
  await repo.insert(ctx.db, row)
  return row
}

export async function updateArea(ctx: AppContext, id: string, form: AreaForm): Promise<AreaTable> {
  const a = await findArea(ctx, id)
  const patch = await checked(ctx, form, a)
  // the levels below would no longer match their new depth
  if (patch.parentId !== a.parentId && (await repo.withChildren(ctx.db, [a.id])).has(a.id)) {
    throw new BadRequest('该区域下有子区域，不能调整上级')
  }
  await repo.update(ctx.db, id, patch)
  return { ...a, ...patch }
}

export async function deleteArea(ctx: AppContext, id: string): Promise<AreaTable> {
  const a = await findArea(ctx, id)
  if ((await repo.withChildren(ctx.db, [a.id])).has(a.id)) throw new BadRequest('删除失败，当前有子节点数据')
  const users = (await repo.projectsNaming(ctx.db, a.id)).filter((p) => p.areaIds.split(',').includes(a.id))
  if (users.length) throw new BadRequest(`区域正被项目「${users.map((p) => p.fullName).join('、')}」使用，不能删除`)
  await repo.delete(ctx.db, id)
  return a
}
