// The official account's server credentials over WeChat's real protocol: cgi-bin/token (access_token) and
// cgi-bin/ticket/getticket?type=jsapi (jsapi_ticket), each valid expires_in seconds (7200). Callers cache both
// (modules/wechat-jssdk): WeChat allows only a few thousand of these calls a day.
import { BadRequest } from '../errors'
import { wechatGet } from './wechat-http'

export interface MpCredentials { apiBase: string; appId: string; secret: string }

export interface ExpiringValue { value: string; expiresInSec: number }

/** access_token and jsapi_ticket errcodes that mean the token used is no longer good: fetch a new one */
export const STALE_TOKEN_ERRCODES = new Set([40001, 40014, 42001])

export async function fetchAccessToken(mp: MpCredentials): Promise<ExpiringValue> {
  const body = await wechatGet<{ access_token?: string; expires_in?: number }>(mp.apiBase, '/cgi-bin/token', {
    grant_type: 'client_credential', appid: mp.appId, secret: mp.secret
  })
  if (!body.access_token) throw new BadRequest('微信未返回 access_token')
  return { value: body.access_token, expiresInSec: Number(body.expires_in) || 7200 }
}

export async function fetchJsapiTicket(mp: MpCredentials, accessToken: string): Promise<ExpiringValue> {
  const body = await wechatGet<{ ticket?: string; expires_in?: number }>(mp.apiBase, '/cgi-bin/ticket/getticket', {
    access_token: accessToken, type: 'jsapi'
  })
  if (!body.ticket) throw new BadRequest('微信未返回 jsapi_ticket')
  return { value: body.ticket, expiresInSec: Number(body.expires_in) || 7200 }
}
