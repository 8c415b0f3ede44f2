import { useCallback, useRef, useState } from 'react'
import { drawDot, drawSegment, drawStroke, redraw, strokeBounds, type Pen, type Point, type Stroke } from './strokes'
import type { PadSurface } from './surface-types'

/** points closer than this (CSS px) add nothing but work */
const MIN_STEP = 1

/** the pad's drawing state: strokes drawn as they come, undo and clear redraw the rest */
export function useStrokes(pen: Pen) {
  const surface = useRef<PadSurface | null>(null)
  const strokes = useRef<Stroke[]>([])
  const current = useRef<Stroke | null>(null)
  const [count, setCount] = useState(0)
  const [status, setStatus] = useState<'loading' | 'ready' | 'unsupported'>('loading')
  const penRef = useRef(pen)
  penRef.current = pen

  const repaint = () => {
    const s = surface.current
    if (s) redraw(s.ctx, strokes.current, penRef.current, s.width, s.height)
  }

  const onReady = useCallback((s: PadSurface | null) => {
    surface.current = s
    setStatus(s ? 'ready' : 'unsupported')
    // a re-measured canvas (rotation) comes back blank: put the strokes back
    if (s) redraw(s.ctx, strokes.current, penRef.current, s.width, s.height)
  }, [])

  const onStrokeStart = useCallback((p: Point) => {
    const s = surface.current
    if (!s) return
    const stroke: Stroke = [p]
    current.current = stroke
    strokes.current.push(stroke)
    drawDot(s.ctx, p, penRef.current)
    setCount(strokes.current.length)
  }, [])

  const onStrokeMove = useCallback((p: Point) => {
    const s = surface.current
    const stroke = current.current
    if (!s || !stroke) return
    const last = stroke[stroke.length - 1]
    if (Math.abs(last.x - p.x) < MIN_STEP && Math.abs(last.y - p.y) < MIN_STEP) return
    stroke.push(p)
    drawSegment(s.ctx, last, p, penRef.current)
  }, [])

  const onStrokeEnd = useCallback(() => {
    current.current = null
  }, [])

  const undo = () => {
    if (!strokes.current.length) return
    strokes.current.pop()
    current.current = null
    repaint()
    setCount(strokes.current.length)
  }

  const clear = () => {
    strokes.current = []
    current.current = null
    repaint()
    setCount(0)
  }

  const exportPng = async (): Promise<string | undefined> => {
    const s = surface.current
    if (!s) return undefined
    const bounds = strokeBounds(strokes.current, penRef.current, s.width, s.height)
    const paint = (ctx: typeof s.ctx) => strokes.current.forEach((stroke) => drawStroke(ctx, stroke, penRef.current))
    return s.toDataURL(bounds && { ...bounds, paint })
  }

  return { count, status, onReady, onStrokeStart, onStrokeMove, onStrokeEnd, undo, clear, exportPng }
}
