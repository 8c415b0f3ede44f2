/** what an avatar shows without a picture: the last character of a Chinese name (the given name, as colleagues
 * call each other on site), else the first letter */
export function avatarInitials(name: string | null | undefined): string {
  const value = (name ?? '').trim()
  if (!value) return '?'
  if (/^[\u4e00-\u9fa5]/.test(value)) return value.slice(-1)
  return value[0].toUpperCase()
}
