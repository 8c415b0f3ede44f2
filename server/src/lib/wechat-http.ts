// One GET against a WeChat API that answers JSON with errcode/errmsg on failure (cgi-bin, sns). Errors become a
// BadRequest whose message a user can read; the errcode stays on it for callers that react to one (an expired
// access_token is fetched again). Secrets travel in the query, so URLs are never logged or put in messages.
import { BadRequest } from '../errors'

export class WechatApiError extends BadRequest {
  constructor(readonly errcode: number, message: string) {
    super(message)
  }
}

/** errcodes WeChat documents for these calls, in words for the person who sees them */
const MESSAGES: Record<number, string> = {
  [-1]: '微信服务繁忙，请稍后再试',
  40001: '微信凭证无效（AppSecret 错误或 access_token 已失效）',
  40002: '微信凭证类型错误',
  40013: '微信 AppID 无效',
  40029: '微信授权码(code)无效，请重新授权',
  40125: '微信 AppSecret 无效',
  40163: '微信授权码(code)已被使用，请重新授权',
  40164: '本服务器的 IP 不在微信公众平台的白名单中',
  41001: '缺少微信 access_token',
  42001: '微信 access_token 已过期',
  45009: '微信接口今日调用次数已达上限',
  45011: '微信接口调用过于频繁，请稍后再试',
  48001: '该公众号没有此接口的权限',
  50001: '用户未授权该接口'
}

export function wechatErrorText(errcode: number, errmsg?: string): string {
  return MESSAGES[errcode] ?? `微信接口返回错误 ${errcode}${errmsg ? `（${errmsg.slice(0, 80)}）` : ''}`
}

export async function wechatGet<T extends object>(base: string, path: string, query: Record<string, string>): Promise<T> {
  let body: T & { errcode?: number; errmsg?: string }
  try {
    const res = await fetch(`${base}${path}?${new URLSearchParams(query).toString()}`, { signal: AbortSignal.timeout(10000) })
    body = (await res.json()) as typeof body
  } catch {
    throw new BadRequest('无法连接微信服务，请稍后再试')
  }
  if (!body || typeof body !== 'object') throw new BadRequest('微信服务返回了无法识别的内容')
  if (body.errcode) throw new WechatApiError(body.errcode, wechatErrorText(body.errcode, body.errmsg))
  return body
}
