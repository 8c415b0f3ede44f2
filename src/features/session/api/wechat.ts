import { http } from '@/lib/request'
import type { LoginVO } from '@shared/api/oauth'

/** what the server answers for a wx.login code: a token when the WeChat account is bound, else a binding ticket */
export type WechatCodeResult = { bound: true; token: string } | { bound: false; ticket: string }

/** GET /api/oauth/GetWechatUserInfoByCode?code= (the server calls code2Session; the session key stays there) */
export async function getWechatUserByCode(code: string): Promise<WechatCodeResult> {
  const res = await http.get<WechatCodeResult>('/api/oauth/GetWechatUserInfoByCode', { code }, { silent: true })
  const data = res.data
  if (data?.bound === true && data.token) return data
  if (data?.bound === false && data.ticket) return data
  throw new Error('微信登录失败：服务器返回的数据不完整')
}

/** POST /api/oauth/WeChatBinding, form {account, password (encoded), ticket, and the captcha if asked}: binds and logs in */
export async function postWechatBinding(form: { account: string; password: string; ticket: string; code?: string; timestamp?: string }): Promise<LoginVO> {
  const res = await http.post<LoginVO>('/api/oauth/WeChatBinding', form, { form: true, silent: true })
  if (!res.data?.token) throw new Error('绑定失败：服务器未返回令牌')
  return res.data
}
