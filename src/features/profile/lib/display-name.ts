/** JNPF lists people as "realName/account"; the card shows the name and keeps the account for the second line */
export function splitUserName(userName: string | null | undefined): { name: string; account: string } {
  const value = (userName ?? '').trim()
  const slash = value.lastIndexOf('/')
  if (slash <= 0) return { name: value, account: '' }
  return { name: value.slice(0, slash), account: value.slice(slash + 1) }
}

/** the text of an avatar without a picture: the last character of a Chinese name, the first of a Latin one */
export function avatarInitials(name: string | null | undefined): string {
  const value = (name ?? '').trim()
  if (!value) return '?'
  if (/^[\u4e00-\u9fa5]/.test(value)) return value.slice(-1)
  return value[0].toUpperCase()
}
