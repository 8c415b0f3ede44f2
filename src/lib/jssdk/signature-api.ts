import { http } from '@/lib/request'

export interface SignatureQuery { timestamp: string; noncestr: string; url: string }

/**
 * GET /api/message/wechatopen/getJssdkSinature (spec §7): the answer is the signature itself, a 40-hex string, in
 * data; a server that answers it bare is read the same way. Quiet: a page inside WeChat falls back to the
 * browser's APIs when it cannot be had, and the caller says why.
 */
export async function fetchJssdkSignature(q: SignatureQuery): Promise<string> {
  const res = await http.get<unknown>('/api/message/wechatopen/getJssdkSinature', q, { silent: true, loading: false })
  const value = typeof res.data === 'string' ? res.data : typeof res === 'string' ? res : ''
  if (!/^[0-9a-f]{40}$/i.test(value)) throw new Error('微信 JS-SDK 签名无效')
  return value
}
