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

/** the display part of sysconfig that CurrentUser and the 3.6 web client read; lock and token policy stay inside */
const PRIVATE_KEYS = new Set(['passwordErrorsNumber', 'lockTime', 'lockType', 'tokenTimeout', 'singleLogin'])

export function publicSysConfig(cfg: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(cfg).filter(([k]) => !PRIVATE_KEYS.has(k)))
}

/** sysConfigInfo of CurrentUser: the public settings, with the three names JNPF clients read always present */
export function sysConfigInfo(cfg: Record<string, string>): SysConfigInfo {
  const pub = publicSysConfig(cfg)
  return { ...pub, sysName: pub.sysName ?? '', sysVersion: pub.sysVersion ?? '', copyright: pub.copyright ?? '' }
}
