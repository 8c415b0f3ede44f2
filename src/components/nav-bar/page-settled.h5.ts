// Taro's H5 router hides the page under a new one only when the new one's slide-in has ended (animation delay +
// duration, 350 ms by default), on a timer that a navigateBack in the meantime does not cancel: a back tapped that
// early (稍后签署 on a prompt that has just opened, a double tap) shows the page below and then the timer hides it,
// leaving a blank Workbench. The top page is marked taro_page_stationed once that moment is over, so a back waits
// for it.
const LIMIT_MS = 1500
const POLL_MS = 30

function topPage(): Element | undefined {
  const pages = Array.from(document.querySelectorAll('.taro_page')).filter((p) => !p.classList.contains('taro_page_shade'))
  return pages[pages.length - 1]
}

/** runs `go` now when the top page has settled, or as soon as it has (at most 1.5 s later) */
export function whenPageSettled(go: () => void): void {
  const top = typeof document === 'undefined' ? undefined : topPage()
  if (!top || top.classList.contains('taro_page_stationed')) return go()
  const started = Date.now()
  const tick = () => {
    // one more turn after the mark: the hide timer of the page below fires at the same moment
    if (top.classList.contains('taro_page_stationed') || !top.isConnected || Date.now() - started > LIMIT_MS) setTimeout(go, POLL_MS)
    else setTimeout(tick, POLL_MS)
  }
  tick()
}
