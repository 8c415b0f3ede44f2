// The canvas a chart draws on, once measured: its context scaled to CSS px and its size. Both platform canvases
// (chart-canvas.h5.tsx, chart-canvas.weapp.tsx) hand one over, and the chart is drawn again whenever it or the
// drawing changes.
import { useEffect } from 'react'
import type { ChartCtx, ChartSize, DrawChart } from './types'

export interface ChartSurface extends ChartSize {
  ctx: ChartCtx
}

export interface ChartCanvasProps {
  /** CSS px; the width is the container's */
  height: number
  draw: DrawChart
}

export function useChartDrawing(surface: ChartSurface | null, draw: DrawChart): void {
  useEffect(() => {
    if (!surface) return
    const { ctx, width, height } = surface
    ctx.clearRect(0, 0, width, height)
    draw(ctx, { width, height })
  }, [surface, draw])
}
