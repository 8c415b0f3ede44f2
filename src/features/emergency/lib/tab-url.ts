// The chosen segment is kept in the page's address (?tab=): a reload or a shared link opens the same segment, and
// coming back from a record finds it (the page stays mounted under the record). On H5 the address is rewritten in
// place; the mini program has no address bar, its page keeps the segment in its state.
import { withTab } from './emergency'

export function keepTabInAddress(tab: string): void {
  if (process.env.TARO_ENV !== 'h5' || typeof window === 'undefined') return
  const url = new URL(window.location.href)
  const next = withTab(url.pathname + url.search, tab) + url.hash
  if (next !== url.pathname + url.search + url.hash) window.history.replaceState(window.history.state, '', next)
}
