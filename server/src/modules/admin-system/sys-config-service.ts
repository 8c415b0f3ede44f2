// The console's 系统配置 form over base_sys_config: the full settings for whoever may change them (numbers as
// numbers, tokenTimeout in minutes as the console shows it), the public display part for everybody else; and the
// checked save, whose lock and token settings the next login uses.
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { bareUploads, claimFiles, fileKeysIn } from '../files'
import { configIcons, publicSysConfig, readSysConfig } from '../system/sys-config'
import type { UserRow } from '../users/repository'
import { sysConfigAdminRepository } from './sys-config-repository'
import { NUMBER_KEYS, SWITCH_KEYS, TEXT_KEYS, TEXT_PATTERNS, UNSUPPORTED_SWITCHES, UNSUPPORTED_VALUES } from './sys-config-spec'

type Form = Record<string, string | number | null | undefined>

const MINUTES_PER_HOUR = 60

function storedNumber(cfg: Record<string, string>, key: string): number {
  const [, min, max, dflt] = NUMBER_KEYS[key]
  const raw = Number(cfg[key])
  const n = key === 'tokenTimeout' ? raw * MINUTES_PER_HOUR : raw
  // singleLogin '0' (older installs) means what this server does: several sessions at once
  return Number.isInteger(n) && n >= min && n <= max ? n : dflt
}

/** everything the console form shows, with a value for every key it reads */
export async function consoleSysConfig(ctx: AppContext): Promise<Record<string, string | number>> {
  const cfg = await readSysConfig(ctx.db)
  const out: Record<string, string | number> = { sysVersion: cfg.sysVersion ?? '' }
  for (const k of Object.keys(TEXT_KEYS)) out[k] = cfg[k] ?? ''
  for (const k of Object.keys(NUMBER_KEYS)) out[k] = storedNumber(cfg, k)
  for (const k of SWITCH_KEYS) out[k] = String(cfg[k] ?? '0') === '1' ? 1 : 0
  return out
}

export async function publicConfig(ctx: AppContext): Promise<Record<string, string>> {
  return publicSysConfig(await readSysConfig(ctx.db))
}

function checkedText(key: string, value: unknown): string {
  const [label, max] = TEXT_KEYS[key]
  const v = typeof value === 'string' ? value.trim() : ''
  if (v.length > max) throw new BadRequest(`${label}不能超过${max}个字符`)
  // eslint-disable-next-line no-control-regex -- settings are shown in pages and titles: no control characters
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v)) throw new BadRequest(`${label}含有不可见字符`)
  if (key !== 'sysDescription' && key !== 'whiteListIp' && /[<>]/.test(v)) throw new BadRequest(`${label}不能含有 < 或 >`)
  const shape = TEXT_PATTERNS[key]
  if (v && shape && !shape[0].test(v)) throw new BadRequest(`${label}须为${shape[1]}`)
  return v
}

function checkedNumber(key: string, value: unknown): number {
  const [label, min, max, , unit] = NUMBER_KEYS[key]
  const n = Number(value)
  if (value === null || !Number.isInteger(n) || n < min || n > max) throw new BadRequest(`${label}须为${min}到${max}${unit}之间的整数`)
  const refusal = UNSUPPORTED_VALUES[key]?.[n]
  if (refusal) throw new BadRequest(refusal)
  if (key === 'tokenTimeout' && n % MINUTES_PER_HOUR !== 0) throw new BadRequest('超时登出须为60分钟的整数倍（登录令牌按小时计算有效期）')
  return n
}

/**
 * the values to store (as text), for the keys the form sent; refuses the whole save on the first bad value. The login
 * page's icons become public files, so each must be one the administrator may read; they are kept unsigned.
 */
export async function checkedSysConfig(ctx: AppContext, form: Form, by: UserRow): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(form)) {
    if (value === undefined) continue
    if (key in TEXT_KEYS) out[key] = bareUploads(checkedText(key, value))
    else if (key in NUMBER_KEYS) {
      const n = checkedNumber(key, value)
      out[key] = String(key === 'tokenTimeout' ? n / MINUTES_PER_HOUR : n)
    } else if (SWITCH_KEYS.includes(key)) {
      const on = Number(value) === 1
      if (on && UNSUPPORTED_SWITCHES[key]) throw new BadRequest(`暂不支持${UNSUPPORTED_SWITCHES[key]}，请关闭后保存`)
      out[key] = on ? '1' : '0'
    }
  }
  // a token lifetime fixed by the server's environment cannot be changed from the console
  const current = await readSysConfig(ctx.db)
  await claimFiles(ctx, by, configIcons(out).flatMap(fileKeysIn), configIcons(current).flatMap(fileKeysIn))
  if (ctx.config.tokenTtlHours !== undefined && out.tokenTimeout !== undefined && Number(out.tokenTimeout) !== ctx.config.tokenTtlHours) {
    throw new BadRequest(`登录令牌有效期已由服务器配置 TOKEN_TTL_HOURS 固定为${ctx.config.tokenTtlHours}小时，不能在此修改`)
  }
  return Object.fromEntries(Object.entries(out).filter(([k, v]) => current[k] !== v))
}

/** saves the changed keys; answers their names for the system log (values may be secrets) */
export async function saveSysConfig(ctx: AppContext, form: Form, by: UserRow): Promise<string[]> {
  const changed = await checkedSysConfig(ctx, form, by)
  await sysConfigAdminRepository.upsert(ctx.db, changed)
  return Object.keys(changed)
}
