// The fences without a map provider (the browser has no map key): each fence drawn to scale on a plain canvas,
// the draft in orange, punches as green (inside) or red (outside) dots. It says that it is a schematic.
import { useCallback } from 'react'
import { Text, View } from '@tarojs/components'
import { ChartCanvas } from '@/components/charts/chart-canvas'
import type { ChartCtx, ChartSize } from '@/components/charts/types'
import { boundsOf, DRAFT_COLOUR, FENCE_COLOUR, FENCE_MAP_HEIGHT, fitBox, INSIDE_COLOUR, OUTSIDE_COLOUR, type FenceMapProps, type MapFence } from './types'

export function FenceMap({ fences, draft, punches = [] }: FenceMapProps) {
  const draw = useCallback((ctx: ChartCtx, size: ChartSize) => {
    ctx.fillStyle = '#f7f9fc'
    ctx.fillRect(0, 0, size.width, size.height)
    const all = [...fences, ...(draft ? [draft] : [])]
    const box = fitBox([...all.flatMap(boundsOf), ...punches], size.width, size.height)
    if (!box) return
    ctx.font = '12px sans-serif'
    ctx.textAlign = 'center'
    ctx.textBaseline = 'middle'
    const shape = (f: MapFence, colour: string) => {
      ctx.strokeStyle = colour
      ctx.lineWidth = 2
      ctx.lineJoin = 'round'
      ctx.beginPath()
      if (f.shape === 'circle' && f.center) {
        const c = box.at(f.center)
        ctx.arc(c.x, c.y, Math.max(2, (f.radius ?? 0) * box.pxPerMetre), 0, Math.PI * 2)
      } else {
        f.points.forEach((p, i) => { const { x, y } = box.at(p); if (i === 0) ctx.moveTo(x, y); else ctx.lineTo(x, y) })
        if (f.points.length > 2) ctx.closePath()
      }
      ctx.stroke()
      if (f.shape === 'polygon') {
        ctx.fillStyle = colour
        for (const p of f.points) { const { x, y } = box.at(p); ctx.beginPath(); ctx.arc(x, y, 3, 0, Math.PI * 2); ctx.fill() }
      }
      // the name under the shape, clear of its outline and vertex dots
      const below = f.shape === 'circle' && f.center
        ? (() => { const c = box.at(f.center); return { x: c.x, y: c.y + Math.max(2, (f.radius ?? 0) * box.pxPerMetre) + 12 } })()
        : f.points.length
          ? (() => { const at = f.points.map((p) => box.at(p)); return { x: at.reduce((a, p) => a + p.x, 0) / at.length, y: Math.max(...at.map((p) => p.y)) + 12 } })()
          : null
      if (below && f.name) { ctx.fillStyle = colour; ctx.fillText(f.name.length > 10 ? `${f.name.slice(0, 10)}…` : f.name, below.x, below.y) }
    }
    fences.forEach((f) => shape(f, FENCE_COLOUR))
    if (draft) shape(draft, DRAFT_COLOUR)
    for (const p of punches) {
      const { x, y } = box.at(p)
      ctx.fillStyle = p.inside ? INSIDE_COLOUR : OUTSIDE_COLOUR
      ctx.beginPath()
      ctx.arc(x, y, 5, 0, Math.PI * 2)
      ctx.fill()
      ctx.fillText(p.label, x, y - 12)
    }
  }, [fences, draft, punches])
  return (
    <View className='att-map'>
      <ChartCanvas height={FENCE_MAP_HEIGHT} draw={draw} />
      <Text className='att-map__note'>围栏示意图（按坐标比例绘制）；网页版未接入地图底图，在微信小程序中可在地图上查看和点选</Text>
    </View>
  )
}
