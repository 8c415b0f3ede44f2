/** JNPF lists people as "realName/account"; the card shows the name and keeps the account for the second line */
export function splitUserName(userName: string | null | undefined): { name: string; account: string } {
  const value = (userName ?? '').trim()
  const slash = value.lastIndexOf('/')
  if (slash <= 0) return { name: value, account: '' }
  return { name: value.slice(0, slash), account: value.slice(slash + 1) }
}

