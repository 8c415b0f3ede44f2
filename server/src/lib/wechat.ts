// WeChat mini-program code2Session over the real HTTP protocol (wechat-platform docs); the base URL is
// configurable so tests talk to a local fake server. session_key never leaves this module.
import { BadRequest } from '../errors'

export interface WechatConfig {
  wechatApiBase: string
  wechatAppId: string
  wechatSecret: string
}

export interface WechatSession {
  openid: string
  unionid?: string
}

const ERRORS: Record<number, string> = {
  40029: '微信登录凭证(code)无效，请重新登录',
  45011: '微信登录过于频繁，请稍后再试',
  40226: '该微信用户存在风险，已被微信拦截登录',
  40163: '微信登录凭证(code)已被使用，请重新登录',
  [-1]: '微信服务繁忙，请稍后再试'
}

export function wechatConfigured(cfg: WechatConfig): boolean {
  return Boolean(cfg.wechatAppId && cfg.wechatSecret)
}

export async function code2Session(cfg: WechatConfig, code: string): Promise<WechatSession> {
  if (!wechatConfigured(cfg)) throw new BadRequest('微信登录未配置')
  const qs = new URLSearchParams({ appid: cfg.wechatAppId, secret: cfg.wechatSecret, js_code: code, grant_type: 'authorization_code' })
  let body: { openid?: string; unionid?: string; errcode?: number; errmsg?: string }
  try {
    const res = await fetch(`${cfg.wechatApiBase}/sns/jscode2session?${qs.toString()}`, { signal: AbortSignal.timeout(10000) })
    body = (await res.json()) as typeof body
  } catch {
    throw new BadRequest('无法连接微信服务，请稍后再试')
  }
  if (body.errcode) {
    throw new BadRequest(ERRORS[body.errcode] ?? `微信登录失败(${body.errcode})`)
  }
  if (!body.openid) throw new BadRequest('微信登录失败：未返回用户标识')
  return { openid: body.openid, unionid: body.unionid }
}
