import type { PadContext, Point, Region } from './strokes'

/** a ready canvas: its context scaled to CSS px, its size in CSS px, and its PNG export */
export interface PadSurface {
  ctx: PadContext
  width: number
  height: number
  /**
   * the drawing as a PNG data URL: the whole pad, or only `crop` (CSS px); `paint` draws the strokes again in pad
   * coordinates for platforms that export a region by redrawing it
   */
  toDataURL(crop?: Crop): Promise<string>
}

export interface CanvasSurfaceProps {
  className?: string
  /** the surface once measured (again after a resize), or null where no canvas can be drawn on */
  onReady: (surface: PadSurface | null) => void
  onStrokeStart: (p: Point) => void
  onStrokeMove: (p: Point) => void
  onStrokeEnd: () => void
}

export interface Crop extends Region {
  paint(ctx: PadContext): void
}
