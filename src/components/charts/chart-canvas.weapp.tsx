import { useEffect, useMemo, useState } from 'react'
import { Canvas } from '@tarojs/components'
import { canvasPixelRatio, findCanvasNode } from '@/lib/canvas-node.weapp'
import { useChartDrawing, type ChartCanvasProps, type ChartSurface } from './chart-surface'
import type { ChartCtx } from './types'

let seq = 0

/** WeChat's same-layer <Canvas type="2d">: its node is looked up once laid out, then sized at the pixel ratio */
export function ChartCanvas({ height, draw }: ChartCanvasProps) {
  const id = useMemo(() => `chart-canvas-${(seq += 1)}`, [])
  const [surface, setSurface] = useState<ChartSurface | null>(null)

  useEffect(
    () =>
      findCanvasNode(id, (node) => {
        if (!node) return
        const ratio = canvasPixelRatio(3)
        node.canvas.width = Math.round(node.width * ratio)
        node.canvas.height = Math.round(node.height * ratio)
        const ctx = node.canvas.getContext('2d') as unknown as ChartCtx & { scale(x: number, y: number): void }
        ctx.scale(ratio, ratio)
        setSurface({ ctx, width: node.width, height: node.height })
      }),
    [id, height]
  )

  useChartDrawing(surface, draw)
  return <Canvas type='2d' id={id} className='chart__canvas' style={{ display: 'block', width: '100%', height: `${height}px` }} />
}
