// base_sys_config key/value settings (platform name, version, lock policy, token lifetime).
import type { Db } from '../../db/database'

export async function readSysConfig(db: Db): Promise<Record<string, string>> {
  const rows = await db.selectFrom('baseSysConfig').select(['key', 'value']).execute()
  return Object.fromEntries(rows.map((r) => [r.key, r.value]))
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
