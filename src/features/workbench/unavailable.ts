// What a link to a screen this build lacks is (a deep link, a shared card, an old bookmark): the user's own menu
// names the feature when it holds the route (隐患上报 for /pages/apply/reportHidden/index); otherwise the path is
// all there is to say.
import type { MenuItem } from '@shared/api/oauth'
import { pagePath } from '@/config/routes'

export const UNAVAILABLE_TEXT = '此功能尚未开放'

function walk(menus: MenuItem[] | undefined, path: string): MenuItem | undefined {
  for (const m of menus ?? []) {
    const url = (m.urlAddress ?? '').trim()
    if (url && pagePath(url) === path) return m
    const inner = walk(m.children, path)
    if (inner) return inner
  }
  return undefined
}

/** the menu's name for this path, or undefined when no menu of the user leads there */
export function featureName(menuList: MenuItem[], path: string): string | undefined {
  if (!path) return undefined
  return walk(menuList, pagePath(path))?.fullName?.trim() || undefined
}

/** a path as received (a query string, no leading slash, URI-encoded) as one readable page path */
export function readablePath(raw: string | undefined): string {
  if (!raw) return ''
  let path = raw
  try {
    path = decodeURIComponent(raw)
  } catch {
    // a malformed escape: show it as it came
  }
  return pagePath(path)
}
