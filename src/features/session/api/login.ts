import { http } from '@/lib/request'
import type { LoginForm, LoginVO } from '@shared/api/oauth'

/**
 * POST /api/oauth/Login (jnpf-api.md §2.1): form-encoded, never JSON. Silent because the login screens show the
 * server's message (账户或密码错误, locked, disabled) next to the form instead of a passing toast.
 */
export async function postLogin(form: LoginForm): Promise<LoginVO> {
  const res = await http.post<LoginVO>('/api/oauth/Login', form, { form: true, silent: true })
  if (!res.data?.token) throw new Error('登录失败：服务器未返回令牌')
  return res.data
}

/** GET|POST /api/oauth/Logout revokes the token on the server; the caller ignores failures (already offline etc.) */
export async function getLogout(): Promise<void> {
  await http.get('/api/oauth/Logout', undefined, { silent: true })
}
