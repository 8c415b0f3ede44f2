// The app's contact card, version and launch-screen info.
import type { AppContext } from '../../context'
import { organizeRepository } from '../organize/repository'
import { orgMap, orgPathName } from '../organize/org-paths'
import { configInt, readSysConfig, sysConfigInfo } from '../system/sys-config'
import { avatarUrl } from '../users/user-info'
import type { UserRow } from '../users/repository'
import { visibilityOf, visibleUser } from '../users/visibility'

/** the release the app is built as (spec §9) until an administrator names a newer one in 系统配置 */
export const APP_VERSION = { sysVersion: '3.3.5', versionCode: 139 }

/** the current mobile release as the administrator set it (appVersion, appVersionCode, appUpdateContent, appDownloadUrl) */
function release(cfg: Record<string, string>) {
  return {
    sysVersion: cfg.appVersion || APP_VERSION.sysVersion,
    versionCode: configInt(cfg, 'appVersionCode', APP_VERSION.versionCode, 1),
    updateContent: cfg.appUpdateContent ?? '',
    downloadUrl: cfg.appDownloadUrl ?? ''
  }
}

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

/** app/Version: the release the app compares with its own build to offer an update (关于我们) */
export async function appVersion(ctx: AppContext) {
  const raw = await readSysConfig(ctx.db)
  const cfg = sysConfigInfo(raw)
  return { ...release(raw), sysName: cfg.sysName, copyright: cfg.copyright }
}

/** file/AppStartInfo/{appName}: what the launch screen shows (picture, words, name, release, copyright) */
export async function appStartInfo(ctx: AppContext, appName: string) {
  const raw = await readSysConfig(ctx.db)
  const cfg = sysConfigInfo(raw)
  const { sysVersion, versionCode } = release(raw)
  return {
    appName, sysName: cfg.sysName, sysVersion, versionCode, copyright: cfg.copyright,
    startImg: raw.appStartImg ?? '', startText: raw.appStartText ?? ''
  }
}
