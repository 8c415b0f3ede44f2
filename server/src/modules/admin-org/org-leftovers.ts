// What still hangs on an organisation: an organisation is deleted only when nothing does, and the refusal says
// exactly what is left (child organisations, members, positions, and the projects, sections and roles bound to it).
import type { Db } from '../../db/database'
import { organizeRepository } from '../organize/repository'
import { listNames } from './checks'
import { orgAdminRepository, type OrgRow } from './repository'
import { relationRepository } from './relation-repository'

export async function orgLeftovers(db: Db, org: OrgRow): Promise<string[]> {
  const [all, members, positions, projects, contracts, roles] = await Promise.all([
    organizeRepository.allOrganizes(db),
    relationRepository.organizeMembers(db, org.id),
    orgAdminRepository.positionsOf(db, org.id),
    relationRepository.projectsBoundTo(db, org.id),
    relationRepository.contractsBoundTo(db, org.id),
    relationRepository.rolesBoundTo(db, org.id)
  ])
  const children = all.filter((o) => o.parentId === org.id)
  const left: string[] = []
  if (children.length) left.push(`还有下级组织${children.length}个（${listNames(children.map((o) => o.fullName))}）`)
  if (members.length) left.push(`还有成员${members.length}名（${listNames(members.map((u) => u.realName), '人')}）`)
  if (positions.length) left.push(`还有岗位${positions.length}个（${listNames(positions.map((p) => p.fullName))}）`)
  for (const p of projects) left.push(`项目「${p.name}」以它为项目公司`)
  for (const c of contracts) left.push(`合同段「${c.name}」以它为施工（参建）单位`)
  if (roles.length) left.push(`角色${listNames(roles.map((r) => `「${r.name}」`))}绑定了它`)
  return left
}
