import { useEffect, useRef, useState } from 'react'
import { useChartDrawing, type ChartCanvasProps, type ChartSurface } from './chart-surface'
import type { ChartCtx } from './types'

const MAX_RATIO = 3
/** jsdom and a hidden tab lay nothing out: draw at a phone's width rather than not at all */
const FALLBACK_WIDTH = 320

/** a plain <canvas> sized to its box at the device pixel ratio, measured again when the window turns or resizes */
export function ChartCanvas({ height, draw }: ChartCanvasProps) {
  const ref = useRef<HTMLCanvasElement>(null)
  const [surface, setSurface] = useState<ChartSurface | null>(null)

  useEffect(() => {
    const canvas = ref.current
    let ctx: CanvasRenderingContext2D | null = null
    try {
      ctx = canvas?.getContext('2d') ?? null
    } catch {
      ctx = null
    }
    if (!canvas || !ctx) return undefined
    const context = ctx
    const measure = () => {
      const width = canvas.getBoundingClientRect().width || canvas.clientWidth || FALLBACK_WIDTH
      const ratio = Math.min(window.devicePixelRatio || 1, MAX_RATIO)
      canvas.width = Math.round(width * ratio)
      canvas.height = Math.round(height * ratio)
      context.setTransform(ratio, 0, 0, ratio, 0, 0)
      setSurface({ ctx: context as unknown as ChartCtx, width, height })
    }
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [height])

  useChartDrawing(surface, draw)
  return <canvas ref={ref} className='chart__canvas' style={{ display: 'block', width: '100%', height: `${height}px` }} />
}
