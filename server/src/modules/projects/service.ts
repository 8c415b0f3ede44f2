// The projects and contract sections a user works in. Administrators see every project; everybody else
// only the ones they are members of.
import type { ContractVO, ProjectVO } from '@shared/api/oauth'
import type { AppContext } from '../../context'
import type { ContractTable, ProjectTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { userRepository, type UserRow } from '../users/repository'
import { storedAlignment } from './alignment'
import { projectRepository } from './repository'

const isAdmin = (u: UserRow) => Number(u.isAdministrator) === 1

// the chainage line rides along with the project the app already loads: site photos stamp the chainage from it
function projectVO(p: ProjectTable): ProjectVO {
  const alignment = storedAlignment(p.alignment)
  return {
    id: p.id, enCode: p.enCode, fullName: p.fullName, organizeId: p.organizeId, address: p.address, shortName: p.shortName,
    ...(alignment ? { alignment } : {})
  }
}

function contractVO(c: ContractTable): ContractVO {
  const alignment = storedAlignment(c.alignment)
  return {
    id: c.id, projectId: c.projectId, enCode: c.enCode, fullName: c.fullName, kind: c.kind as ContractVO['kind'], contractor: c.contractor,
    mileage: c.mileage, ...(alignment ? { alignment } : {})
  }
}

export async function userProjectIds(ctx: AppContext, user: UserRow): Promise<string[]> {
  if (isAdmin(user)) return (await projectRepository.all(ctx.db)).map((p) => p.id)
  return userRepository.relationIds(ctx.db, user.id, 'Project')
}

export async function listUserProjects(ctx: AppContext, user: UserRow): Promise<ProjectVO[]> {
  if (isAdmin(user)) return (await projectRepository.all(ctx.db)).map(projectVO)
  const ids = await userRepository.relationIds(ctx.db, user.id, 'Project')
  const rows = await projectRepository.byIds(ctx.db, ids)
  // the member's first project is their default, so keep membership order
  return ids.map((id) => rows.find((p) => p.id === id)).filter((p): p is ProjectTable => Boolean(p)).map(projectVO)
}

export async function listUserContracts(ctx: AppContext, user: UserRow, projectId: string): Promise<ContractVO[]> {
  const project = await projectRepository.findById(ctx.db, projectId)
  const memberOf = await userProjectIds(ctx, user)
  if (!project || !memberOf.includes(projectId)) throw new BadRequest('您不是该项目的成员，无法查看其合同段')
  const contracts = await projectRepository.contractsOfProject(ctx.db, projectId)
  if (isAdmin(user)) return contracts.map(contractVO)
  const mine = await userRepository.relationIds(ctx.db, user.id, 'Contract')
  return mine.map((id) => contracts.find((c) => c.id === id)).filter((c): c is ContractTable => Boolean(c)).map(contractVO)
}
