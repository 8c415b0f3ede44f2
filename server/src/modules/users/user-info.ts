// The userInfo block of CurrentUser (UserCommonInfoVO, jnpf-api.md §2.2) and the helpers that describe a user.
import type { UserInfo } from '@shared/api/oauth'
import type { AppContext } from '../../context'
import { organizeRepository } from '../organize/repository'
import { defaultSignImg } from '../sign-img/service'
import { orgIdPath, orgMap, orgPathName } from '../organize/org-paths'
import { userRepository, type UserRow } from './repository'

export function avatarUrl(headIcon: string): string {
  return headIcon ? `/api/file/Image/userAvatar/${headIcon}` : ''
}

export async function buildUserInfo(ctx: AppContext, user: UserRow): Promise<UserInfo> {
  const { db } = ctx
  const [orgRows, positionIds, roleIds, groupIds] = await Promise.all([
    organizeRepository.pathRows(db),
    userRepository.relationIds(db, user.id, 'Position'),
    userRepository.relationIds(db, user.id, 'Role'),
    userRepository.relationIds(db, user.id, 'Group')
  ])
  const orgs = orgMap(orgRows)
  const [positions, roles, groups, manager, signImg] = await Promise.all([
    organizeRepository.positionsByIds(db, positionIds),
    organizeRepository.rolesByIds(db, roleIds),
    organizeRepository.groupsByIds(db, groupIds),
    user.managerId ? userRepository.findById(db, user.managerId) : Promise.resolve(undefined),
    // the default saved hand signature: the approve dialog pre-fills its pad with it
    defaultSignImg(ctx, user.id)
  ])
  const org = orgs.get(user.organizeId)
  const mainPosition = positions.find((p) => p.id === user.positionId)
  const byId = new Map(positions.map((p) => [p.id, p]))
  return {
    userId: user.id,
    userAccount: user.account,
    userName: user.realName,
    headIcon: avatarUrl(user.headIcon),
    gender: Number(user.gender),
    organizeId: user.organizeId,
    organizeIdList: orgIdPath(orgs, user.organizeId),
    organizeName: orgPathName(orgs, user.organizeId),
    departmentId: org?.category === 'department' ? org.id : '',
    departmentName: org?.category === 'department' ? org.fullName : '',
    positionId: mainPosition?.id ?? '',
    positionName: mainPosition?.fullName ?? '',
    positionIds: positionIds.filter((id) => byId.has(id)).map((id) => ({ id, name: byId.get(id)!.fullName })),
    roleIds: roles.map((r) => r.id),
    roleName: roles.map((r) => r.fullName).join(','),
    groupIds: groups.map((g) => g.id),
    groupNames: groups.map((g) => g.fullName),
    manager: manager ? `${manager.realName}/${manager.account}` : '',
    mobilePhone: user.mobilePhone,
    email: user.email,
    birthday: user.birthday === null ? null : Number(user.birthday),
    isAdministrator: Number(user.isAdministrator) === 1,
    signImg,
    prevLogin: user.prevLogTime ? 1 : 0,
    prevLoginTime: user.prevLogTime === null ? null : Number(user.prevLogTime),
    prevLoginIPAddress: user.prevLogIp,
    prevLoginIPAddressName: '',
    portalId: '',
    appPortalId: '',
    // one system only: JNPF's multi-system switch has nothing to offer, so the list is empty, not absent
    systemId: '',
    appSystemId: '',
    systemIds: [],
    changePasswordDate: user.changePasswordDate === null ? null : Number(user.changePasswordDate),
    workflowEnabled: 1
  }
}
