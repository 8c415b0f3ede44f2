// Who may hold an organisation role: people of its organisations or of a department below them. A global role
// may be held by anyone.
import type { AppContext } from '../../context'
import { organizeRepository } from '../organize/repository'
import { orgMap, orgSubtree } from '../organize/org-paths'
import { roleRepository } from './repository'

/** the organisations whose people may hold a role bound to these organisations */
export async function organizesCovered(ctx: AppContext, organizeIds: string[]): Promise<Set<string>> {
  const orgs = orgMap(await organizeRepository.allOrganizes(ctx.db))
  const out = new Set<string>()
  for (const id of organizeIds) for (const x of orgSubtree(orgs, id)) out.add(x)
  return out
}

/** the users (of userIds) who belong to none of the organisations; empty for a global role (organizeIds empty) */
export async function usersOutside(ctx: AppContext, userIds: string[], organizeIds: string[]): Promise<string[]> {
  if (organizeIds.length === 0 || userIds.length === 0) return []
  const covered = await organizesCovered(ctx, organizeIds)
  const orgsOf = await roleRepository.organizeIdsOfUsers(ctx.db, userIds)
  return userIds.filter((u) => ![...(orgsOf.get(u) ?? [])].some((o) => covered.has(o)))
}
