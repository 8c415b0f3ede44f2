// "realName/account" labels and avatars for user ids, loaded in one query per answer.
import type { AppContext } from '../../../context'
import { userRepository, type UserRow } from '../../users/repository'
import { avatarUrl } from '../../users/user-info'

export interface UserNames {
  name(id: string | null | undefined): string
  names(ids: (string | null | undefined)[]): string
  headIcon(id: string | null | undefined): string
}

export async function loadNames(ctx: AppContext, ids: (string | null | undefined)[]): Promise<UserNames> {
  const unique = [...new Set(ids.filter((x): x is string => Boolean(x)))]
  const users = new Map<string, UserRow>((await userRepository.listByIds(ctx.db, unique)).map((u) => [u.id, u]))
  const name = (id: string | null | undefined) => {
    const u = id ? users.get(id) : undefined
    return u ? `${u.realName}/${u.account}` : ''
  }
  return {
    name,
    names: (list) => [...new Set(list.map(name).filter(Boolean))].join(','),
    headIcon: (id) => {
      const u = id ? users.get(id) : undefined
      return u ? avatarUrl(u.headIcon) : ''
    }
  }
}
