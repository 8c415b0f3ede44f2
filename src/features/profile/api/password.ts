import { http } from '@/lib/request'
import { encodePassword } from '@/lib/password'

/**
 * POST /api/permission/Users/Current/Actions/ModifyPassword, JSON {oldPassword, password}, both in the login wire
 * form. Silent: the form shows the server's reason (旧密码错误 ...) next to the fields.
 */
export async function modifyPassword(oldPlain: string, newPlain: string): Promise<void> {
  await http.post(
    '/api/permission/Users/Current/Actions/ModifyPassword',
    { oldPassword: encodePassword(oldPlain), password: encodePassword(newPlain) },
    { silent: true }
  )
}
