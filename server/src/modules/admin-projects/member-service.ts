// The members of a project and of its contract sections (base_user_relation Project / Contract): the data the app's
// project and section pickers and every project-scoped rule read.
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { reachableUser, reachableUserIds, type AdminScope } from '../admin'
import { orgMap, orgPathName } from '../organize/org-paths'
import { organizeRepository } from '../organize/repository'
import { projectRepository } from '../projects/repository'
import { userRepository, type UserRow } from '../users/repository'
import type { Paging } from './project-service'
import { projectInScope } from './project-service'
import { adminProjectRepository } from './repository'

export async function listMembers(ctx: AppContext, scope: AdminScope, projectId: string, q: Paging & { contractId?: string }) {
  await projectInScope(ctx, scope, projectId)
  const contracts = await projectRepository.contractsOfProject(ctx.db, projectId)
  if (q.contractId && !contracts.some((c) => c.id === q.contractId)) throw new BadRequest('合同段不属于该项目')
  const ids = q.contractId
    ? (await adminProjectRepository.memberIds(ctx.db, 'Contract', [q.contractId])).map((m) => m.userId)
    : (await adminProjectRepository.memberIds(ctx.db, 'Project', [projectId])).map((m) => m.userId)
  const k = (q.keyword ?? '').trim()
  const users = (await userRepository.listByIds(ctx.db, ids))
    .filter((u) => !k || u.realName.includes(k) || u.account.includes(k) || u.mobilePhone.includes(k))
  const currentPage = q.currentPage ?? 1
  const pageSize = q.pageSize ?? 20
  const slice = users.slice((currentPage - 1) * pageSize, currentPage * pageSize)
  const sections = await adminProjectRepository.memberIds(ctx.db, 'Contract', contracts.map((c) => c.id))
  const orgs = orgMap(await organizeRepository.allOrganizes(ctx.db))
  const list = slice.map((u) => ({
    userId: u.id, account: u.account, realName: u.realName, mobilePhone: u.mobilePhone, enabledMark: Number(u.enabledMark),
    organizeName: orgPathName(orgs, u.organizeId),
    contracts: contracts.filter((c) => sections.some((s) => s.userId === u.id && s.objectId === c.id))
      .map((c) => ({ id: c.id, enCode: c.enCode, fullName: c.fullName, kind: c.kind }))
  }))
  return { list, pagination: { currentPage, pageSize, total: users.length } }
}

/**
 * people the caller may add to the project: everybody for an administrator, the people of their own projects for a
 * project administrator (never an administrator account); the 项目与合同段 page's 添加成员 search
 */
export async function memberCandidates(ctx: AppContext, scope: AdminScope, projectId: string, q: Paging) {
  await projectInScope(ctx, scope, projectId)
  const reachable = await reachableUserIds(ctx, scope)
  const k = (q.keyword ?? '').trim()
  const people = (reachable ? await userRepository.listByIds(ctx.db, [...reachable]) : await userRepository.listAll(ctx.db))
    .filter((u) => scope.all || Number(u.isAdministrator) !== 1)
    .filter((u) => !k || u.realName.includes(k) || u.account.includes(k) || u.mobilePhone.includes(k))
  const currentPage = q.currentPage ?? 1
  const pageSize = q.pageSize ?? 20
  const orgs = orgMap(await organizeRepository.allOrganizes(ctx.db))
  const list = people.slice((currentPage - 1) * pageSize, currentPage * pageSize).map((u) => ({
    id: u.id, account: u.account, realName: u.realName, enabledMark: Number(u.enabledMark), organize: orgPathName(orgs, u.organizeId)
  }))
  return { list, pagination: { currentPage, pageSize, total: people.length } }
}

async function checkedContracts(ctx: AppContext, projectId: string, contractIds: string[]): Promise<string[]> {
  const contracts = await projectRepository.contractsOfProject(ctx.db, projectId)
  const unknown = contractIds.filter((id) => !contracts.some((c) => c.id === id))
  if (unknown.length) throw new BadRequest('所选合同段不属于该项目')
  return [...new Set(contractIds)]
}

/** adds people to the project and to the chosen sections of it */
export async function addMembers(ctx: AppContext, scope: AdminScope, projectId: string, userIds: string[], contractIds: string[]): Promise<number> {
  await projectInScope(ctx, scope, projectId)
  if (userIds.length === 0) throw new BadRequest('请选择人员')
  const sections = await checkedContracts(ctx, projectId, contractIds)
  const users: UserRow[] = []
  for (const id of new Set(userIds)) users.push(await reachableUser(ctx, scope, id))
  await ctx.db.transaction().execute(async (trx) => {
    for (const u of users) {
      await adminProjectRepository.addRelations(trx, u.id, 'Project', [projectId])
      await adminProjectRepository.addRelations(trx, u.id, 'Contract', sections)
    }
  })
  return users.length
}

/** replaces the sections a member works in, within this project */
export async function setMemberContracts(ctx: AppContext, scope: AdminScope, projectId: string, userId: string, contractIds: string[]): Promise<void> {
  await projectInScope(ctx, scope, projectId)
  const user = await reachableUser(ctx, scope, userId)
  const sections = await checkedContracts(ctx, projectId, contractIds)
  const all = (await projectRepository.contractsOfProject(ctx.db, projectId)).map((c) => c.id)
  const inProject = (await adminProjectRepository.relationsOf(ctx.db, user.id, ['Project'])).some((r) => r.objectId === projectId)
  if (!inProject) throw new BadRequest('该人员不是本项目成员')
  await ctx.db.transaction().execute(async (trx) => {
    await adminProjectRepository.removeRelations(trx, user.id, 'Contract', all.filter((id) => !sections.includes(id)))
    await adminProjectRepository.addRelations(trx, user.id, 'Contract', sections)
  })
}

/** takes someone out of the project and all its sections; their records stay */
export async function removeMember(ctx: AppContext, scope: AdminScope, projectId: string, userId: string): Promise<void> {
  await projectInScope(ctx, scope, projectId)
  const user = await reachableUser(ctx, scope, userId)
  if (user.id === scope.user.id) throw new BadRequest('不能把自己移出项目')
  const all = (await projectRepository.contractsOfProject(ctx.db, projectId)).map((c) => c.id)
  await ctx.db.transaction().execute(async (trx) => {
    await adminProjectRepository.removeRelations(trx, user.id, 'Contract', all)
    await adminProjectRepository.removeRelations(trx, user.id, 'Project', [projectId])
  })
}
