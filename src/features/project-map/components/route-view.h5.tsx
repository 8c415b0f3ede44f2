// The route without a map provider: each section's stretch of the chainage line in its colour, bridges and
// tunnels as dark dots, open hazards as red ones, key inspection points green, orange or red by today's state, the chainage at both ends. It says that it is a schematic.
import { useCallback } from 'react'
import { Text, View } from '@tarojs/components'
import { ChartCanvas } from '@/components/charts/chart-canvas'
import type { ChartCtx, ChartSize } from '@/components/charts/types'
import { fitProjection, markerColour, sectionColour } from '../lib/geometry'
import { ROUTE_VIEW_HEIGHT, type RouteViewProps } from './route-view-types'

const km = (m: number) => `K${Math.floor(m / 1000)}+${String(Math.round(m % 1000)).padStart(3, '0')}`

export function RouteView({ map }: RouteViewProps) {
  const draw = useCallback((ctx: ChartCtx, size: ChartSize) => {
    const all = [...map.line, ...map.sections.flatMap((s) => s.line)]
    const at = fitProjection(all, size, 28)
    if (!at) return
    ctx.fillStyle = '#f7f9fc'
    ctx.fillRect(0, 0, size.width, size.height)
    // the whole line thin and grey, then each section over it
    const path = (points: { longitude: number; latitude: number }[], colour: string, width: number) => {
      if (points.length < 2) return
      ctx.strokeStyle = colour
      ctx.lineWidth = width
      ctx.lineJoin = 'round'
      ctx.beginPath()
      points.forEach((p, i) => { const { x, y } = at(p); if (i === 0) ctx.moveTo(x, y); else ctx.lineTo(x, y) })
      ctx.stroke()
    }
    path(map.line, '#c0c4cc', 2)
    map.sections.filter((s) => s.line.length > 1 && s.kind === 'construction').forEach((s, i) => path(s.line, sectionColour(i), 5))
    ctx.font = '12px sans-serif'
    ctx.textBaseline = 'middle'
    for (const m of map.markers) {
      const { x, y } = at(m)
      ctx.fillStyle = markerColour(m)
      ctx.beginPath()
      ctx.arc(x, y, m.kind === 'structure' ? 3.5 : 5, 0, Math.PI * 2)
      ctx.fill()
    }
    if (map.line.length > 1) {
      const [first, last] = [map.line[0], map.line[map.line.length - 1]]
      ctx.fillStyle = '#606266'
      for (const p of [first, last]) {
        const { x, y } = at(p)
        ctx.textAlign = x > size.width / 2 ? 'right' : 'left'
        ctx.fillText(km(p.chainage), x + (x > size.width / 2 ? -8 : 8), y)
      }
    }
  }, [map])
  return (
    <View className='route-view'>
      <ChartCanvas height={ROUTE_VIEW_HEIGHT} draw={draw} />
      <Text className='route-view__note'>线路示意图（按桩号控制点绘制）；网页版未接入地图底图，在微信小程序中可查看地图</Text>
    </View>
  )
}
