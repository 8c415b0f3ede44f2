// The app's contact card, version and launch-screen info.
import type { AppContext } from '../../context'
import { organizeRepository } from '../organize/repository'
import { orgMap, orgPathName } from '../organize/org-paths'
import { readSysConfig, sysConfigInfo } from '../system/sys-config'
import { avatarUrl } from '../users/user-info'
import type { UserRow } from '../users/repository'
import { visibilityOf, visibleUser } from '../users/visibility'

/** what the app's version check compares with its own build (jnpf-api.md §9) */
export const APP_VERSION = { sysVersion: '3.3.5', versionCode: 139 }

/** app/User/{id}: a contact of the caller's projects; anybody else is "not found" (400) */
export async function contactDetail(ctx: AppContext, me: UserRow, id: string) {
  const u = await visibleUser(ctx, await visibilityOf(ctx, me), id)
  const [orgs, positions] = await Promise.all([
    organizeRepository.allOrganizes(ctx.db), organizeRepository.positionsByIds(ctx.db, u.positionId ? [u.positionId] : [])
  ])
  return {
    id: u.id, account: u.account, realName: u.realName, headIcon: avatarUrl(u.headIcon), gender: Number(u.gender),
    mobilePhone: u.mobilePhone, email: u.email, organizeName: orgPathName(orgMap(orgs), u.organizeId),
    positionName: positions[0]?.fullName ?? ''
  }
}

export async function appVersion(ctx: AppContext) {
  const cfg = sysConfigInfo(await readSysConfig(ctx.db))
  return { ...APP_VERSION, sysName: cfg.sysName, copyright: cfg.copyright, updateContent: '', downloadUrl: '' }
}

export async function appStartInfo(ctx: AppContext, appName: string) {
  const cfg = sysConfigInfo(await readSysConfig(ctx.db))
  return { appName, sysName: cfg.sysName, sysVersion: cfg.sysVersion, copyright: cfg.copyright, startImg: '' }
}
