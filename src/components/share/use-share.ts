import { useShareAppMessage } from '@tarojs/taro'
import { env } from '@/config/env'
import { routes } from '@/config/routes'
import { useWechatShare } from './wechat-share'

export interface ShareOptions {
  title?: string
  /** a page path without data in it: a shared link re-checks the viewer's permissions (wechat-platform.md §9) */
  path?: string
}

/** the spec's default share (§2): the Workbench with the platform name; the page config needs enableShareAppMessage */
export function usePageShare(opts: ShareOptions = {}): void {
  const title = opts.title ?? env.platformName
  const path = opts.path ?? routes.tabWorkbench
  useShareAppMessage(() => ({ title, path }))
  // the H5 page inside WeChat's browser: the same title and page for WeChat's share menu
  useWechatShare(title, path)
}
