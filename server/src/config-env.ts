// The parsing of environment variables the config modules share: a bad value throws a ConfigError naming it.

export class ConfigError extends Error {}

export type Env = Record<string, string | undefined>

export function int(env: Env, name: string, def: number, min: number, max: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return def
  const n = Number(raw)
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`)
  }
  return n
}

export function bool(env: Env, name: string, def: boolean): boolean {
  const raw = env[name]
  if (raw === undefined || raw === '') return def
  const v = raw.trim().toLowerCase()
  if (['1', 'true', 'on', 'yes'].includes(v)) return true
  if (['0', 'false', 'off', 'no'].includes(v)) return false
  throw new ConfigError(`${name} must be 1/0 or true/false, got "${raw}"`)
}

export function url(env: Env, name: string, def: string): string {
  const raw = env[name] || def
  try {
    const u = new URL(raw)
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('protocol')
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`)
  }
  return raw.replace(/\/+$/, '')
}
