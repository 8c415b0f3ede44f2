// The third-party logins this server offers, as JNPF's SocialsUserVo describes them (jnpf-api.md §2.4). Each is a
// WeChat OAuth client (lib/wechat-oauth) enabled by its credentials: wechat_open (website application, scan to log
// in from a browser) and wechat_mp (the official account's web authorization, inside WeChat's browser).
import type { ServerConfig } from '../../config'
import type { OAuthClient } from '../../lib/wechat-oauth'

export interface SocialProvider {
  enname: string
  name: string
  describetion: string
  icon: string
  client: OAuthClient
}

export interface SocialsUserVo {
  enname: string
  name: string
  describetion: string
  since: string
  logo: string
  apiDoc: string
  /** the uni-app client shows only entries marked latest */
  isLatest: boolean
  latest: boolean
  icon: string
  entity: SocialBindingVo | null
  renderUrl: string
}

export interface SocialBindingVo { id: string; userId: string; socialType: string; socialName: string; creatorTime: number }

/** the mini-program's own binding (GetWechatUserInfoByCode / WeChatBinding): listed and unbound here, bound there */
export const MINI_PROGRAM = { enname: 'wechat_applets', name: '微信小程序', describetion: '在微信小程序中登录时绑定', icon: 'icon-ym icon-ym-wechat' }

export function socialProviders(config: ServerConfig): SocialProvider[] {
  const list: SocialProvider[] = []
  if (config.wechatOpenAppId && config.wechatOpenSecret) {
    list.push({
      enname: 'wechat_open', name: '微信', describetion: '使用微信扫码登录', icon: 'icon-ym icon-ym-wechat',
      client: {
        authorizeBase: config.wechatOpenBase, authorizePath: '/connect/qrconnect', scope: 'snsapi_login',
        apiBase: config.wechatApiBase, appId: config.wechatOpenAppId, secret: config.wechatOpenSecret
      }
    })
  }
  if (config.wechatMpAppId && config.wechatMpSecret) {
    list.push({
      enname: 'wechat_mp', name: '微信公众号', describetion: '在微信中打开时使用微信登录', icon: 'icon-ym icon-ym-wechat',
      client: {
        authorizeBase: config.wechatOpenBase, authorizePath: '/connect/oauth2/authorize', scope: 'snsapi_userinfo',
        apiBase: config.wechatApiBase, appId: config.wechatMpAppId, secret: config.wechatMpSecret
      }
    })
  }
  return list
}

export function providerVo(p: Pick<SocialProvider, 'enname' | 'name' | 'describetion' | 'icon'>, renderUrl: string, entity: SocialBindingVo | null = null): SocialsUserVo {
  return { enname: p.enname, name: p.name, describetion: p.describetion, since: '', logo: '', apiDoc: '', isLatest: true, latest: true, icon: p.icon, entity, renderUrl }
}
