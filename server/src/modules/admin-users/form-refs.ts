// The references of the user form: organisations, positions, roles, the direct manager and the avatar. Each must
// exist, fit the others (a position of a chosen organisation, a role of the group or of a chosen organisation)
// and never make a manager chain loop.
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { uploadRepository } from '../files/repository'
import { isStored } from '../files/storage'
import { organizeRepository } from '../organize/repository'
import { userRepository, type UserRow } from '../users/repository'
import type { UserForm } from './form-fields'
import { adminUserRepository } from './repository'

export interface Memberships { organizeIds: string[]; positionIds: string[]; roleIds: string[] }

export const splitIds = (s: string | undefined): string[] => [...new Set((s ?? '').split(',').map((x) => x.trim()).filter(Boolean))]

/** the organisations the form chose: the comma list, or the last id of each picked path */
function chosenOrganizes(f: UserForm): string[] | undefined {
  if (f.organizeId !== undefined) return splitIds(f.organizeId)
  if (f.organizeIdTree !== undefined) return splitIds(f.organizeIdTree.map((p) => p[p.length - 1] ?? '').join(','))
  return undefined
}

export async function checkMemberships(ctx: AppContext, f: UserForm, current: Memberships): Promise<Memberships> {
  const organizeIds = chosenOrganizes(f) ?? current.organizeIds
  const positionIds = f.positionId !== undefined ? splitIds(f.positionId) : current.positionIds
  const roleIds = f.roleId !== undefined ? splitIds(f.roleId) : current.roleIds
  if (organizeIds.length === 0) throw new BadRequest('请选择所属组织')
  if (organizeIds.length > 50 || positionIds.length > 100 || roleIds.length > 100) throw new BadRequest('所属组织、岗位或角色过多')
  const orgs = new Map((await organizeRepository.allOrganizes(ctx.db)).map((o) => [o.id, o]))
  for (const id of organizeIds) {
    const org = orgs.get(id)
    if (!org) throw new BadRequest('所属组织不存在，请重新选择')
    if (Number(org.enabledMark ?? 1) === 0 && !current.organizeIds.includes(id)) throw new BadRequest(`组织「${org.fullName}」已停用`)
  }
  const positions = await organizeRepository.positionsByIds(ctx.db, positionIds)
  for (const id of positionIds) {
    const p = positions.find((x) => x.id === id)
    if (!p) throw new BadRequest('岗位不存在，请重新选择')
    if (!organizeIds.includes(p.organizeId)) throw new BadRequest(`岗位「${p.fullName}」不属于所选组织`)
  }
  const [roles, bound] = await Promise.all([organizeRepository.rolesByIds(ctx.db, roleIds), adminUserRepository.roleOrganizes(ctx.db, roleIds)])
  for (const id of roleIds) {
    const r = roles.find((x) => x.id === id)
    if (!r) throw new BadRequest('角色不存在，请重新选择')
    if (current.roleIds.includes(id)) continue
    if (Number(r.enabledMark ?? 1) === 0) throw new BadRequest(`角色「${r.fullName}」已停用`)
    if (Number(r.globalMark ?? 1) === 0 && !(bound.get(id) ?? []).some((o) => organizeIds.includes(o))) {
      throw new BadRequest(`角色「${r.fullName}」不属于所选组织`)
    }
  }
  return { organizeIds, positionIds, roleIds }
}

/** '' clears; a manager must exist, cannot be the user, nor somebody who (indirectly) reports to the user */
export async function checkManager(ctx: AppContext, raw: string | undefined, userId: string | undefined): Promise<string | undefined> {
  if (raw === undefined) return undefined
  const id = raw.trim()
  if (!id) return ''
  if (id === userId) throw new BadRequest('直属主管不能是自己')
  let next: UserRow | undefined = await userRepository.findById(ctx.db, id)
  if (!next) throw new BadRequest('直属主管不存在，请重新选择')
  for (let depth = 0; next && next.managerId && depth < 50; depth++) {
    if (next.managerId === userId) throw new BadRequest('直属主管不能是自己的下属')
    next = await userRepository.findById(ctx.db, next.managerId)
  }
  return id
}

/**
 * the stored avatar name from what the uploader shows (the image URL or the bare name); '' clears it. A new avatar
 * must be a userAvatar upload of the administrator doing the edit, so nobody can take someone else's picture.
 */
export async function checkHeadIcon(ctx: AppContext, raw: string | undefined, callerId: string, existing?: UserRow): Promise<string | undefined> {
  if (raw === undefined) return undefined
  // the uploader's URL comes signed (?exp=&sig=): the name is the last path segment before the query
  const name = raw.trim().split(/[?#]/)[0].split(/[\\/]/).pop() ?? ''
  if (!name || name === existing?.headIcon) return name
  if (!(await isStored(ctx.store, 'userAvatar', name))) throw new BadRequest('头像文件不存在，请重新上传')
  if ((await uploadRepository.uploaderOf(ctx.db, 'userAvatar', name)) !== callerId) throw new BadRequest('只能使用自己上传的头像')
  return name
}
