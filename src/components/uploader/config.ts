import { sizeLimitBytes } from '@/lib/media'
import type { UploaderProps } from './types'

/** JNPF's control defaults (§1.3): 9 files of at most 10 MB */
export const DEFAULT_LIMIT = 9
export const DEFAULT_FILE_SIZE = 10

export function limitOf(props: UploaderProps): number {
  const n = Number(props.limit)
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : DEFAULT_LIMIT
}

/** the size rule as the control states it; an unusable fileSize falls back to 10 MB rather than no limit */
export function sizeRuleOf(props: UploaderProps): { fileSize: number | string; sizeUnit: string } {
  const unit = (props.sizeUnit || 'MB').toUpperCase()
  if (props.fileSize === undefined || props.fileSize === null || props.fileSize === '') return { fileSize: DEFAULT_FILE_SIZE, sizeUnit: 'MB' }
  return sizeLimitBytes(props.fileSize, unit) === undefined ? { fileSize: DEFAULT_FILE_SIZE, sizeUnit: 'MB' } : { fileSize: props.fileSize, sizeUnit: unit }
}
