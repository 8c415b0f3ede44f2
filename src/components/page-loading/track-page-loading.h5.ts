import { eventCenter } from '@tarojs/taro'

/** what src/index.html puts on window */
export interface PageLoadingController {
  begin(): void
  end(): void
  fail(reason?: unknown): void
}

type ChunkLoader = (chunkId: unknown) => Promise<unknown>

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
