// 岗位管理: positions of the organisations, listed page by page for the console, and their forms. Writes change the
// whole group's structure (administrators only); a position with holders cannot leave its organisation or go.
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { page } from '../../lib/envelope'
import { newId } from '../../lib/tokens'
import { requireWholeGroup, type AdminScope } from '../admin'
import { orgIdPath, orgPathName, orgSubtree } from '../organize/org-paths'
import * as check from './checks'
import { orgView, reachableOrg } from './org-scope'
import type { Written } from './org-write-service'
import { orgAdminRepository, type PositionRow } from './repository'
import { relationRepository, STRUCTURE_LOCK } from './relation-repository'

export interface PositionQuery { organizeId?: string; keyword?: string; type?: string; enabledMark?: number; currentPage?: number; pageSize?: number }
export interface PositionInput { organizeId?: string | null; fullName?: string | null; enCode?: string | null; type?: string | null; enabledMark?: number | null; description?: string | null; sortCode?: number | null }

const TYPES = 'PositionType'

/** GET /Position: by organisation (with everything below it), keyword (name or code), type and state */
export async function listPositions(ctx: AppContext, scope: AdminScope, q: PositionQuery) {
  const v = await orgView(ctx, scope)
  let organizeIds: string[] | null = v.reach ? [...v.reach] : null
  const under = (q.organizeId ?? '').trim()
  if (under && under !== '0') {
    reachableOrg(v, under)
    organizeIds = [...orgSubtree(v.orgs, under)].filter((id) => !v.reach || v.reach.has(id))
  }
  const types = await orgAdminRepository.dictionaryItems(ctx.db, TYPES)
  // the search form sends the dictionary item's id, positions store its enCode (the form's choice)
  const typeFilter = (q.type ?? '').trim()
  const type = types.find((t) => t.id === typeFilter)?.enCode ?? typeFilter
  const currentPage = q.currentPage ?? 1
  const pageSize = q.pageSize ?? 20
  const { rows, total } = await orgAdminRepository.pagePositions(ctx.db,
    { organizeIds, keyword: (q.keyword ?? '').trim(), type, enabledMark: q.enabledMark ?? null }, (currentPage - 1) * pageSize, pageSize)
  const list = rows.map((p) => ({
    id: p.id, fullName: p.fullName, enCode: p.enCode, type: types.find((t) => t.enCode === p.type)?.fullName ?? p.type ?? '',
    organizeId: p.organizeId, department: orgPathName(v.orgs, p.organizeId), description: p.description ?? '',
    enabledMark: Number(p.enabledMark ?? 1), sortCode: Number(p.sortCode), creatorTime: p.createdAt ?? null
  }))
  return page(list, currentPage, pageSize, total)
}

export async function reachablePosition(ctx: AppContext, scope: AdminScope, id: string): Promise<{ p: PositionRow; orgPath: string[]; orgName: string }> {
  const p = await orgAdminRepository.findPosition(ctx.db, id)
  const v = await orgView(ctx, scope)
  if (!p || (v.reach && !v.reach.has(p.organizeId))) throw new BadRequest('岗位不存在或不在您管理的范围内')
  return { p, orgPath: orgIdPath(v.orgs, p.organizeId), orgName: orgPathName(v.orgs, p.organizeId) }
}

export async function positionInfo(ctx: AppContext, scope: AdminScope, id: string) {
  const { p, orgPath } = await reachablePosition(ctx, scope, id)
  return {
    id: p.id, organizeId: p.organizeId, fullName: p.fullName, enCode: p.enCode, type: p.type ?? '', enabledMark: Number(p.enabledMark ?? 1),
    description: p.description ?? '', sortCode: Number(p.sortCode), organizeIdTree: orgPath, creatorTime: p.createdAt ?? null
  }
}

async function fields(ctx: AppContext, input: PositionInput) {
  const organizeId = (input.organizeId ?? '').trim()
  if (!organizeId) throw new BadRequest('请选择所属组织')
  return {
    organizeId, fullName: check.name(input.fullName, '岗位名称'), enCode: check.code(input.enCode, '岗位编码'),
    type: check.dictionaryValue(input.type, await orgAdminRepository.dictionaryItems(ctx.db, TYPES), '岗位类型', 'enCode'),
    enabledMark: check.enabledMark(input.enabledMark), description: check.description(input.description), sortCode: check.sortCode(input.sortCode)
  }
}

type Fields = Awaited<ReturnType<typeof fields>>

async function checkRow(db: AppContext['db'], f: Fields, selfId: string): Promise<string> {
  const org = await orgAdminRepository.findOrganize(db, f.organizeId)
  if (!org) throw new BadRequest('所属组织不存在')
  const coded = await orgAdminRepository.positionWithCode(db, f.enCode, selfId)
  if (coded) throw new BadRequest(`岗位编码「${f.enCode}」已被岗位「${coded.fullName}」使用`)
  if (await orgAdminRepository.positionNamed(db, f.organizeId, f.fullName, selfId)) throw new BadRequest(`「${org.fullName}」下已有岗位「${f.fullName}」`)
  return org.fullName
}

export async function createPosition(ctx: AppContext, scope: AdminScope, input: PositionInput): Promise<Written> {
  requireWholeGroup(scope)
  const f = await fields(ctx, input)
  return ctx.db.transaction().execute(async (trx) => {
    await relationRepository.lock(trx, ctx.dialect, STRUCTURE_LOCK)
    const orgName = await checkRow(trx, f, '')
    const id = newId()
    const now = ctx.clock.now()
    await orgAdminRepository.insertPosition(trx, { id, ...f, createdAt: now, updatedAt: now })
    return { id, abstracts: `新建岗位「${f.fullName}」(${f.enCode})，所属 ${orgName}` }
  })
}

export async function updatePosition(ctx: AppContext, scope: AdminScope, id: string, input: PositionInput): Promise<Written> {
  requireWholeGroup(scope)
  const f = await fields(ctx, input)
  return ctx.db.transaction().execute(async (trx) => {
    await relationRepository.lock(trx, ctx.dialect, STRUCTURE_LOCK)
    const current = await orgAdminRepository.findPosition(trx, id)
    if (!current) throw new BadRequest('岗位不存在')
    await checkRow(trx, f, id)
    // holders belong to the position's organisation; moving it would leave them holding a post elsewhere
    if (f.organizeId !== current.organizeId && (await relationRepository.positionHolders(trx, id)).length) {
      throw new BadRequest('该岗位已有成员，不能更改所属组织；请先移出岗位成员')
    }
    await orgAdminRepository.updatePosition(trx, id, { ...f, updatedAt: ctx.clock.now() })
    return { id, abstracts: `修改岗位「${f.fullName}」(${f.enCode})` }
  })
}

export async function deletePosition(ctx: AppContext, scope: AdminScope, id: string): Promise<Written> {
  requireWholeGroup(scope)
  return ctx.db.transaction().execute(async (trx) => {
    await relationRepository.lock(trx, ctx.dialect, STRUCTURE_LOCK)
    const current = await orgAdminRepository.findPosition(trx, id)
    if (!current) throw new BadRequest('岗位不存在')
    const holders = await relationRepository.positionHolders(trx, id)
    if (holders.length) {
      throw new BadRequest(`岗位「${current.fullName}」还有成员${holders.length}名（${check.listNames(holders.map((u) => u.realName), '人')}），请先移出后再删除`)
    }
    await orgAdminRepository.deletePosition(trx, id)
    return { id, abstracts: `删除岗位「${current.fullName}」(${current.enCode})` }
  })
}
