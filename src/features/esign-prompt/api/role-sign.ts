// The two calls the batch-sign prompt needs (spec §7): GetRoleSign (?flag=approve|login) and CreatePersonSeal. The
// e-signature screens have their own client of the same endpoints: this feature stays small, since the Workbench
// tab in the main package and the app shell use it.
import type { PersonSealVO, RoleSignVO } from '@shared/api/esign'
import { http } from '@/lib/request'

const S = '/api/Signature/signaturefddservice'

/** an answer without data is an error, not an empty state */
function required<T>(data: T | undefined | null): T {
  if (data === undefined || data === null) throw new Error('服务器没有返回数据，请重试')
  return data
}

export async function getRoleSign(flag: 'approve' | 'login'): Promise<RoleSignVO> {
  return required((await http.post<RoleSignVO>(`${S}/GetRoleSign/?flag=${flag}`, {}, { silent: true })).data)
}

export async function createPersonSeal(): Promise<PersonSealVO> {
  return required((await http.post<PersonSealVO>(`${S}/CreatePersonSeal`, {}, { silent: true })).data)
}
