// Contract sections of a project (construction, supervision, laboratory, owner): each bound to its contractor's
// organisation, created under the project company when the form names a new contractor.
import type { AlignmentPoint } from '@shared/api/oauth'
import type { AppContext } from '../../context'
import type { ContractTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import type { AdminScope } from '../admin'
import { orgMap, orgSubtree } from '../organize/org-paths'
import { organizeRepository } from '../organize/repository'
import { checkAlignment, projectRepository } from '../projects'
import { projectInScope } from './project-service'
import { adminOrganizeWrites, adminProjectRepository } from './repository'
import { checkKind, checkMileage, required } from './validate'
import { contractView } from './views'

export interface ContractInput {
  enCode?: string; fullName?: string; kind?: string; contractor?: string; contractorOrganizeId?: string; mileage?: string
  amount?: number; description?: string; enabledMark?: number; sortCode?: number
  /** a chainage line of the section's own; null or [] clears it (the project's applies), absent keeps it */
  alignment?: AlignmentPoint[] | null
}

export async function contractInScope(ctx: AppContext, scope: AdminScope, id: string): Promise<ContractTable> {
  const c = await adminProjectRepository.findContract(ctx.db, id)
  if (!c || (!scope.all && !scope.projectIds.includes(c.projectId))) throw new BadRequest('合同段不存在或不在您管理的范围内')
  return c
}

export async function listContracts(ctx: AppContext, scope: AdminScope, projectId: string, keyword?: string) {
  await projectInScope(ctx, scope, projectId)
  const k = (keyword ?? '').trim()
  const rows = (await projectRepository.contractsOfProject(ctx.db, projectId))
    .filter((c) => !k || c.fullName.includes(k) || c.enCode.includes(k) || c.contractor.includes(k))
  const orgs = orgMap(await organizeRepository.allOrganizes(ctx.db))
  const members = await adminProjectRepository.memberIds(ctx.db, 'Contract', rows.map((c) => c.id))
  return rows.map((c) => contractView(c, orgs, members.filter((m) => m.objectId === c.id).length))
}

export async function contractInfo(ctx: AppContext, scope: AdminScope, id: string) {
  const c = await contractInScope(ctx, scope, id)
  const orgs = orgMap(await organizeRepository.allOrganizes(ctx.db))
  return contractView(c, orgs, await adminProjectRepository.countMembers(ctx.db, 'Contract', id))
}

function checkAmount(amount: number | undefined): void {
  if (amount !== undefined && !(amount >= 0 && amount <= 1e9)) throw new BadRequest('合同金额应为不小于 0 的万元数')
}

async function uniqueCode(ctx: AppContext, projectId: string, enCode: string, selfId?: string): Promise<void> {
  const clash = (await projectRepository.contractsOfProject(ctx.db, projectId)).find((c) => c.enCode === enCode && c.id !== selfId)
  if (clash) throw new BadRequest(`本项目已有合同段 ${enCode}`)
}

/** the contractor's organisation: an existing one inside the project company, or a new company under it */
async function contractorOrganisation(ctx: AppContext, projectOrgId: string, input: ContractInput, kind: string, enCode: string): Promise<string> {
  const orgs = orgMap(await organizeRepository.allOrganizes(ctx.db))
  if (input.contractorOrganizeId) {
    if (!orgSubtree(orgs, projectOrgId).has(input.contractorOrganizeId)) throw new BadRequest('承包单位组织必须在本项目公司之下')
    return input.contractorOrganizeId
  }
  if (kind === 'owner') return projectOrgId
  const parent = orgs.get(projectOrgId)
  if (!parent) throw new BadRequest('项目公司（组织）不存在，请先在项目中指定')
  const id = newId()
  await adminOrganizeWrites.insertCompany(ctx.db, {
    id, parentId: parent.id, enCode: `${parent.enCode}-${enCode}`, fullName: required(input.contractor, '承包单位'),
    parentTree: parent.organizeIdTree, now: ctx.clock.now()
  })
  return id
}

export async function createContract(ctx: AppContext, scope: AdminScope, projectId: string, input: ContractInput): Promise<string> {
  const project = await projectInScope(ctx, scope, projectId)
  const enCode = required(input.enCode, '合同段编号')
  const fullName = required(input.fullName, '合同段名称')
  const kind = required(input.kind, '合同段类型')
  checkKind(kind)
  const mileage = checkMileage(input.mileage)
  checkAmount(input.amount)
  const alignment = checkAlignment(input.alignment)
  if (kind !== 'owner') required(input.contractor, '承包单位')
  await uniqueCode(ctx, projectId, enCode)
  const id = newId()
  await ctx.db.transaction().execute(async (trx) => {
    const t = { ...ctx, db: trx }
    const contractorOrganizeId = await contractorOrganisation(t, project.organizeId, input, kind, enCode)
    await adminProjectRepository.insertContract(trx, {
      id, projectId, enCode, fullName, kind, contractor: (input.contractor ?? '').trim(), contractorOrganizeId, mileage,
      amount: input.amount ?? 0, sortCode: input.sortCode ?? 0, description: input.description ?? '', enabledMark: input.enabledMark ?? 1,
      alignment
    })
  })
  return id
}

export async function updateContract(ctx: AppContext, scope: AdminScope, id: string, input: ContractInput): Promise<ContractTable> {
  const c = await contractInScope(ctx, scope, id)
  const enCode = required(input.enCode ?? c.enCode, '合同段编号')
  const fullName = required(input.fullName ?? c.fullName, '合同段名称')
  const kind = input.kind ?? c.kind
  checkKind(kind)
  const mileage = input.mileage === undefined ? c.mileage : checkMileage(input.mileage)
  checkAmount(input.amount)
  const alignment = input.alignment === undefined ? c.alignment ?? null : checkAlignment(input.alignment)
  await uniqueCode(ctx, c.projectId, enCode, id)
  await adminProjectRepository.updateContract(ctx.db, id, {
    enCode, fullName, kind, contractor: input.contractor ?? c.contractor, mileage, amount: input.amount ?? c.amount,
    description: input.description ?? c.description, enabledMark: input.enabledMark ?? c.enabledMark, sortCode: input.sortCode ?? c.sortCode,
    alignment
  })
  return c
}

export async function deleteContract(ctx: AppContext, scope: AdminScope, id: string): Promise<ContractTable> {
  const c = await contractInScope(ctx, scope, id)
  const members = await adminProjectRepository.countMembers(ctx.db, 'Contract', id)
  if (members) throw new BadRequest(`合同段还有 ${members} 名成员，请先移出成员`)
  const records = await adminProjectRepository.countRecords(ctx.db, 'contractId', id)
  if (records) throw new BadRequest(`合同段已有 ${records} 条业务记录或流程，不能删除，可将其停用`)
  await adminProjectRepository.deleteContract(ctx.db, id)
  return c
}
