export type TrimMode = 'both' | 'left' | 'right' | 'all'

/** whitespace off both ends (default), the left or right end only, or everywhere in the string */
export function trim(value: string, mode: TrimMode = 'both'): string {
  if (typeof value !== 'string') return ''
  switch (mode) {
    case 'both':
      return value.trim()
    case 'left':
      return value.replace(/^\s+/, '')
    case 'right':
      return value.replace(/\s+$/, '')
    case 'all':
      return value.replace(/\s+/g, '')
    default:
      throw new TypeError(`trim mode must be both, left, right or all, got "${String(mode)}"`)
  }
}
