import { useEffect, useMemo, useRef } from 'react'
import Taro from '@tarojs/taro'
import { Canvas } from '@tarojs/components'
import { canvasPixelRatio, findCanvasNode } from '@/lib/canvas-node.weapp'
import type { PadContext, Point } from './strokes'
import type { CanvasSurfaceProps, Crop } from './surface-types'

let seq = 0

interface CanvasTouchEvent {
  touches?: { x: number; y: number }[]
  changedTouches?: { x: number; y: number }[]
}

function pointOf(e: CanvasTouchEvent): Point | undefined {
  const t = e.touches?.[0] ?? e.changedTouches?.[0]
  return t ? { x: t.x, y: t.y } : undefined
}

/** PNG data URL; older base libraries without Canvas.toDataURL go through a temp file */
async function exportPng(canvas: Taro.Canvas): Promise<string> {
  try {
    const url = canvas.toDataURL('image/png', 1)
    if (url && url.startsWith('data:image')) return url
  } catch {
    // fall through
  }
  const { tempFilePath } = await Taro.canvasToTempFilePath({ canvas, fileType: 'png' } as Taro.canvasToTempFilePath.Option)
  const base64 = Taro.getFileSystemManager().readFileSync(tempFilePath, 'base64') as string
  return `data:image/png;base64,${base64}`
}

type Ctx2d = PadContext & { scale(x: number, y: number): void; translate(x: number, y: number): void }

/**
 * Only the drawn region: the canvas is shrunk to the region for a moment and the strokes painted again shifted into
 * it (WeChat's region export of a 2d canvas is not reliable across base libraries), then the pad is restored.
 */
async function exportRegion(canvas: Taro.Canvas, ctx: Ctx2d, ratio: number, size: { width: number; height: number }, crop: Crop): Promise<string> {
  canvas.width = Math.max(1, Math.round(crop.width * ratio))
  canvas.height = Math.max(1, Math.round(crop.height * ratio))
  ctx.scale(ratio, ratio)
  ctx.translate(-crop.x, -crop.y)
  crop.paint(ctx)
  try {
    return await exportPng(canvas)
  } finally {
    canvas.width = Math.round(size.width * ratio)
    canvas.height = Math.round(size.height * ratio)
    ctx.scale(ratio, ratio)
    crop.paint(ctx)
  }
}

/** WeChat's same-layer <Canvas type="2d">: its node is looked up once rendered, then sized at the pixel ratio */
export function CanvasSurface({ className, ...handlers }: CanvasSurfaceProps) {
  const id = useMemo(() => `signature-pad-${(seq += 1)}`, [])
  const latest = useRef(handlers)
  latest.current = handlers
  const drawing = useRef(false)

  useEffect(
    () =>
      findCanvasNode(id, (node) => {
        if (!node) return latest.current.onReady(null)
        const { canvas } = node
        // the PNG is stored inside the record (JNPF keeps the data URL): 2x is sharp enough and keeps it small
        const ratio = canvasPixelRatio(2)
        canvas.width = Math.round(node.width * ratio)
        canvas.height = Math.round(node.height * ratio)
        const ctx = canvas.getContext('2d') as unknown as Ctx2d
        ctx.scale(ratio, ratio)
        const size = { width: node.width, height: node.height }
        latest.current.onReady({
          ctx, ...size, toDataURL: (crop) => (crop ? exportRegion(canvas, ctx, ratio, size, crop) : exportPng(canvas))
        })
      }),
    [id]
  )

  const start = (e: CanvasTouchEvent) => {
    const p = pointOf(e)
    if (!p) return
    drawing.current = true
    latest.current.onStrokeStart(p)
  }
  const move = (e: CanvasTouchEvent) => {
    const p = pointOf(e)
    if (drawing.current && p) latest.current.onStrokeMove(p)
  }
  const end = () => {
    if (!drawing.current) return
    drawing.current = false
    latest.current.onStrokeEnd()
  }
  return (
    <Canvas
      type='2d'
      id={id}
      className={className}
      disableScroll
      onTouchStart={(e) => start(e as unknown as CanvasTouchEvent)}
      onTouchMove={(e) => move(e as unknown as CanvasTouchEvent)}
      onTouchEnd={end}
      onTouchCancel={end}
    />
  )
}
