// The signed-in user's own data: base info, avatar, password, major organisation/position, subordinates.
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { decodeWirePassword, hashPassword, verifyPassword } from '../../lib/passwords'
import { uploadRepository } from '../files/repository'
import { isStored } from '../files/storage'
import { revokeUserTokens } from '../oauth/session-service'
import { organizeRepository } from '../organize/repository'
import { orgMap, orgPathName } from '../organize/org-paths'
import { avatarUrl } from './user-info'
import { userRepository, type UserRow } from './repository'

export interface BaseInfoForm {
  realName?: string
  gender?: number
  mobilePhone?: string
  email?: string
  birthday?: number | null
  signature?: string
}

export async function getBaseInfo(ctx: AppContext, user: UserRow) {
  const { db } = ctx
  const [orgs, positionIds, roleIds] = await Promise.all([
    organizeRepository.allOrganizes(db), userRepository.relationIds(db, user.id, 'Position'), userRepository.relationIds(db, user.id, 'Role')
  ])
  const [positions, roles, manager] = await Promise.all([
    organizeRepository.positionsByIds(db, positionIds), organizeRepository.rolesByIds(db, roleIds),
    user.managerId ? userRepository.findById(db, user.managerId) : Promise.resolve(undefined)
  ])
  return {
    id: user.id, account: user.account, realName: user.realName, gender: Number(user.gender),
    mobilePhone: user.mobilePhone, email: user.email, birthday: user.birthday === null ? null : Number(user.birthday),
    signature: user.signature, headIcon: avatarUrl(user.headIcon), avatar: avatarUrl(user.headIcon),
    organize: orgPathName(orgMap(orgs), user.organizeId), position: positions.map((p) => p.fullName).join(','),
    roleId: roles.map((r) => r.fullName).join(','), manager: manager ? `${manager.realName}/${manager.account}` : '',
    creatorTime: Number(user.createdAt), prevLogTime: user.prevLogTime === null ? null : Number(user.prevLogTime)
  }
}

export async function updateBaseInfo(ctx: AppContext, user: UserRow, form: BaseInfoForm): Promise<void> {
  const patch: Partial<UserRow> = {}
  if (form.realName !== undefined) {
    if (!form.realName.trim()) throw new BadRequest('姓名不能为空')
    patch.realName = form.realName.trim()
  }
  if (form.gender !== undefined) patch.gender = form.gender
  if (form.mobilePhone !== undefined && form.mobilePhone !== user.mobilePhone) {
    // SMS login finds the account by mobile: a number shared by two accounts would sign its owner into the other
    const holder = form.mobilePhone ? await userRepository.findByMobile(ctx.db, form.mobilePhone) : undefined
    if (holder && holder.id !== user.id) throw new BadRequest('该手机号已被其他账号使用')
    patch.mobilePhone = form.mobilePhone
  }
  if (form.email !== undefined) patch.email = form.email.trim()
  if (form.signature !== undefined) patch.signature = form.signature
  if (form.birthday !== undefined) {
    if (form.birthday !== null && (form.birthday > ctx.clock.now() || form.birthday < Date.UTC(1900, 0, 1))) {
      throw new BadRequest('出生日期不合法')
    }
    patch.birthday = form.birthday
  }
  if (Object.keys(patch).length === 0) throw new BadRequest('没有需要修改的内容')
  await userRepository.update(ctx.db, user.id, patch)
}

/** an avatar must be a stored userAvatar upload of the caller's own (or the one they already have) */
export async function setAvatar(ctx: AppContext, user: UserRow, name: string): Promise<void> {
  if (!(await isStored(ctx.store, 'userAvatar', name))) throw new BadRequest('头像文件不存在，请先上传')
  if (name !== user.headIcon && (await uploadRepository.uploaderOf(ctx.db, 'userAvatar', name)) !== user.id) {
    throw new BadRequest('只能使用自己上传的头像')
  }
  await userRepository.update(ctx.db, user.id, { headIcon: name })
}

export async function modifyPassword(ctx: AppContext, user: UserRow, tokenId: string, oldWire: string, newWire: string): Promise<void> {
  const oldMd5 = decodeWirePassword(oldWire, ctx.config.aesKey)
  if (!oldMd5 || !(await verifyPassword(oldMd5, user.password))) throw new BadRequest('旧密码错误')
  const newMd5 = decodeWirePassword(newWire, ctx.config.aesKey)
  if (!newMd5) throw new BadRequest('新密码格式不正确')
  if (newMd5 === oldMd5) throw new BadRequest('新密码不能与旧密码相同')
  await userRepository.update(ctx.db, user.id, { password: await hashPassword(newMd5), changePasswordDate: ctx.clock.now() })
  await revokeUserTokens(ctx, user.id, tokenId)
}

export async function setMajor(ctx: AppContext, user: UserRow, majorId: string, majorType: 'Organize' | 'Position'): Promise<void> {
  const ids = await userRepository.relationIds(ctx.db, user.id, majorType)
  if (majorType === 'Organize' && !ids.includes(user.organizeId)) ids.push(user.organizeId)
  if (!ids.includes(majorId)) throw new BadRequest(majorType === 'Organize' ? '您不属于该组织' : '您没有该岗位')
  await userRepository.update(ctx.db, user.id, majorType === 'Organize' ? { organizeId: majorId } : { positionId: majorId })
}

export async function userOrganizes(ctx: AppContext, user: UserRow) {
  const orgs = orgMap(await organizeRepository.allOrganizes(ctx.db))
  const ids = await userRepository.relationIds(ctx.db, user.id, 'Organize')
  if (!ids.includes(user.organizeId)) ids.unshift(user.organizeId)
  return ids.filter((id) => orgs.has(id)).map((id) => ({ id, fullName: orgPathName(orgs, id), isDefault: id === user.organizeId }))
}

export async function userPositions(ctx: AppContext, user: UserRow) {
  const ids = await userRepository.relationIds(ctx.db, user.id, 'Position')
  const rows = await organizeRepository.positionsByIds(ctx.db, ids)
  return ids.map((id) => rows.find((p) => p.id === id)).filter((p) => p !== undefined)
    .map((p) => ({ id: p.id, fullName: p.fullName, isDefault: p.id === user.positionId }))
}
