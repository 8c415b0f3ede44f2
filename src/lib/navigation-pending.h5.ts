// In the browser a navigateTo changes the address at once, while the page it opens (a subpackage chunk on a slow
// phone) joins getCurrentPages only once it has loaded: in between, the address and the top page differ.
import { builtPages, pagePath } from '@/config/routes'

/**
 * a navigation has been asked for and its page has not arrived yet (`top` is the top page's path); an address that
 * is no page of ours ('/' at launch, an alias) says nothing
 */
export function navigationPending(top: string): boolean {
  if (typeof window === 'undefined' || !top) return false
  const address = pagePath(window.location.pathname)
  return builtPages.includes(address) && address !== top
}
