// Project and section membership that follows from where a user sits in the organisation tree. A project is bound to
// its project company (project.organizeId) and a contract section to its contractor's organisation
// (contract.contractorOrganizeId). Placing a user in (or under) a section's organisation makes them a member of
// that section and its project; placing them in the project company itself (outside any section) makes them a
// member of the project and of its owner section(s). More sections are granted explicitly (Project/{id}/Members).
// It only ever adds: taking someone out of a project is an explicit act, never a side effect of an edit.
import type { AppContext } from '../../context'
import type { Db } from '../../db/database'
import { organizeRepository } from '../organize/repository'
import { projectRepository } from '../projects/repository'
import { adminProjectRepository } from './repository'

export interface DerivedMembership { projectIds: string[]; contractIds: string[] }

export async function membershipOfOrganizes(db: Db, organizeIds: string[]): Promise<DerivedMembership> {
  if (organizeIds.length === 0) return { projectIds: [], contractIds: [] }
  const [orgs, projects, contracts] = await Promise.all([
    organizeRepository.allOrganizes(db), projectRepository.all(db), adminProjectRepository.allContracts(db)
  ])
  const paths = organizeIds.map((id) => orgs.find((o) => o.id === id)?.organizeIdTree.split(',').filter(Boolean) ?? [])
  const projectIds = new Set<string>()
  const contractIds = new Set<string>()
  for (const path of paths) {
    const projectOf = (orgId: string) => projects.find((p) => p.organizeId === orgId)
    const section = contracts.find((c) => path.includes(c.contractorOrganizeId) && projectOf(c.contractorOrganizeId)?.id !== c.projectId)
    if (section) {
      projectIds.add(section.projectId)
      contractIds.add(section.id)
      continue
    }
    const project = projects.find((p) => path.includes(p.organizeId))
    if (!project) continue
    projectIds.add(project.id)
    for (const c of contracts) if (c.projectId === project.id && c.contractorOrganizeId === project.organizeId) contractIds.add(c.id)
  }
  return { projectIds: [...projectIds], contractIds: [...contractIds] }
}

/** adds the memberships that follow from these organisations (call it after saving a user's organisations) */
export async function addMembershipFromOrganizes(ctx: AppContext | { db: Db }, userId: string, organizeIds: string[]): Promise<DerivedMembership> {
  const derived = await membershipOfOrganizes(ctx.db, organizeIds)
  await adminProjectRepository.addRelations(ctx.db, userId, 'Project', derived.projectIds)
  await adminProjectRepository.addRelations(ctx.db, userId, 'Contract', derived.contractIds)
  return derived
}
