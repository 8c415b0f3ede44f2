// WeChat's same-layer <Canvas type="2d"> is reached through its node, looked up by id once the native side has laid
// it out; the signature pad and the charts both draw on one. Mini-program builds only (imported from *.weapp.tsx).
import Taro from '@tarojs/taro'

export interface CanvasNode {
  canvas: Taro.Canvas
  /** CSS px */
  width: number
  height: number
}

const LOOKUPS = 5
const RETRY_MS = 60

/** the device pixel ratio, at most `max` (2 is sharp on any phone and keeps the backing store small) */
export function canvasPixelRatio(max = 2): number {
  try {
    return Math.min(Taro.getWindowInfo?.().pixelRatio ?? Taro.getSystemInfoSync().pixelRatio ?? 2, max)
  } catch {
    return 2
  }
}

/**
 * Finds the canvas `#id` and hands it over with its size, or null when it never shows up: a popup that just opened
 * may not be laid out yet, so it looks again a few times. Returns a function that stops it (the component unmounted).
 */
export function findCanvasNode(id: string, onFound: (node: CanvasNode | null) => void): () => void {
  let alive = true
  const find = (attempt: number) => {
    Taro.createSelectorQuery()
      .select(`#${id}`)
      .fields({ node: true, size: true })
      .exec((res: { node?: Taro.Canvas; width?: number; height?: number }[]) => {
        if (!alive) return
        const info = res?.[0]
        const canvas = info?.node
        if (!canvas || !info.width || !info.height) {
          if (attempt < LOOKUPS) setTimeout(() => find(attempt + 1), RETRY_MS)
          else onFound(null)
          return
        }
        onFound({ canvas, width: info.width, height: info.height })
      })
  }
  Taro.nextTick(() => find(1))
  return () => {
    alive = false
  }
}
