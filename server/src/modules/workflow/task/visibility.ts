// Who may launch a template version: everybody when visibleType is 0; otherwise the initiators of flow_visible
// (or of the start node's `initiator` list), each "<id>--<type>" a user, an organisation (and everything below
// it), a position, a role or a group. Administrators may launch everything.
import type { AppContext } from '../../../context'
import type { FlowTemplateJsonTable } from '../../../db/schema'
import type { UserRow } from '../../users/repository'
import { userRepository } from '../../users/repository'
import { list } from '../engine/properties'
import { parseTree } from '../engine/tree'
import { directoryRepository } from './directory'
import { templateRepository } from './task-repository'

export async function initiatorsOf(ctx: AppContext, version: FlowTemplateJsonTable): Promise<{ type: string; id: string }[]> {
  const rows = await templateRepository.visible(ctx.db, version.id)
  if (rows.length) return rows.map((r) => ({ type: r.operatorType, id: r.operatorId }))
  return list(parseTree(version.flowTemplateJson).start.props.initiator).map((e) => {
    const [id, type = 'user'] = e.split('--')
    return { type, id }
  })
}

export async function canLaunch(ctx: AppContext, user: UserRow, version: FlowTemplateJsonTable): Promise<boolean> {
  if (Number(user.isAdministrator) === 1) return true
  const initiators = await initiatorsOf(ctx, version)
  if (Number(version.visibleType) === 0 && initiators.length === 0) return true
  if (initiators.some((i) => i.type === 'user' && i.id === user.id)) return true
  const [orgs, positions, roles, groups] = await Promise.all([
    userRepository.relationIds(ctx.db, user.id, 'Organize'), userRepository.relationIds(ctx.db, user.id, 'Position'),
    userRepository.relationIds(ctx.db, user.id, 'Role'), userRepository.relationIds(ctx.db, user.id, 'Group')
  ])
  const orgPath = new Set<string>()
  for (const o of [user.organizeId, ...orgs]) for (const c of await directoryRepository.organizeChain(ctx.db, o)) orgPath.add(c.id)
  return initiators.some((i) =>
    (['department', 'company', 'organize'].includes(i.type) && orgPath.has(i.id)) ||
    (i.type === 'position' && positions.includes(i.id)) || (i.type === 'role' && roles.includes(i.id)) ||
    (i.type === 'group' && groups.includes(i.id)))
}
