// Who is using the low-code pages, read from what CurrentUser stored (spec §3 "Locally stored"): the low-code
// feature may not import the session feature, and the reference app reads the same storage keys.
import type { PermissionModel } from '@shared/api/oauth'
import { storage } from '@/lib/storage'
import type { LcUser } from '../types'

export function currentLcUser(): LcUser {
  const info = storage.get('userInfo')
  if (!info) return { userId: '' }
  return {
    userId: info.userId,
    userName: info.userName,
    organizeIdList: info.organizeIdList,
    departmentId: info.departmentId,
    positionIds: info.positionIds,
    roleIds: info.roleIds,
    groupIds: info.groupIds,
    signImg: info.signImg
  }
}

export function storedPermissionList(): PermissionModel[] {
  const list = storage.get('permissionList')
  return Array.isArray(list) ? list : []
}
