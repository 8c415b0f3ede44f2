// base_sys_config key/value settings (platform name, version, lock policy, token lifetime).
import type { SysConfigInfo } from '@shared/api/oauth'
import type { Db } from '../../db/database'
import { systemRepository } from './repository'

export function readSysConfig(db: Db): Promise<Record<string, string>> {
  return systemRepository.sysConfig(db)
}

export function configInt(cfg: Record<string, string>, key: string, def: number, min = 0): number {
  const n = Number(cfg[key])
  return Number.isInteger(n) && n >= min ? n : def
}

/** the display part of sysconfig that CurrentUser and the 3.6 web client read before and after login. A list of what
 *  may be shown, not of what may not: the console also stores a new users' default password, lock and token policy
 *  and third-party secrets here, and a key added later stays inside until it is named */
const PUBLIC_KEYS = new Set([
  'sysName', 'title', 'sysDescription', 'sysVersion', 'copyright', 'companyName', 'companyCode', 'companyContacts',
  'companyTelePhone', 'companyEmail', 'companyAddress', 'loginIcon', 'logoIcon', 'appIcon', 'navigationIcon',
  'enableVerificationCode', 'verificationCodeNumber', 'lastLoginTimeSwitch'
])

/** the pictures the login page, the shell and the app's launch screen show (uploaded files, public by their use) */
export function configIcons(cfg: Record<string, string>): string[] {
  return ['loginIcon', 'logoIcon', 'appIcon', 'navigationIcon', 'appStartImg'].map((k) => cfg[k]).filter((v): v is string => Boolean(v))
}

export function publicSysConfig(cfg: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(cfg).filter(([k]) => PUBLIC_KEYS.has(k)))
}

/** sysConfigInfo of CurrentUser: the public settings, with the three names JNPF clients read always present */
export function sysConfigInfo(cfg: Record<string, string>): SysConfigInfo {
  const pub = publicSysConfig(cfg)
  return { ...pub, sysName: pub.sysName ?? '', sysVersion: pub.sysVersion ?? '', copyright: pub.copyright ?? '' }
}
