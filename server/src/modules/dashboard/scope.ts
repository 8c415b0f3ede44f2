// What a card covers: the project in use, and either every section of it the caller belongs to or the one section
// asked for. One refusal for a project that is missing or not the caller's, another for a section outside it.
import type { AppContext } from '../../context'
import type { ContractTable, ProjectTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { sectionsOfProject } from '../progress'
import { projectRepository } from '../projects'

export interface CardQuery { projectId: string; contractId?: string }

export interface CardScope {
  project: ProjectTable
  /** the sections shown: the caller's of the project, or the one asked for */
  sections: ContractTable[]
  /** one section asked for */
  contractId?: string
}

export async function cardScope(ctx: AppContext, user: UserTable, q: CardQuery): Promise<CardScope> {
  const sections = await sectionsOfProject(ctx, user, q.projectId)
  const project = await projectRepository.findById(ctx.db, q.projectId)
  if (!project) throw new BadRequest('您不是该项目的成员，无法查看其数据')
  if (!q.contractId) return { project, sections }
  const one = sections.find((c) => c.id === q.contractId)
  if (!one) throw new BadRequest('您不属于该合同段，无法查看其数据')
  return { project, sections: [one], contractId: one.id }
}

export const construction = (s: CardScope) => s.sections.filter((c) => c.kind === 'construction')
