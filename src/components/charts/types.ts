// What every chart draws on and from: a 2D context (the browser's canvas or WeChat's canvas 2d node, both scaled to
// CSS px) and labelled values.

export interface ChartDatum {
  label: string
  value: number
}

export interface ChartSize {
  /** CSS px */
  width: number
  height: number
}

/** the part of CanvasRenderingContext2D the charts use; WeChat's canvas 2d context has all of it */
export interface ChartCtx {
  fillStyle: unknown
  strokeStyle: unknown
  lineWidth: number
  lineJoin: CanvasLineJoin
  font: string
  textAlign: CanvasTextAlign
  textBaseline: CanvasTextBaseline
  clearRect(x: number, y: number, w: number, h: number): void
  fillRect(x: number, y: number, w: number, h: number): void
  fillText(text: string, x: number, y: number): void
  measureText(text: string): { width: number }
  beginPath(): void
  closePath(): void
  moveTo(x: number, y: number): void
  lineTo(x: number, y: number): void
  arc(x: number, y: number, r: number, start: number, end: number, anticlockwise?: boolean): void
  stroke(): void
  fill(): void
  /** dashed outlines (a browser canvas and the mini-program's both have it; a test double may not) */
  setLineDash?(segments: number[]): void
}

/** draws `data` on a cleared surface of `size` */
export type DrawChart = (ctx: ChartCtx, size: ChartSize) => void
