// The map without tiles: a grid of 100 m squares around the centre with the pin on it; a tap moves the pin there.
import type { MouseEvent } from 'react'
import type { Position } from '@/lib/location-types'
import { GRID_HEIGHT, GRID_STEP_PX, offsetOf, placeAt } from '../lib/grid'

/** jsdom and a hidden tab lay nothing out: a phone's width */
const FALLBACK_WIDTH = 360

export interface PlaceGridProps {
  centre: Position
  pin: Position | null
  onTap?: (p: Position) => void
}

export function PlaceGrid({ centre, pin, onTap }: PlaceGridProps) {
  const tap = (e: MouseEvent<HTMLDivElement>) => {
    if (!onTap) return
    const box = e.currentTarget.getBoundingClientRect()
    const width = box.width || FALLBACK_WIDTH
    onTap(placeAt(centre, e.clientX - box.left - width / 2, e.clientY - box.top - GRID_HEIGHT / 2))
  }
  const at = pin ? offsetOf(centre, pin) : null
  return (
    <div
      className='place-grid'
      data-testid='place-grid'
      onClick={tap}
      style={{ height: `${GRID_HEIGHT}px`, backgroundSize: `${GRID_STEP_PX}px ${GRID_STEP_PX}px`, backgroundPosition: 'center center' }}
    >
      {at ? <div className='place-grid__pin' data-testid='place-pin' style={{ left: `calc(50% + ${at.dx}px)`, top: `${GRID_HEIGHT / 2 + at.dy}px` }} /> : null}
      <span className='place-grid__scale'>每格 100 米</span>
    </div>
  )
}
