import { useShareAppMessage } from '@tarojs/taro'
import { env } from '@/config/env'
import { routes } from '@/config/routes'

export interface ShareOptions {
  title?: string
  /** a page path without data in it: a shared link re-checks the viewer's permissions (wechat-platform.md §9) */
  path?: string
}

/** the spec's default share (§2): the Workbench with the platform name; the page config needs enableShareAppMessage */
export function usePageShare(opts: ShareOptions = {}): void {
  useShareAppMessage(() => ({ title: opts.title ?? env.platformName, path: opts.path ?? routes.tabWorkbench }))
}
