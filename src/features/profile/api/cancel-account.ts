import { http } from '@/lib/request'
import { encodePassword } from '@/lib/password'

/** POST /api/oauth/logoutCurrentUser, form-encoded {password}: disables the account and revokes its tokens */
export async function cancelAccount(plainPassword: string): Promise<void> {
  await http.post('/api/oauth/logoutCurrentUser', { password: encodePassword(plainPassword) }, { form: true, silent: true })
}
