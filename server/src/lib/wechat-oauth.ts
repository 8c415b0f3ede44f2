// WeChat web authorization (OAuth 2.0) over the real protocol: the user is sent to an authorize page
// (open.weixin.qq.com: connect/qrconnect for a website application, connect/oauth2/authorize for an official
// account inside WeChat), comes back to redirect_uri with code and state, and the server trades the code at
// sns/oauth2/access_token for an access token and the openid (and unionid when the app belongs to an open platform
// account), then reads the nickname at sns/userinfo. Both bases are configurable so tests use a local fake.
import { BadRequest } from '../errors'
import { wechatGet } from './wechat-http'

export interface OAuthClient {
  /** where the authorize pages are (https://open.weixin.qq.com) */
  authorizeBase: string
  /** connect/qrconnect or connect/oauth2/authorize */
  authorizePath: string
  scope: string
  /** where sns/* answers (https://api.weixin.qq.com) */
  apiBase: string
  appId: string
  secret: string
}

export interface OAuthIdentity {
  openid: string
  unionid?: string
  nickname: string
}

export function authorizeUrl(client: OAuthClient, redirectUri: string, state: string): string {
  const qs = new URLSearchParams({ appid: client.appId, redirect_uri: redirectUri, response_type: 'code', scope: client.scope, state })
  // WeChat's pages want their parameters in this order and the fragment at the end
  return `${client.authorizeBase}${client.authorizePath}?${qs.toString()}#wechat_redirect`
}

export async function identityFromCode(client: OAuthClient, code: string): Promise<OAuthIdentity> {
  const token = await wechatGet<{ access_token?: string; openid?: string; unionid?: string; scope?: string }>(client.apiBase, '/sns/oauth2/access_token', {
    appid: client.appId, secret: client.secret, code, grant_type: 'authorization_code'
  })
  if (!token.access_token || !token.openid) throw new BadRequest('微信授权失败：未返回用户标识')
  // snsapi_base gives no profile; the openid is all there is
  if (client.scope === 'snsapi_base') return { openid: token.openid, unionid: token.unionid, nickname: '' }
  const info = await wechatGet<{ openid?: string; unionid?: string; nickname?: string }>(client.apiBase, '/sns/userinfo', {
    access_token: token.access_token, openid: token.openid, lang: 'zh_CN'
  })
  if (info.openid && info.openid !== token.openid) throw new BadRequest('微信授权失败：用户信息与授权不符')
  return { openid: token.openid, unionid: info.unionid || token.unionid, nickname: (info.nickname ?? '').slice(0, 100) }
}
