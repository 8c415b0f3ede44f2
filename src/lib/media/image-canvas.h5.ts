// A browser canvas and an image decoded into it: what photo compression and the site-photo stamp both draw on.

const LOAD_TIMEOUT_MS = 15000

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image()
    const timer = setTimeout(() => reject(new Error('图片读取超时')), LOAD_TIMEOUT_MS)
    img.onload = () => {
      clearTimeout(timer)
      resolve(img)
    }
    img.onerror = () => {
      clearTimeout(timer)
      reject(new Error('图片读取失败'))
    }
    img.src = src
  })
}

/** a fresh canvas with its 2D context, or undefined where there is none (jsdom, an old WebView) */
export function canvas2d(): { canvas: HTMLCanvasElement; ctx: CanvasRenderingContext2D } | undefined {
  if (typeof document === 'undefined') return undefined
  try {
    const canvas = document.createElement('canvas')
    const ctx = canvas.getContext('2d')
    return ctx ? { canvas, ctx } : undefined
  } catch {
    return undefined
  }
}
