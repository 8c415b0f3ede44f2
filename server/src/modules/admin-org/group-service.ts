// 分组管理: working groups that cut across organisations (committees, task forces). Listing is open to the area;
// writes are whole-group changes. Deleting a group removes its memberships with it, as JNPF does.
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { page } from '../../lib/envelope'
import { newId } from '../../lib/tokens'
import { requireWholeGroup, type AdminScope } from '../admin'
import * as check from './checks'
import type { Written } from './org-write-service'
import { orgAdminRepository, type GroupRow } from './repository'
import { relationRepository, STRUCTURE_LOCK } from './relation-repository'

export interface GroupQuery { keyword?: string; type?: string; enabledMark?: number; currentPage?: number; pageSize?: number }
export interface GroupInput { fullName?: string | null; enCode?: string | null; type?: string | null; enabledMark?: number | null; description?: string | null; sortCode?: number | null }

// JNPF's DictionaryDataEnum.PERMISSION_GROUP: the console's group form offers this dictionary and stores the item id
const TYPES = 'groupType'

export async function listGroups(ctx: AppContext, q: GroupQuery) {
  const types = await orgAdminRepository.dictionaryItems(ctx.db, TYPES)
  const currentPage = q.currentPage ?? 1
  const pageSize = q.pageSize ?? 20
  const { rows, total } = await orgAdminRepository.pageGroups(ctx.db,
    { keyword: (q.keyword ?? '').trim(), type: (q.type ?? '').trim(), enabledMark: q.enabledMark ?? null }, (currentPage - 1) * pageSize, pageSize)
  const list = rows.map((g) => ({
    id: g.id, fullName: g.fullName, enCode: g.enCode, type: types.find((t) => t.id === g.type)?.fullName ?? g.type ?? '',
    description: g.description ?? '', sortCode: Number(g.sortCode), creatorTime: g.createdAt ?? null, enabledMark: Number(g.enabledMark ?? 1)
  }))
  return page(list, currentPage, pageSize, total)
}

async function existing(db: AppContext['db'], id: string): Promise<GroupRow> {
  const g = await orgAdminRepository.findGroup(db, id)
  if (!g) throw new BadRequest('分组不存在')
  return g
}

export async function groupInfo(ctx: AppContext, id: string) {
  const g = await existing(ctx.db, id)
  return {
    id: g.id, fullName: g.fullName, enCode: g.enCode, type: g.type ?? '', description: g.description ?? '',
    sortCode: Number(g.sortCode), enabledMark: Number(g.enabledMark ?? 1), creatorTime: g.createdAt ?? null
  }
}

async function fields(ctx: AppContext, input: GroupInput) {
  return {
    fullName: check.name(input.fullName, '分组名称'), enCode: check.code(input.enCode, '分组编码'),
    type: check.dictionaryValue(input.type, await orgAdminRepository.dictionaryItems(ctx.db, TYPES), '分组类型', 'id'),
    enabledMark: check.enabledMark(input.enabledMark), description: check.description(input.description), sortCode: check.sortCode(input.sortCode)
  }
}

async function checkUnique(db: AppContext['db'], f: Awaited<ReturnType<typeof fields>>, selfId: string): Promise<void> {
  const coded = await orgAdminRepository.groupWithCode(db, f.enCode, selfId)
  if (coded) throw new BadRequest(`分组编码「${f.enCode}」已被分组「${coded.fullName}」使用`)
  if (await orgAdminRepository.groupNamed(db, f.fullName, selfId)) throw new BadRequest(`已有名为「${f.fullName}」的分组`)
}

export async function createGroup(ctx: AppContext, scope: AdminScope, input: GroupInput): Promise<Written> {
  requireWholeGroup(scope)
  const f = await fields(ctx, input)
  return ctx.db.transaction().execute(async (trx) => {
    await relationRepository.lock(trx, ctx.dialect, STRUCTURE_LOCK)
    await checkUnique(trx, f, '')
    const id = newId()
    const now = ctx.clock.now()
    await orgAdminRepository.insertGroup(trx, { id, ...f, createdAt: now, updatedAt: now })
    return { id, abstracts: `新建分组「${f.fullName}」(${f.enCode})` }
  })
}

export async function updateGroup(ctx: AppContext, scope: AdminScope, id: string, input: GroupInput): Promise<Written> {
  requireWholeGroup(scope)
  const f = await fields(ctx, input)
  return ctx.db.transaction().execute(async (trx) => {
    await relationRepository.lock(trx, ctx.dialect, STRUCTURE_LOCK)
    await existing(trx, id)
    await checkUnique(trx, f, id)
    await orgAdminRepository.updateGroup(trx, id, { ...f, updatedAt: ctx.clock.now() })
    return { id, abstracts: `修改分组「${f.fullName}」(${f.enCode})` }
  })
}

export async function deleteGroup(ctx: AppContext, scope: AdminScope, id: string): Promise<Written> {
  requireWholeGroup(scope)
  return ctx.db.transaction().execute(async (trx) => {
    await relationRepository.lock(trx, ctx.dialect, STRUCTURE_LOCK)
    const g = await existing(trx, id)
    const members = await relationRepository.removeAllMembers(trx, 'Group', id)
    await orgAdminRepository.deleteGroup(trx, id)
    return { id, abstracts: `删除分组「${g.fullName}」(${g.enCode})${members ? `，移除其成员关系${members}条` : ''}` }
  })
}
