// Who proposes custom problems and who reviews them. Reviewers (the project's safety officers, the safety director and
// the project manager) see every proposal of their projects and approve or reject the pending ones; proposers (the
// section foremen and supervision engineers, and the reviewers themselves) see their own.
import type { ProblemProposalTable, UserTable } from '../../db/schema'
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { holds, memberOf, type Member } from '../tasks'
import { proposalRepository } from './repository'

export const REVIEWERS = ['safetyOfficer', 'safetyDirector', 'projectManager']
export const PROPOSERS = [...REVIEWERS, 'sectionForeman', 'supervisionEngineer']
export const NO_PROPOSAL = '自定义问题不存在或您无权访问'

export const mayReview = (m: Member) => holds(m, REVIEWERS)
export const mayPropose = (m: Member) => holds(m, PROPOSERS)

/** the member may read the proposal: its proposer, or a reviewer of its project */
export function mayReadIt(m: Member, p: ProblemProposalTable): boolean {
  if (m.admin) return true
  if (!m.projects.includes(p.projectId)) return false
  return p.proposerUserId === m.user.id || mayReview(m)
}

export async function readable(ctx: AppContext, m: Member, id: string): Promise<ProblemProposalTable> {
  const p = await proposalRepository.find(ctx.db, id)
  if (!p || !mayReadIt(m, p)) throw new BadRequest(NO_PROPOSAL)
  return p
}

/** for the file store: whoever may read the proposal reads its photos */
export async function mayReadProposal(ctx: AppContext, user: UserTable, id: string): Promise<boolean> {
  const p = await proposalRepository.find(ctx.db, id)
  return p !== undefined && mayReadIt(await memberOf(ctx, user), p)
}
