// What a /UserRelation/{objectId} call is about: a position, group, role or organisation. The console's member
// dialogs share that one URL (JNPF's UserRelationController), so the object's kind decides which console area
// guards it and which module the system log names.
import type { FastifyRequest } from 'fastify'
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { ADMIN_AREAS, requireAdmin, type AdminArea, type AdminScope } from '../admin'
import { orgAdminRepository } from './repository'
import { relationRepository, type MemberKind } from './relation-repository'

export const MEMBER_KINDS: MemberKind[] = ['Position', 'Group', 'Role', 'Organize']

const AREA: Record<MemberKind, AdminArea> = {
  Organize: ADMIN_AREAS.organize, Position: ADMIN_AREAS.position, Group: ADMIN_AREAS.group, Role: ADMIN_AREAS.role
}

export const MEMBER_MODULE: Record<MemberKind, string> = { Organize: '组织管理', Position: '岗位管理', Group: '分组管理', Role: '角色管理' }

export interface Target {
  kind: MemberKind
  id: string
  fullName: string
  /** a position's organisation (its members must belong to it) */
  organizeId: string
}

async function find(ctx: AppContext, kind: MemberKind, id: string): Promise<Target | null> {
  if (kind === 'Position') {
    const p = await orgAdminRepository.findPosition(ctx.db, id)
    return p ? { kind, id, fullName: p.fullName, organizeId: p.organizeId } : null
  }
  if (kind === 'Group') {
    const g = await orgAdminRepository.findGroup(ctx.db, id)
    return g ? { kind, id, fullName: g.fullName, organizeId: '' } : null
  }
  if (kind === 'Role') {
    const r = await relationRepository.findRole(ctx.db, id)
    return r ? { kind, id, fullName: r.fullName, organizeId: '' } : null
  }
  const o = await orgAdminRepository.findOrganize(ctx.db, id)
  return o ? { kind, id, fullName: o.fullName, organizeId: o.id } : null
}

/**
 * The object and the caller's scope for its area. The GET sends no type, so the id is looked up in each table;
 * an unknown id is checked against the named kind's area (the position area when none is named) before it is
 * reported, so a caller without the area learns nothing.
 */
export async function resolveTarget(ctx: AppContext, request: FastifyRequest, objectId: string, kind?: MemberKind): Promise<{ target: Target; scope: AdminScope }> {
  let target: Target | null = null
  for (const k of kind ? [kind] : MEMBER_KINDS) {
    target = await find(ctx, k, objectId)
    if (target) break
  }
  const scope = await requireAdmin(ctx, request, AREA[target?.kind ?? kind ?? 'Position'])
  if (!target) throw new BadRequest(kind ? `${KIND_NAME[kind]}不存在` : '岗位、分组或角色不存在')
  return { target, scope }
}

export const KIND_NAME: Record<MemberKind, string> = { Organize: '组织', Position: '岗位', Group: '分组', Role: '角色' }

/** the POST names the kind (objectType); an unknown one is refused only after the guard, like an unknown id */
export async function resolveTypedTarget(ctx: AppContext, request: FastifyRequest, objectId: string, objectType: string | undefined) {
  const kind = MEMBER_KINDS.find((x) => x.toLowerCase() === (objectType ?? '').trim().toLowerCase())
  if (kind) return resolveTarget(ctx, request, objectId, kind)
  await requireAdmin(ctx, request, ADMIN_AREAS.position)
  throw new BadRequest('objectType 只能是 Position、Group、Role 或 Organize')
}
