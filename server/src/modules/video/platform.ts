// The video platform of this server, when configured: one WVP client per app (its token shared by every request).
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { WvpClient } from './wvp-client'

export const PLATFORM = 'WVP-GB28181-pro'
export const NOT_CONFIGURED = '视频平台未配置：请管理员在服务器环境变量中设置 VIDEO_WVP_URL、VIDEO_WVP_USER 和 VIDEO_WVP_PASSWORD（WVP-GB28181-pro 视频平台的地址、账号和密码）后重启服务'

const clients = new WeakMap<AppContext, WvpClient>()

export const isConfigured = (ctx: AppContext) => ctx.config.videoWvpUrl !== ''

export function platformOf(ctx: AppContext): WvpClient {
  if (!isConfigured(ctx)) throw new BadRequest(NOT_CONFIGURED)
  let client = clients.get(ctx)
  if (!client) {
    client = new WvpClient({ base: ctx.config.videoWvpUrl, user: ctx.config.videoWvpUser, password: ctx.config.videoWvpPassword })
    clients.set(ctx, client)
  }
  return client
}
