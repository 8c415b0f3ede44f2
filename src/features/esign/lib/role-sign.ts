// GetRoleSign with the personal seal made first when the user has none (state 0): the signing screens show the
// state of a user who can sign. (The prompt feature does the same for the login moment; features do not share code.)
import type { RoleSignVO } from '@shared/api/esign'
import { createPersonSeal, getRoleSign } from '../api/esign'

export async function loadRoleSign(flag: 'approve' | 'login'): Promise<RoleSignVO> {
  const info = await getRoleSign(flag)
  if (Number(info.state) === 10) return info
  await createPersonSeal()
  return getRoleSign(flag)
}
