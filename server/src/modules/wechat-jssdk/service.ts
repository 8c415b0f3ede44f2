// The JS-SDK signature for a page of the H5 app inside WeChat: the official account's jsapi_ticket (through its
// access_token), both cached across instances, signed for the page's URL. Unconfigured, it says so.
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { WechatApiError } from '../../lib/wechat-http'
import { STALE_TOKEN_ERRCODES, fetchAccessToken, fetchJsapiTicket, type MpCredentials } from '../../lib/wechat-mp'
import type { CredentialCache } from './credential-cache'
import { jsapiSignature } from './signature'

export const NOT_CONFIGURED = '微信公众号未配置（WECHAT_MP_APPID、WECHAT_MP_SECRET），无法使用微信 JS-SDK'

export function mpCredentials(ctx: AppContext): MpCredentials {
  const { wechatMpAppId: appId, wechatMpSecret: secret, wechatApiBase: apiBase } = ctx.config
  if (!appId || !secret) throw new BadRequest(NOT_CONFIGURED)
  return { apiBase, appId, secret }
}

export async function jsapiTicket(cache: CredentialCache, mp: MpCredentials): Promise<string> {
  const tokenKey = `mp:${mp.appId}:access_token`
  const token = () => cache.get(tokenKey, () => fetchAccessToken(mp))
  return cache.get(`mp:${mp.appId}:jsapi_ticket`, async () => {
    const used = await token()
    try {
      return await fetchJsapiTicket(mp, used)
    } catch (err) {
      // the cached token was replaced or revoked at WeChat's end (someone else asked for one): once more, fresh
      if (!(err instanceof WechatApiError) || !STALE_TOKEN_ERRCODES.has(err.errcode)) throw err
      await cache.invalidate(tokenKey, used)
      return fetchJsapiTicket(mp, await token())
    }
  })
}

export interface SignatureQuery { timestamp: string; noncestr: string; url: string }

export async function jssdkSignature(ctx: AppContext, cache: CredentialCache, q: SignatureQuery): Promise<string> {
  const mp = mpCredentials(ctx)
  let page: URL
  try {
    page = new URL(q.url)
  } catch {
    throw new BadRequest('url 必须是完整的页面地址')
  }
  if (page.protocol !== 'http:' && page.protocol !== 'https:') throw new BadRequest('url 必须是 http(s) 页面地址')
  return jsapiSignature({ jsapiTicket: await jsapiTicket(cache, mp), noncestr: q.noncestr, timestamp: q.timestamp, url: q.url })
}
