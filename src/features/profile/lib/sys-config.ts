import type { SysConfigInfo } from '@shared/api/oauth'

/** a text value of sysConfigInfo, '' when the server did not configure it (never a made-up default) */
export function configText(config: SysConfigInfo | null | undefined, key: string): string {
  const value = config?.[key]
  if (typeof value === 'number') return String(value)
  return typeof value === 'string' ? value.trim() : ''
}

export const NOT_CONFIGURED = '暂未配置'
