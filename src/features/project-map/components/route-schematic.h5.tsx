// The route without a map: each section's stretch of the chainage line in its colour, the attendance fences as
// dashed outlines, bridges and tunnels as dark dots, open hazards as red ones, key inspection points green, orange or
// red by today's state, the chainage at both ends. A tap in a fence names it (onFence).
import { useCallback, useRef } from 'react'
import type { MouseEvent } from 'react'
import { ChartCanvas } from '@/components/charts/chart-canvas'
import type { ChartCtx, ChartSize } from '@/components/charts/types'
import type { DashboardFenceVO, DashboardMapVO, MapPointVO } from '@shared/api/dashboard'
import { fenceAt, fenceBounds, FENCE_COLOUR } from '../lib/fences'
import { fitProjection, markerColour, sectionColour, type Project } from '../lib/geometry'
import { ROUTE_VIEW_HEIGHT } from './route-view-types'

const km = (m: number) => `K${Math.floor(m / 1000)}+${String(Math.round(m % 1000)).padStart(3, '0')}`
const M_PER_DEG = 111_194.93
/** a tap this many pixels off a fence still picks it */
const TAP_SLACK_PX = 10

export interface RouteSchematicProps {
  map: DashboardMapVO
  onFence: (f: DashboardFenceVO | null) => void
}

export function RouteSchematic({ map, onFence }: RouteSchematicProps) {
  // the projection of the last drawing, to read a tap back into coordinates
  const drawn = useRef<{ at: Project; pxPerMetre: number } | null>(null)
  const fences = map.fences ?? []
  const draw = useCallback((ctx: ChartCtx, size: ChartSize) => {
    const all = [...map.line, ...map.sections.flatMap((s) => s.line), ...fences.flatMap(fenceBounds)]
    const at = fitProjection(all, size, 28)
    if (!at) return
    const origin = all[0]
    const pxPerMetre = Math.abs(at(origin).y - at({ longitude: origin.longitude, latitude: origin.latitude + 1 / M_PER_DEG }).y)
    drawn.current = { at, pxPerMetre }
    ctx.fillStyle = '#f7f9fc'
    ctx.fillRect(0, 0, size.width, size.height)
    // the whole line thin and grey, then each section over it
    const path = (points: MapPointVO[], colour: string, width: number) => {
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
    ctx.strokeStyle = FENCE_COLOUR
    ctx.lineWidth = 1.5
    ctx.setLineDash?.([4, 3])
    for (const f of fences) {
      ctx.beginPath()
      if (f.shape === 'circle' && f.center && f.radius) {
        const c = at(f.center)
        // a fence a few hundred metres across is a dot on a 100 km route: never smaller than 3 px
        ctx.arc(c.x, c.y, Math.max(3, f.radius * pxPerMetre), 0, Math.PI * 2)
      } else if (f.points.length > 2) {
        f.points.forEach((p, i) => { const { x, y } = at(p); if (i === 0) ctx.moveTo(x, y); else ctx.lineTo(x, y) })
        ctx.closePath()
      }
      ctx.stroke()
    }
    ctx.setLineDash?.([])
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
  }, [map, fences])

  const tap = (e: MouseEvent<HTMLDivElement>) => {
    const d = drawn.current
    if (!d || fences.length === 0) return
    const box = e.currentTarget.getBoundingClientRect()
    const p = d.at.invert({ x: e.clientX - box.left, y: e.clientY - box.top })
    onFence(fenceAt(fences, p, TAP_SLACK_PX / Math.max(d.pxPerMetre, 1e-9)) ?? null)
  }

  return (
    <div className='route-view__schematic' data-testid='route-schematic' onClick={tap}>
      <ChartCanvas height={ROUTE_VIEW_HEIGHT} draw={draw} />
    </div>
  )
}
