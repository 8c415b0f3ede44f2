// Projects: list, read, create (with its project company in the organisation tree), change and delete (only an empty
// project). Creating and deleting projects is a group decision; a project administrator may edit their own.
import type { AlignmentPoint } from '@shared/api/oauth'
import type { AppContext } from '../../context'
import type { ProjectTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { requireWholeGroup, type AdminScope } from '../admin'
import { orgMap } from '../organize/org-paths'
import { organizeRepository } from '../organize/repository'
import { checkAlignment, projectRepository } from '../projects'
import { adminOrganizeWrites, adminProjectRepository } from './repository'
import { checkDates, required } from './validate'
import { projectView } from './views'

export interface ProjectInput {
  enCode?: string; fullName?: string; shortName?: string; organizeId?: string; parentOrganizeId?: string; areaIds?: string[]
  address?: string; startDate?: string; endDate?: string; lengthKm?: number; investment?: number; description?: string
  enabledMark?: number; sortCode?: number
  /** the chainage line; null or [] clears it, absent keeps it */
  alignment?: AlignmentPoint[] | null
}
export interface Paging { keyword?: string; currentPage?: number; pageSize?: number }

const NOT_FOUND = '项目不存在或不在您管理的范围内'

export async function projectInScope(ctx: AppContext, scope: AdminScope, id: string): Promise<ProjectTable> {
  const p = await projectRepository.findById(ctx.db, id)
  if (!p || (!scope.all && !scope.projectIds.includes(id))) throw new BadRequest(NOT_FOUND)
  return p
}

async function views(ctx: AppContext, rows: ProjectTable[]) {
  const orgs = orgMap(await organizeRepository.allOrganizes(ctx.db))
  const ids = rows.map((p) => p.id)
  const [contracts, members] = await Promise.all([
    adminProjectRepository.allContracts(ctx.db), adminProjectRepository.memberIds(ctx.db, 'Project', ids)
  ])
  return rows.map((p) => projectView(p, orgs, {
    contracts: contracts.filter((c) => c.projectId === p.id).length, members: members.filter((m) => m.objectId === p.id).length
  }))
}

export async function listProjects(ctx: AppContext, scope: AdminScope, q: Paging) {
  const k = (q.keyword ?? '').trim()
  const rows = (await projectRepository.all(ctx.db))
    .filter((p) => scope.all || scope.projectIds.includes(p.id))
    .filter((p) => !k || p.fullName.includes(k) || p.enCode.includes(k) || p.shortName.includes(k))
  const currentPage = q.currentPage ?? 1
  const pageSize = q.pageSize ?? 20
  const list = await views(ctx, rows.slice((currentPage - 1) * pageSize, currentPage * pageSize))
  return { list, pagination: { currentPage, pageSize, total: rows.length } }
}

export async function projectInfo(ctx: AppContext, scope: AdminScope, id: string) {
  return (await views(ctx, [await projectInScope(ctx, scope, id)]))[0]
}

function checkNumbers(input: ProjectInput): void {
  if (input.lengthKm !== undefined && !(input.lengthKm >= 0 && input.lengthKm <= 10000)) throw new BadRequest('路线长度应在 0～10000 公里之间')
  if (input.investment !== undefined && !(input.investment >= 0 && input.investment <= 1e9)) throw new BadRequest('总投资应为不小于 0 的万元数')
}

async function organisationFor(ctx: AppContext, input: ProjectInput, fullName: string, enCode: string, now: number): Promise<string> {
  const orgs = await organizeRepository.allOrganizes(ctx.db)
  if (input.organizeId) {
    if (!orgs.some((o) => o.id === input.organizeId)) throw new BadRequest('所选项目公司（组织）不存在')
    if ((await projectRepository.all(ctx.db)).some((p) => p.organizeId === input.organizeId)) throw new BadRequest('该组织已是另一个项目的项目公司')
    return input.organizeId
  }
  const parent = input.parentOrganizeId ? orgs.find((o) => o.id === input.parentOrganizeId) : orgs.find((o) => o.parentId === '-1')
  if (!parent) throw new BadRequest(input.parentOrganizeId ? '上级组织不存在' : '请先在组织管理中建立集团（顶级组织）')
  const id = newId()
  await adminOrganizeWrites.insertCompany(ctx.db, { id, parentId: parent.id, enCode, fullName, parentTree: parent.organizeIdTree, now })
  return id
}

export async function createProject(ctx: AppContext, scope: AdminScope, input: ProjectInput): Promise<string> {
  requireWholeGroup(scope)
  const enCode = required(input.enCode, '项目编码')
  const fullName = required(input.fullName, '项目名称')
  checkDates(input.startDate, input.endDate)
  checkNumbers(input)
  const alignment = checkAlignment(input.alignment)
  if (await adminProjectRepository.findProjectByCode(ctx.db, enCode)) throw new BadRequest(`项目编码 ${enCode} 已存在`)
  const id = newId()
  await ctx.db.transaction().execute(async (trx) => {
    const t = { ...ctx, db: trx }
    const organizeId = await organisationFor(t, input, fullName, enCode, ctx.clock.now())
    await adminProjectRepository.insertProject(trx, {
      id, enCode, fullName, shortName: (input.shortName ?? '').trim(), organizeId, areaIds: (input.areaIds ?? []).join(','),
      address: (input.address ?? '').trim(), startDate: input.startDate ?? '', endDate: input.endDate ?? '',
      lengthKm: input.lengthKm ?? 0, investment: input.investment ?? 0, sortCode: input.sortCode ?? 0,
      description: input.description ?? '', enabledMark: input.enabledMark ?? 1, alignment
    })
  })
  return id
}

export async function updateProject(ctx: AppContext, scope: AdminScope, id: string, input: ProjectInput): Promise<void> {
  const p = await projectInScope(ctx, scope, id)
  const enCode = required(input.enCode ?? p.enCode, '项目编码')
  const fullName = required(input.fullName ?? p.fullName, '项目名称')
  checkDates(input.startDate ?? p.startDate, input.endDate ?? p.endDate)
  checkNumbers(input)
  const alignment = input.alignment === undefined ? p.alignment ?? null : checkAlignment(input.alignment)
  const same = await adminProjectRepository.findProjectByCode(ctx.db, enCode)
  if (same && same.id !== id) throw new BadRequest(`项目编码 ${enCode} 已存在`)
  await adminProjectRepository.updateProject(ctx.db, id, {
    enCode, fullName, shortName: input.shortName ?? p.shortName, areaIds: input.areaIds ? input.areaIds.join(',') : p.areaIds,
    address: input.address ?? p.address, startDate: input.startDate ?? p.startDate, endDate: input.endDate ?? p.endDate,
    lengthKm: input.lengthKm ?? p.lengthKm, investment: input.investment ?? p.investment, description: input.description ?? p.description,
    enabledMark: input.enabledMark ?? p.enabledMark, sortCode: input.sortCode ?? p.sortCode, alignment
  })
}

export async function deleteProject(ctx: AppContext, scope: AdminScope, id: string): Promise<ProjectTable> {
  requireWholeGroup(scope)
  const p = await projectInScope(ctx, scope, id)
  const contracts = (await projectRepository.contractsOfProject(ctx.db, id)).length
  if (contracts) throw new BadRequest(`项目还有 ${contracts} 个合同段，请先删除合同段`)
  const members = await adminProjectRepository.countMembers(ctx.db, 'Project', id)
  if (members) throw new BadRequest(`项目还有 ${members} 名成员，请先移出成员`)
  const records = await adminProjectRepository.countRecords(ctx.db, 'projectId', id)
  if (records) throw new BadRequest(`项目已有 ${records} 条业务记录或流程，不能删除，可将其停用`)
  await adminProjectRepository.deleteProject(ctx.db, id)
  return p
}
