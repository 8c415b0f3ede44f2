import { useEffect, useRef } from 'react'
import type { CanvasSurfaceProps, Crop } from './surface-types'

// the PNG is stored inside the record (JNPF keeps the data URL): 2x is sharp enough and keeps it small
const MAX_RATIO = 2

/** the pad, or the cropped region copied onto a canvas of its own size */
function exportPng(canvas: HTMLCanvasElement, ratio: number, crop?: Crop): string {
  if (!crop) return canvas.toDataURL('image/png')
  const out = document.createElement('canvas')
  out.width = Math.max(1, Math.round(crop.width * ratio))
  out.height = Math.max(1, Math.round(crop.height * ratio))
  let ctx: CanvasRenderingContext2D | null = null
  try {
    ctx = out.getContext('2d')
  } catch {
    ctx = null
  }
  if (!ctx || typeof ctx.drawImage !== 'function') return canvas.toDataURL('image/png')
  ctx.drawImage(canvas, crop.x * ratio, crop.y * ratio, crop.width * ratio, crop.height * ratio, 0, 0, out.width, out.height)
  return out.toDataURL('image/png')
}

/**
 * A plain <canvas> sized to its box at the device pixel ratio. Listeners are native and non-passive so a finger
 * drawing on the pad never scrolls the page; touch and mouse both draw (a phone browser and a desktop one).
 */
export function CanvasSurface({ className, ...handlers }: CanvasSurfaceProps) {
  const ref = useRef<HTMLCanvasElement>(null)
  const latest = useRef(handlers)
  latest.current = handlers

  useEffect(() => {
    const canvas = ref.current
    if (!canvas) return undefined
    let ctx: CanvasRenderingContext2D | null = null
    try {
      ctx = canvas.getContext('2d')
    } catch {
      ctx = null
    }
    if (!ctx) {
      latest.current.onReady(null)
      return undefined
    }
    const context = ctx
    const measure = () => {
      const rect = canvas.getBoundingClientRect()
      const width = rect.width || canvas.clientWidth || 300
      const height = rect.height || canvas.clientHeight || 150
      const ratio = Math.min(window.devicePixelRatio || 1, MAX_RATIO)
      canvas.width = Math.round(width * ratio)
      canvas.height = Math.round(height * ratio)
      context.setTransform(ratio, 0, 0, ratio, 0, 0)
      latest.current.onReady({ ctx: context, width, height, toDataURL: async (crop) => exportPng(canvas, ratio, crop) })
    }
    measure()

    let drawing = false
    const at = (clientX: number, clientY: number) => {
      const rect = canvas.getBoundingClientRect()
      return { x: clientX - rect.left, y: clientY - rect.top }
    }
    const mouseDown = (e: MouseEvent) => {
      drawing = true
      latest.current.onStrokeStart(at(e.clientX, e.clientY))
    }
    const mouseMove = (e: MouseEvent) => {
      if (drawing) latest.current.onStrokeMove(at(e.clientX, e.clientY))
    }
    const end = () => {
      if (!drawing) return
      drawing = false
      latest.current.onStrokeEnd()
    }
    const touchStart = (e: TouchEvent) => {
      e.preventDefault() // no scrolling, and no emulated mouse events after the touch
      const t = e.touches[0]
      if (!t) return
      drawing = true
      latest.current.onStrokeStart(at(t.clientX, t.clientY))
    }
    const touchMove = (e: TouchEvent) => {
      e.preventDefault()
      const t = e.touches[0]
      if (drawing && t) latest.current.onStrokeMove(at(t.clientX, t.clientY))
    }
    canvas.addEventListener('mousedown', mouseDown)
    window.addEventListener('mousemove', mouseMove)
    window.addEventListener('mouseup', end)
    canvas.addEventListener('touchstart', touchStart, { passive: false })
    canvas.addEventListener('touchmove', touchMove, { passive: false })
    canvas.addEventListener('touchend', end)
    canvas.addEventListener('touchcancel', end)
    // turning the phone changes the box: re-measure (the pad redraws its strokes)
    window.addEventListener('resize', measure)
    return () => {
      canvas.removeEventListener('mousedown', mouseDown)
      window.removeEventListener('mousemove', mouseMove)
      window.removeEventListener('mouseup', end)
      canvas.removeEventListener('touchstart', touchStart)
      canvas.removeEventListener('touchmove', touchMove)
      canvas.removeEventListener('touchend', end)
      canvas.removeEventListener('touchcancel', end)
      window.removeEventListener('resize', measure)
    }
  }, [])

  return <canvas ref={ref} className={className} style={{ display: 'block', width: '100%', height: '100%', touchAction: 'none' }} />
}
