// Who may do what in attendance. Data follows contract-section membership (progress/access: a project's members
// see the sections they belong to, administrators all). The section's foremen, project managers and chief
// engineers keep its fences, shift rule and worker registry; they, the supervisors, safety officers and the owner's
// managers see everyone's punches; everybody else sees his own.
import type { AppContext } from '../../context'
import type { UserTable } from '../../db/schema'
import { holdsRole } from '../progress'

export const MANAGERS = ['sectionForeman', 'projectManager', 'chiefEngineer']
export const VIEWERS = [...MANAGERS, 'supervisionEngineer', 'safetyOfficer', 'ownerProjectManager', 'ownerChiefEngineer']

export const seesEveryone = (ctx: AppContext, user: UserTable) => holdsRole(ctx, user, VIEWERS)

/** the contract sections the user is a member of (his own clock-in sections) */
export async function memberSections(ctx: AppContext, user: UserTable): Promise<string[]> {
  const rows = await ctx.db.selectFrom('baseUserRelation').select('objectId').where('userId', '=', user.id).where('objectType', '=', 'Contract')
    .orderBy('sortCode').execute()
  return rows.map((r) => r.objectId)
}
