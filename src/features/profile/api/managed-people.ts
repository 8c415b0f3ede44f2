// The people a manager administers (我的组织): POST GetListByAuthorize/{organizeId} answers one level of the
// organisation tree with its people (organizeId 0 = the top), or a page of people for a keyword; an empty list for
// someone who administers nobody. POST CreateAccount creates an account in an organisation of theirs.
import { http } from '@/lib/request'
import { encodePassword } from '@/lib/password'

export interface ManagedNode {
  id: string
  fullName: string
  /** company / department / user */
  type: string
  organize?: string
}

export async function getManagedLevel(organizeId: string, keyword = ''): Promise<ManagedNode[]> {
  const res = await http.post<{ list?: ManagedNode[] }>(
    `/api/permission/Users/GetListByAuthorize/${encodeURIComponent(organizeId || '0')}`,
    keyword ? { keyword, currentPage: 1, pageSize: 100 } : {},
    { silent: true, loading: false }
  )
  return Array.isArray(res.data?.list) ? res.data.list : []
}

export interface NewAccount {
  account: string
  realName: string
  /** the sex dictionary's code: 1 男, 2 女 */
  gender: string
  mobilePhone: string
  organizeId: string
  /** plain; empty = the system's default password for new users */
  password: string
}

/** silent: the form shows the server's reason (账户已存在 ...) itself */
export async function createAccount(a: NewAccount): Promise<string> {
  const body = { account: a.account, realName: a.realName, gender: a.gender, mobilePhone: a.mobilePhone, organizeId: a.organizeId,
    ...(a.password ? { password: encodePassword(a.password) } : {}) }
  const res = await http.post('/api/permission/Users/CreateAccount', body, { silent: true })
  return res.msg
}
