// Who may launch a version: the engine's rule (task/visibility.ts canLaunch: the start node's initiators as stored
// in flow_visible — users, organisations with everything below them, positions, roles, groups — everyone when none
// are set, administrators always), applied to lists here, plus launching for someone under a launch delegation.
import type { AppContext } from '../../../context'
import type { FlowTemplateJsonTable } from '../../../db/schema'
import { userRepository, type UserRow } from '../../users/repository'
import { canLaunch } from '../task/visibility'
import { templateRepository } from './repository'

/** the versions among `versions` the user may launch */
export async function launchableVersions(ctx: AppContext, user: UserRow, versions: FlowTemplateJsonTable[]): Promise<FlowTemplateJsonTable[]> {
  const out: FlowTemplateJsonTable[] = []
  for (const v of versions) if (await canLaunch(ctx, user, v)) out.push(v)
  return out
}

export const mayLaunchVersion = (ctx: AppContext, user: UserRow, version: FlowTemplateJsonTable) => canLaunch(ctx, user, version)

/** comma-separated template ids of a delegation; empty = every flow */
export const delegationCovers = (flowIds: string, templateId: string) =>
  !flowIds.trim() || flowIds.split(',').map((s) => s.trim()).includes(templateId)

/** the users who handed `user` a launch delegation in force now that covers the template */
export async function launchDelegatorIds(ctx: AppContext, user: UserRow, templateId: string): Promise<string[]> {
  const rows = await templateRepository.launchDelegations(ctx.db, user.id, ctx.clock.now())
  return [...new Set(rows.filter((r) => delegationCovers(r.flowId, templateId)).map((r) => r.userId))]
}

/** may launch the version for themself, or for someone who delegated launching it to them */
export async function mayLaunchOrDelegated(ctx: AppContext, user: UserRow, version: FlowTemplateJsonTable): Promise<boolean> {
  if (await canLaunch(ctx, user, version)) return true
  const delegators = await userRepository.listByIds(ctx.db, await launchDelegatorIds(ctx, user, version.templateId))
  for (const d of delegators) {
    if (Number(d.enabledMark) === 1 && (await canLaunch(ctx, d, version))) return true
  }
  return false
}
