import type { PadContext, Point } from './strokes'

/** a ready canvas: its context scaled to CSS px, its size in CSS px, and its PNG export */
export interface PadSurface {
  ctx: PadContext
  width: number
  height: number
  /** the drawing as a PNG data URL */
  toDataURL(): Promise<string>
}

export interface CanvasSurfaceProps {
  className?: string
  /** the surface once measured (again after a resize), or null where no canvas can be drawn on */
  onReady: (surface: PadSurface | null) => void
  onStrokeStart: (p: Point) => void
  onStrokeMove: (p: Point) => void
  onStrokeEnd: () => void
}
