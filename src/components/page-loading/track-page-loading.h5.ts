import { eventCenter } from '@tarojs/taro'

/** what src/index.html puts on window */
export interface PageLoadingController {
  begin(): void
  end(): void
  fail(reason?: unknown): void
}

type ChunkLoader = (chunkId: unknown) => Promise<unknown>

/** set while loadQuietly starts a load: those chunks are fetched in the background, no placeholder, no error page */
let quiet = false

interface TaroRoute { path: string; load?: () => [Promise<unknown>, ...unknown[]] }

/**
 * Fetches a page's code ahead of need, while there is signal (the approve dialog of an open to-do, for an approval
 * made offline later). It runs the router's own loader of that page (Taro keeps the routes on window), so exactly
 * the chunks a later navigation asks for are installed; webpack asks for them synchronously inside it, and those
 * requests are not shown. A failure costs only the head start: opening the page later loads it as usual.
 */
export function preloadPage(pagePath: string): void {
  const routes = (window as unknown as { __taroAppConfig?: { routes?: TaroRoute[] } }).__taroAppConfig?.routes ?? []
  const route = routes.find((r) => r.path === pagePath.replace(/^\//, ''))
  if (!route?.load) return
  quiet = true
  try {
    // the background fetch failing costs only the head start (see above)
    route.load()[0].catch(() => undefined)
  } finally {
    quiet = false
  }
}

/**
 * Reports every lazily loaded page chunk to the placeholder script of src/index.html, then ends the template's
 * own "app bundle" task once the first page is on screen. Wrapping webpack's chunk loader sees exactly what
 * the spec times: the wait for a page's code (200 ms before the placeholder, ChunkLoadError after 120 s).
 */
export function trackPageLoading(
  controller: PageLoadingController | undefined = (window as unknown as { __pageLoading?: PageLoadingController })
    .__pageLoading,
  req: { e?: ChunkLoader } | undefined = typeof __webpack_require__ !== 'undefined' ? __webpack_require__ : undefined
): void {
  if (!controller) return
  const load = req?.e
  if (req && typeof load === 'function' && !(load as { tracked?: boolean }).tracked) {
    const tracked: ChunkLoader & { tracked?: boolean } = (chunkId) => {
      if (quiet) return load.call(req, chunkId)
      controller.begin()
      return load.call(req, chunkId).then(
        (value) => {
          controller.end()
          return value
        },
        (error: unknown) => {
          controller.end()
          controller.fail(error)
          throw error
        }
      )
    }
    tracked.tracked = true
    req.e = tracked
  }
  let booted = false
  const bootDone = () => {
    if (booted) return
    booted = true
    eventCenter.off('__afterTaroRouterChange', bootDone)
    controller.end()
  }
  eventCenter.on('__afterTaroRouterChange', bootDone)
}
