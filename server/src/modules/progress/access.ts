// Who may see and do what in progress and metering. Data follows contract-section membership (a project's
// members see only the sections they belong to; administrators see all). Acts follow the catalogue's roles by
// their codes, so a group's own copy of a role with the same code grants the same, and a disabled role grants
// nothing: the section's foremen, managers and chief engineers fill; supervisors, managers and the owner's managers
// approve daily reports and countersign metering.
import { sql } from 'kysely'
import type { AppContext } from '../../context'
import type { ContractTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { projectRepository } from '../projects'

export const NO_SECTION = '合同段不存在或您无权访问'

const isAdmin = (u: UserTable) => Number(u.isAdministrator) === 1

export const FILLERS = ['sectionForeman', 'projectManager', 'chiefEngineer']
// the section's own staff draw up meterings: its foremen measure what was built, its managers sign for the section
export const METERERS = ['sectionForeman', 'projectManager', 'chiefEngineer']

async function relationIds(ctx: AppContext, userId: string, type: 'Project' | 'Contract'): Promise<string[]> {
  const rows = await ctx.db.selectFrom('baseUserRelation').select('objectId').where('userId', '=', userId).where('objectType', '=', type).execute()
  return rows.map((r) => r.objectId)
}

/** the contract section when the user belongs to it (one refusal whether it is missing or someone else's) */
export async function sectionFor(ctx: AppContext, user: UserTable, contractId: unknown): Promise<ContractTable> {
  if (typeof contractId !== 'string' || contractId === '') throw new BadRequest('请选择合同段')
  const [contract] = await projectRepository.contractsByIds(ctx.db, [contractId])
  if (!contract) throw new BadRequest(NO_SECTION)
  if (isAdmin(user)) return contract
  const [projects, contracts] = await Promise.all([relationIds(ctx, user.id, 'Project'), relationIds(ctx, user.id, 'Contract')])
  if (!projects.includes(contract.projectId) || !contracts.includes(contract.id)) throw new BadRequest(NO_SECTION)
  return contract
}

/** the sections of a project the user belongs to (all of them for administrators) */
export async function sectionsOfProject(ctx: AppContext, user: UserTable, projectId: unknown): Promise<ContractTable[]> {
  if (typeof projectId !== 'string' || projectId === '') throw new BadRequest('请选择项目')
  const all = await projectRepository.contractsOfProject(ctx.db, projectId)
  if (isAdmin(user)) return all
  const [projects, contracts] = await Promise.all([relationIds(ctx, user.id, 'Project'), relationIds(ctx, user.id, 'Contract')])
  if (!projects.includes(projectId)) throw new BadRequest('您不是该项目的成员，无法查看其数据')
  return all.filter((c) => contracts.includes(c.id))
}

export async function holdsRole(ctx: AppContext, user: UserTable, codes: string[]): Promise<boolean> {
  if (isAdmin(user)) return true
  const { rows } = await sql<{ n: unknown }>`select count(*) as n from base_user_relation r join base_role o on o.id = r.object_id
    where r.user_id = ${user.id} and r.object_type = 'Role' and o.en_code in (${sql.join(codes)})
    and coalesce(o.enabled_mark, 1) = 1`.execute(ctx.db)
  return Number(rows[0]?.n ?? 0) > 0
}

export async function requireRole(ctx: AppContext, user: UserTable, codes: string[], what: string): Promise<void> {
  if (!(await holdsRole(ctx, user, codes))) throw new BadRequest(`您没有${what}的权限`)
}
