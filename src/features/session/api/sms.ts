import { http } from '@/lib/request'
import { env } from '@/config/env'
import type { LoginVO } from '@shared/api/oauth'

/** the SMS calls go to the tenant host (spec §7); by default that is the API base itself */
function smsUrl(path: string): string {
  return env.smsBase === env.apiBase ? path : `${env.smsBase}${path}`
}

/** GET {host}/api/oauth/getSmsCode?mobile= */
export async function requestSmsCode(mobile: string): Promise<void> {
  await http.get(smsUrl('/api/oauth/getSmsCode'), { mobile }, { silent: true })
}

/** POST {host}/api/oauth/Login/sms, form-encoded {mobile, code} */
export async function postSmsLogin(mobile: string, code: string): Promise<LoginVO> {
  const res = await http.post<LoginVO>(smsUrl('/api/oauth/Login/sms'), { mobile, code }, { form: true, silent: true })
  if (!res.data?.token) throw new Error('登录失败：服务器未返回令牌')
  return res.data
}
