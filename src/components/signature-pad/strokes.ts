// A signature is a list of strokes (each the points of one touch), so undo drops the last stroke and redraws the
// rest. Drawing goes through the small part of the 2D context that weapp's canvas type 2d and HTML share.

export interface Point {
  x: number
  y: number
}

export type Stroke = Point[]

export interface Pen {
  color: string
  /** CSS px */
  width: number
}

/** the context calls a pad needs; CanvasRenderingContext2D and weapp's canvas 2d context both have them */
export interface PadContext {
  lineWidth: number
  lineCap: string
  lineJoin: string
  strokeStyle: unknown
  fillStyle: unknown
  beginPath(): void
  moveTo(x: number, y: number): void
  lineTo(x: number, y: number): void
  stroke(): void
  arc(x: number, y: number, radius: number, startAngle: number, endAngle: number): void
  fill(): void
  clearRect(x: number, y: number, width: number, height: number): void
}

function usePen(ctx: PadContext, pen: Pen): void {
  ctx.lineWidth = pen.width
  ctx.lineCap = 'round'
  ctx.lineJoin = 'round'
  ctx.strokeStyle = pen.color
  ctx.fillStyle = pen.color
}

/** a tap leaves a dot, not nothing */
export function drawDot(ctx: PadContext, p: Point, pen: Pen): void {
  usePen(ctx, pen)
  ctx.beginPath()
  ctx.arc(p.x, p.y, pen.width / 2, 0, Math.PI * 2)
  ctx.fill()
}

export function drawSegment(ctx: PadContext, from: Point, to: Point, pen: Pen): void {
  usePen(ctx, pen)
  ctx.beginPath()
  ctx.moveTo(from.x, from.y)
  ctx.lineTo(to.x, to.y)
  ctx.stroke()
}

export function drawStroke(ctx: PadContext, stroke: Stroke, pen: Pen): void {
  if (!stroke.length) return
  if (stroke.length === 1) {
    drawDot(ctx, stroke[0], pen)
    return
  }
  usePen(ctx, pen)
  ctx.beginPath()
  ctx.moveTo(stroke[0].x, stroke[0].y)
  for (let i = 1; i < stroke.length; i += 1) ctx.lineTo(stroke[i].x, stroke[i].y)
  ctx.stroke()
}

/** clears the area and draws every stroke again */
export function redraw(ctx: PadContext, strokes: Stroke[], pen: Pen, width: number, height: number): void {
  ctx.clearRect(0, 0, width, height)
  strokes.forEach((s) => drawStroke(ctx, s, pen))
}

/** the part of the pad a stored signature keeps: the drawn area and a margin, never beyond the pad */
export interface Region {
  x: number
  y: number
  width: number
  height: number
}

/** the box around every point (+ the pen and a margin), so a small signature is not a squiggle in a big blank image */
export function strokeBounds(strokes: Stroke[], pen: Pen, width: number, height: number, margin = 12): Region | undefined {
  const points = strokes.flat()
  if (!points.length) return undefined
  const pad = margin + pen.width
  const x = Math.max(0, Math.floor(Math.min(...points.map((p) => p.x)) - pad))
  const y = Math.max(0, Math.floor(Math.min(...points.map((p) => p.y)) - pad))
  const right = Math.min(width, Math.ceil(Math.max(...points.map((p) => p.x)) + pad))
  const bottom = Math.min(height, Math.ceil(Math.max(...points.map((p) => p.y)) + pad))
  if (right <= x || bottom <= y) return undefined
  return { x, y, width: right - x, height: bottom - y }
}
